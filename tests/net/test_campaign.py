"""A Yami campaign mission hosted at a table: dealt as the local campaign deals it, played by
two terminals and watched by a third, its attempt written into the profile on the host once,
and nobody sent a hand that is not theirs."""

from __future__ import annotations

import asyncio
import io
import json
import os
import random
import signal
import subprocess
import sys
import threading
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.net.leaks import leaks
from tests.pilots import until
from tests.net.hosting import EXITS_WITHIN
from yamabushi.app.campaigns import create_profile, load_profile, mission_path, profile_path
from yamabushi.app.missions import CAMPAIGN
from yamabushi.app.sessions import close, new_session
from yamabushi.cli.main import main
from yamabushi.net.host.campaign import open_mission
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.transport.observation import hidden_for
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Caller, Player, bounded, codes, serve, served_in_thread
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.tui.yami.campaign.over import MissionOverScreen
from yamabushi.tui.yami.campaign.powers import PowerUseScreen
from yamabushi.yami.actions import UsePower
from yamabushi.yami.campaign.profile import Attempt, mission_options, new_profile

WON_1_AND_2 = (Attempt(mission=1, success=True, rounds=5), Attempt(mission=2, success=True, rounds=6))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def campaign(name: str = "Ada", players: int = 2, **fields: Any) -> None:
    create_profile(new_profile(name, players).model_copy(update=fields))


def hosted(name: str = "Ada", mission: int | None = None, seed: int = 7) -> Table:
    session, mission_of, _ = open_mission(name, mission, seed)
    return Table.around(session, mission_of)


async def play_out(table: Table) -> list[dict[str, Any]]:
    """Both seats play seeded random legal actions to the end while a spectator watches; the
    last update each of the three received."""
    keeper, server, url = await serve(table)
    people = [Player(code, 40 + seat) for seat, code in codes(table).items()]
    try:
        endings = await bounded(asyncio.gather(*(p.play(url) for p in people)))
    finally:
        server.close()
        await server.wait_closed()
    return endings


# -- a whole mission through the protocol ------------------------------------------------------
async def test_two_terminals_play_mission_1_with_the_automa_and_the_profile_keeps_the_attempt(checked):
    campaign()
    table = hosted()
    session = table.session
    assert session.options == session.engine.normalize_options(mission_options(load_profile(profile_path("Ada")), 1))
    assert [s.name for s in session.seats if s.is_human] == ["Player 1", "Player 2"]
    assert session.state.automa == 2
    endings = await play_out(table)
    won, rounds = session.state.status == "success", len(session.state.tricks)
    assert load_profile(profile_path("Ada")).attempts == (Attempt(mission=1, success=won, rounds=rounds),)
    assert not mission_path("Ada").exists()  # the mission's own save is done with
    said = f"Campaign Ada: Mission 1 {'won' if won else 'lost'} in {rounds} round"
    assert all(end is not None and end["result"].startswith(said) for end in endings)  # spectator too
    assert ("Open now: mission 2." in table.result) == won
    assert checked == []


async def test_the_result_is_written_once_and_nothing_is_taken_back_after_it():
    campaign()
    table = hosted()
    await play_out(table)
    once = load_profile(profile_path("Ada")).attempts
    keeper, server, url = await serve(table)
    try:
        last = table.session.steps[-1].actor
        caller = await Caller.sit(url, codes(table)[last])
        await caller.send("undo", id="u")
        refused = await caller.expect("refused")
        assert refused["reason"] == "The mission is over and written in the campaign."
        again = await Caller.sit(url, codes(table)[SPECTATOR])  # a late spectator is told the result
        assert again.seen[-1]["result"] == table.result
        await caller.leave()
        await again.leave()
    finally:
        server.close()
        await server.wait_closed()
    table.settle()
    assert load_profile(profile_path("Ada")).attempts == once and len(once) == 1


async def test_a_power_tile_laid_in_the_loadout_is_used_from_a_joined_terminal(checked):
    campaign("Bo", attempts=WON_1_AND_2, loadout=("beacon",))
    table = hosted("Bo", 3, seed=5)
    session = table.session
    assert session.options["powers"] == ["beacon"] and session.options["power_tokens"] == 2
    keeper, server, url = await serve(table)
    try:
        leader = session.to_play()
        caller = await Caller.sit(url, codes(table)[leader])
        first = caller.seen[-1]
        assert "!beacon:G" in first["legal"]
        assert "Power tokens 2 (type powers): Beacon 0/2" in first["view"]
        await caller.send("act", action="!beacon:G", id="b")
        answer = await caller.expect("update")
        seen = hidden_for("yami").types.decode(answer["observation"])
        assert seen.campaign.used == ("beacon",) and seen.campaign.called == "G" and seen.campaign.power_tokens == 1
        assert session.state.campaign.used == ("beacon",)  # the table's own game: the server is the authority
        await caller.leave()
    finally:
        server.close()
        await server.wait_closed()
    await play_out(table)
    attempts = load_profile(profile_path("Bo")).attempts
    assert attempts[:2] == WON_1_AND_2 and attempts[2].mission == 3 and len(attempts) == 3
    assert checked == []


# -- every mission's pieces pass the codec, no other hand leaves ----------------------------------
@pytest.mark.parametrize("mission", [4, 9, 13, 17, 22])
def test_a_campaign_mission_s_pieces_reach_every_seat_and_no_other_hand_does(mission):
    """Whirlpools, Mists, Rocks, Magic tiles, night Mission tiles, Moon tiles and Power tiles:
    each seat's decoded observation is the engine's own, and nothing secret is in any message."""
    options = {"players": 3, "mission": mission, "first": 0, "night": mission > 15, "powers": ["beacon", "wild"],
               "power_tokens": 3, "moon": ["waning", "tide", "fog"], "lianas": int(mission == 22)}
    session = new_session("yami", options, mission, mode=CAMPAIGN, save=False)
    table, rng, types = Table.around(session), random.Random(mission), hidden_for("yami").types
    while session.outcome() is None:
        for seat in (0, 1, 2, SPECTATOR):
            fields = json.loads(encode("update", **table.update(seat, 0)))
            assert leaks(table, seat, fields) == set()
            if seat != SPECTATOR:
                assert types.decode(fields["observation"]) == session.engine.observation(session.state, seat)
        table.act(session.to_play(), session.engine.format_action(session.state, rng.choice(session.legal_actions())))


# -- resuming, and the refusals -------------------------------------------------------------------
def test_a_mission_left_midway_is_reopened_by_the_same_command():
    campaign()
    table = hosted(seed=3)
    session = table.session
    for _ in range(4):
        table.act(session.to_play(), session.engine.format_action(session.state, session.legal_actions()[0]))
    played = [step.notation for step in session.steps]
    close(session)  # the host's Ctrl+C: the autosave already holds every action
    again = hosted(seed=3)
    assert [step.notation for step in again.session.steps] == played
    assert again.campaign is not None and again.campaign.resumed
    close(again.session)
    with pytest.raises(Exception, match="Mission 1 of campaign 'Ada' is in progress"):
        hosted(mission=2)


def test_a_damaged_mission_save_is_kept_aside_and_a_new_attempt_dealt():
    campaign()
    mission_path("Ada").parent.mkdir(parents=True)
    mission_path("Ada").write_text("{damaged")
    session, hosted_mission, said = open_mission("Ada", None, 2)
    assert not hosted_mission.resumed and not session.steps and len(said) == 1
    kept = said[0].split(" It is kept as ")[1].split(" in ")[0]
    assert (mission_path("Ada").parent / kept).read_text() == "{damaged"
    close(session)


def refused(capsys, *args: str) -> str:
    assert main(["host", *args, "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.removeprefix("yamabushi: ").strip()


def test_what_cannot_be_hosted_is_refused_in_one_sentence(capsys, tmp_path):
    campaign()
    campaign("Won", attempts=tuple(Attempt(mission=m, success=True, rounds=5) for m in range(1, 23)))
    assert refused(capsys, "yami", "--campaign", "Nobody").startswith("There is no campaign named 'Nobody'")
    assert refused(capsys, "yami", "--campaign", "Ada", "--mission", "3") == (
        "Mission 3 of campaign 'Ada' is not open yet; open now: mission 1."
    )
    assert "is won" in refused(capsys, "yami", "--campaign", "Won")
    assert refused(capsys, "himiki", "--campaign", "Ada").startswith("--campaign hosts a Yami campaign mission")
    assert "leave out --mode" in refused(capsys, "yami", "--campaign", "Ada", "--mode", "3p")
    assert "leave out --resume" in refused(capsys, "yami", "--campaign", "Ada", "--resume", "x")
    assert refused(capsys, "yami", "--mission", "2").startswith("--mission picks a campaign's mission")
    damaged = profile_path("Ada")
    damaged.write_text('{"schema_version": 1, "name": "Ada", "players": 7}')
    before = damaged.read_bytes()
    assert "Ada.json" in refused(capsys, "yami", "--campaign", "Ada")
    assert damaged.read_bytes() == before and not mission_path("Ada").exists()


# -- the joined app's screen -----------------------------------------------------------------------
def screen_text(app) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


def prompt(app) -> str:
    return str(app.screen.query_one("#prompt").render())


def join(ws, code: str) -> dict:
    ws.send(encode("join", code=code))
    return read_update(ws.recv(timeout=10))


async def test_a_joined_seat_sees_the_mission_and_its_powers_and_lays_one_by_keys(checked):
    campaign("Bo", attempts=WON_1_AND_2, loadout=("beacon",))
    table = hosted("Bo", 3, seed=5)
    session = table.session
    leader = session.to_play()
    with served_in_thread(table) as address, connect(address) as ws:
        welcome = join(ws, codes(table)[leader])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CampaignMissionScreen)
            text = screen_text(app)
            assert "Mission 3: Mossy clearing" in text and "Power tokens 2 (p): Beacon 0/2" in text
            assert app.title == f"Yamabushi — Player {leader + 1} · campaign Bo"
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, PowerUseScreen)
            await pilot.press("enter")  # the first use listed: Beacon calls Red
            await until(pilot, lambda: bool(session.state.campaign.used))
            assert session.state.campaign.used == ("beacon",) and session.state.campaign.called == "R"
            await until(pilot, lambda: "Power tokens 1 (p): Beacon 1/2" in screen_text(app))
    assert checked == []


async def test_a_drift_steered_on_a_joined_terminal_moves_the_tile_at_the_table(checked):
    campaign("Dr", attempts=WON_1_AND_2, loadout=("drift",))
    table = hosted("Dr", 3, seed=5)
    session, rng = table.session, random.Random(3)
    seat = session.to_play()
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as other:
        welcome = join(ws, codes(table)[seat])
        app = TableApp(Link(ws), welcome)
        join(other, codes(table)[1 - seat])
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            while not (session.to_play() == seat and any(a.startswith("!drift") for a in legal_texts(session))):
                action = rng.choice([a for a in legal_texts(session) if not a.startswith("!")])
                played = len(session.steps)
                if session.to_play() == seat:
                    assert screen.play(app.session.engine.parse_action(app.session.state, action))
                else:
                    other.send(encode("act", action=action))
                await caught_up(pilot, app, played + 1)
            before = {p.card: p.squares for p in session.state.placed}
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, PowerUseScreen)
            await pilot.press("enter")  # the first tile a Drift may move
            await pilot.pause()
            for key in ("right",) * 6 + ("down",) * 6:  # steer it until it fits somewhere new
                if UsePower("drift", move=screen.listed_draft()) in app.session.legal_actions():
                    break
                await pilot.press(key)
            moved, played = screen.drifting, len(session.steps)
            await pilot.press("enter")
            await caught_up(pilot, app, played + 1)
            assert session.state.campaign.used == ("drift",) and moved is not None
            after = {p.card: p.squares for p in session.state.placed}
            assert after[moved] != before[moved] and after.keys() == before.keys()
            assert "drifts" in screen_text(app)
    assert checked == []


def legal_texts(session) -> list[str]:
    return [session.engine.format_action(session.state, a) for a in session.legal_actions()]


async def caught_up(pilot, app, steps: int) -> None:
    await until(pilot, lambda: len(app.session.steps) >= steps)


async def test_the_tide_moon_s_face_down_cards_are_thrown_from_each_terminal(checked):
    """Twelve attempts have brought the Tide Moon: before round 1 each seat throws a card face
    down from its own terminal, waiting for the other without being told to pass a keyboard."""
    campaign("Ti", attempts=tuple(Attempt(mission=1, success=False, rounds=7) for _ in range(12)))
    table = hosted("Ti", seed=5)
    session = table.session
    assert session.options["moon"] == ["waning", "tide"] and session.state.phase == "discard"
    assert session.to_play() == 0  # this seed: Player 1 throws first
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as other:
        welcome = join(ws, codes(table)[1])
        app = TableApp(Link(ws), welcome)
        join(other, codes(table)[0])
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert prompt(app) == "Waiting for Player 1 to throw a card face down."
            thrown = session.engine.format_action(session.state, session.legal_actions()[0])
            other.send(encode("act", action=thrown))
            await until(pilot, lambda: len(app.session.steps) == 1)
            await until(pilot, lambda: prompt(app).startswith("Player 2: pick a card of your hand to throw face down"))
            hand = session.state.hands[1]
            await pilot.press("right", "enter")
            await until(pilot, lambda: session.state.phase == "play")
            assert session.state.phase == "play" and len(session.state.hands[1]) == len(hand) - 1
            assert "Player 2 throws a card face down." in screen_text(app)
    assert checked == []


async def test_a_spectator_s_screen_ends_on_what_the_result_wrote_in_the_campaign(checked):
    campaign()
    table = hosted()
    with served_in_thread(table) as address, connect(address) as ws:
        welcome = join(ws, codes(table)[SPECTATOR])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CampaignMissionScreen)
            assert "Mission 1: " in screen_text(app) and app.title == "Yamabushi — watching campaign Ada"
            url = address
            people = [Player(code, 60 + seat) for seat, code in codes(table).items() if seat != SPECTATOR]
            playing = asyncio.ensure_future(bounded(asyncio.gather(*(p.play(url) for p in people))))
            await until(pilot, lambda: isinstance(app.screen, MissionOverScreen) and app.screen.is_mounted, 60)
            await playing
            text = screen_text(app)
            assert table.result is not None and table.result.split(".")[0] in text
            assert "Leave the table (l)" in text and "Map" not in text
            await pilot.press("l")
            await pilot.pause()
        assert app.return_code == 0 or app.return_code is None
    assert load_profile(profile_path("Ada")).attempts[0].mission == 1
    assert checked == []


# -- in plain text ---------------------------------------------------------------------------------
async def test_a_plain_seat_lists_its_powers_and_lays_one():
    campaign("Bo", attempts=WON_1_AND_2, loadout=("beacon",))
    table = hosted("Bo", 3, seed=5)
    _, server, url = await serve(table)
    out, typed = io.StringIO(), iter(["powers", "!beacon:G", "quit"])
    try:
        code = codes(table)[table.session.to_play()]
        assert await bounded(join_plain(url, code, lambda: next(typed, None), out), 30) == 0
    finally:
        server.close()
        await server.wait_closed()
    said = out.getvalue()
    assert "Yami, campaign Bo, Mission 3: Mossy clearing: you sit as" in said
    assert "> !beacon:R, !beacon:P, !beacon:G, !beacon:O\n" in said  # not Blue: Blue is trump already
    assert table.session.state.campaign.used == ("beacon",) and table.session.state.campaign.called == "G"


async def test_a_plain_spectator_reads_the_result_when_the_mission_ends():
    campaign()
    table = hosted()
    _, server, url = await serve(table)
    out, never = io.StringIO(), threading.Event()
    people = [Player(code, 80 + seat) for seat, code in codes(table).items() if seat != SPECTATOR]
    try:
        watching = join_plain(url, codes(table)[SPECTATOR], lambda: None if never.wait(60) else None, out)
        done = await bounded(asyncio.gather(watching, *(p.play(url) for p in people)))
    finally:
        never.set()
        server.close()
        await server.wait_closed()
    assert done[0] == 0
    said = out.getvalue()
    assert "Yami, campaign Ada, Mission 1: " in said and "you watch as a spectator" in said
    assert said.rstrip().endswith(f"Game over. {table.session.outcome().text}\n{table.result}")


# -- the command, as the host types it ---------------------------------------------------------------
def hosting(tmp_path, *args: str) -> tuple[subprocess.Popen[str], str, list[str], str]:
    """`yamabushi host yami --campaign ...` on a free port: its line on the campaign, the seats'
    codes (the spectators' last) and the address."""
    env = dict(os.environ, YAMABUSHI_HOME=str(tmp_path))
    server = subprocess.Popen([sys.executable, "-m", "yamabushi", "host", "yami", *args, "--port", "0"],
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert server.stdout is not None
    opening = server.stdout.readline()
    assert "table open at" in opening, opening
    said, seats = server.stdout.readline().strip(), []
    while len(seats) < 3:
        seats.append(server.stdout.readline().split()[-1])
    return server, said, seats, f"ws://{opening.split(' at ')[1].split()[0]}"


def first_update(ws: Any, code: str) -> dict[str, Any]:
    join(ws, code)
    return read_update(ws.recv(timeout=10))


async def both_play(address: str, seats: list[str]) -> list[dict[str, Any]]:
    return await bounded(asyncio.gather(*(Player(code, n).play(address) for n, code in enumerate(seats))))


def test_ctrl_c_loses_nothing_the_same_command_reopens_the_mission_and_writes_its_end(tmp_path, capsys):
    campaign()
    command = ("--campaign", "Ada", "--seed", "3")
    server, said, seats, address = hosting(tmp_path, *command)
    try:
        assert said == "Campaign Ada, Mission 1: Training: first encirclement (dealt); Power tiles on the spaces: none."
        with connect(address) as one, connect(address) as two:
            ws, update = next((ws, u) for ws, u in ((one, first_update(one, seats[0])), (two, first_update(two, seats[1]))) if u["your_turn"])
            ws.send(encode("act", action=update["legal"][0]))
            assert read_update(ws.recv(timeout=10))["actions"] == 1
        assert main(["host", "yami", *command, "--port", "0"]) == 2  # the host has it open: not twice
        assert "is open in another window" in capsys.readouterr().err
        server.send_signal(signal.SIGINT)
        server.wait(timeout=EXITS_WITHIN)
        server, said, seats, address = hosting(tmp_path, *command)
        assert said == "Campaign Ada, Mission 1: Training: first encirclement (resumed in round 1); Power tiles on the spaces: none."
        with connect(address) as watcher:
            update = first_update(watcher, seats[2])
        assert update["actions"] == 1 and len(update["steps"]) == 1
        endings = asyncio.run(both_play(address, seats[:2]))
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=EXITS_WITHIN)
    attempts = load_profile(profile_path("Ada")).attempts
    assert len(attempts) == 1 and not mission_path("Ada").exists()
    result = endings[0]["result"]
    assert result.startswith(f"Campaign Ada: Mission 1 {'won' if attempts[0].success else 'lost'} in {attempts[0].rounds} round")
    assert server.stdout is not None and result in server.stdout.read().splitlines()  # the host reads it too
