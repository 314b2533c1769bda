"""Games with secrets at a table: each seat on its own screen sees its own hand and nobody
else's, spectators see the public board, and no message carries another seat's cards."""

from __future__ import annotations

import asyncio
import io
import json
import random
import time
from typing import Any

import pytest
from websockets.sync.client import connect

from tests.net.leaks import CARD, SQUARES, leaks, secrets
from yamabushi.app.sessions import new_session
from yamabushi.himiki.chaos import HIDDEN, tile
from yamabushi.net.tui_client.app import TableApp
from yamabushi.net.plain_client.client import join_plain
from yamabushi.net.transport.codec import BadValue
from yamabushi.net.tui_client.follow import HiddenRemoteSession
from yamabushi.net.transport.observation import hidden_for, withheld
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.remote import Link
from yamabushi.net.host.table import SPECTATOR, Table
from yamabushi.net.host.testing import Player, bounded, codes, serve, served_in_thread
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen
from yamabushi.tui.yami.screen import YamiScreen
from tests.pilots import until


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


# -- the table, without sockets --------------------------------------------------------------
GAMES = [
    ("yami", {"players": 2}),
    ("yami", {"players": 3}),
    ("yami", {"players": 4}),
    ("himiki", {"mode": "1v1", "expert": True}),
    ("himiki", {"mode": "2v2", "expert": True, "setup": "random"}),
]


@pytest.mark.parametrize("game, options", GAMES)
def test_each_seat_is_sent_its_own_observation_and_nobody_else_s_secrets(game, options):
    table = Table.around(new_session(game, options, 11, save=False))
    session, rng = table.session, random.Random(4)
    types, engine = hidden_for(game).types, session.engine
    seen = {seat: 0 for seat in (*range(len(session.seats)), SPECTATOR)}
    while session.outcome() is None and len(session.steps) < 80:
        for seat in seen:
            fields = json.loads(encode("update", **table.update(seat, seen[seat])))
            seen[seat] = fields["actions"]
            assert leaks(table, seat, fields) == set()
            got = types.decode(fields["observation"])
            if seat == SPECTATOR:
                assert "Your" not in fields["view"] and len(fields["view"].splitlines()) > 5  # the board
                if game == "yami":
                    assert got.hand == () and got.hand_sizes == engine.observation(session.state, 0).hand_sizes
                else:
                    assert {code for hand in got.chaos.hands for code in hand} <= {HIDDEN}
            else:
                assert got == withheld(engine.observation(session.state, seat))
        action = rng.choice(session.legal_actions())
        table.act(session.to_play(), engine.format_action(session.state, action))
    assert len(session.steps) > 5


def test_the_codec_builds_only_the_game_s_own_types_with_their_own_fields():
    types = hidden_for("yami").types
    session = new_session("yami", {"players": 2}, 3, save=False)
    view = session.engine.observation(session.state, 0)
    assert types.decode(json.loads(json.dumps(types.encode(view)))) == view
    card = types.encode(view.hand[0])
    deep: Any = card
    for _ in range(20):
        deep = [deep]
    refused = [
        {"#": "YamiState"},  # the whole state is not on the list
        {"#": "PosixPath", "args": ["/etc/passwd"]},
        {**card, "suit": "R"},
        {"#": "Card", "colour": "R"},
        {**card, "value": "5"},  # a field of the wrong kind
        {**card, "value": True},
        {**types.encode(view), "hand": [card, None]},
        {"#": "frozenset", "items": [card], "extra": 1},
        deep,
        2**400,
        "x" * 10_000,
        1.5,
    ]
    for data in refused:
        with pytest.raises(BadValue):
            types.decode(data)
    with pytest.raises(ValueError, match="too deep"):  # before the codec: the JSON parser's own limit
        read_update("[" * 100_000)


# -- the app's screen, through a real table on 127.0.0.1 -----------------------------------------
def screen_text(app) -> str:
    return "\n".join("".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips())


def join(ws, code: str) -> dict:
    ws.send(encode("join", code=code))
    return read_update(ws.recv(timeout=10))


async def caught_up(pilot, app, table: Table) -> None:
    await until(pilot, lambda: len(app.session.steps) == len(table.session.steps))


def on_screen(app, table: Table, seat: int) -> set[str]:
    """Another seat's secrets drawn on the screen now (none, ever); and no hand-off screen."""
    assert not any(isinstance(screen, HandOffScreen) for screen in app.screen_stack)
    text = screen_text(app)
    secret = secrets(table, seat)
    return (set(CARD.findall(text)) | {s for s in secret if " " in s and s in text}) & secret


async def test_a_yami_seat_with_the_automa_plays_its_own_hand_by_keys(checked):
    table = Table.around(new_session("yami", {"players": 2}, 5))
    session = table.session
    assert session.to_play() == 0  # this seed: Player 1 leads, and picks the automa's cards
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as other:
        welcome = join(ws, codes(table)[0])
        app = TableApp(Link(ws), welcome)
        join(other, codes(table)[1])
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, YamiScreen)
            hand = session.state.hands[0]
            assert all(str(card) in screen_text(app) for card in hand)
            assert on_screen(app, table, 0) == set()
            await pilot.press("right", "enter")  # the first playable card of the hand
            await caught_up(pilot, app, table)
            assert session.steps[-1].actor == 0 and session.steps[-1].notation == str(hand[0])
            assert app.session.steps[-1].log == session.steps[-1].log
            assert "Waiting for Player 2." in screen_text(app)  # no keyboard to pass: a terminal each
            legal = session.engine.format_action(session.state, session.legal_actions()[0])
            other.send(encode("act", action=legal))  # Player 2 plays from its own terminal
            await caught_up(pilot, app, table)
            assert on_screen(app, table, 0) == set()
            assert "Player 2" in screen_text(app) and legal in screen_text(app)
            said = str(app.screen.query_one("#message").render())
            assert "Player 2 follows with" in said, said  # the status line tells the turn, as at one keyboard
            await pilot.press("right", "enter")  # the Leader picks the automa's card from its river
            await caught_up(pilot, app, table)
            assert len(session.steps) == 3 and session.steps[-1].log.endswith("(automa)")
            assert session.state.phase == "place"
            assert on_screen(app, table, 0) == set()
    assert checked == []


@pytest.mark.parametrize("mode, others", [("1v1", "Others hold: Black 3 tiles"), ("2v2", "Others hold: Black-Light 3, White-Dark 3, Black-Dark 3 tiles")])
async def test_a_hi_mi_ki_expert_seat_sees_its_own_tiles_and_only_counts_of_the_others(checked, mode, others):
    table = Table.around(new_session("himiki", {"mode": mode, "expert": True, "setup": "random"}, 8))
    session = table.session
    with served_in_thread(table) as address, connect(address) as ws:
        welcome = join(ws, codes(table)[0])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HiMiKiScreen)
            panel = app.screen.query_one("#chaos").region
            text = " ".join(" ".join(row[panel.x : panel.right] for row in screen_text(app).splitlines()[panel.y : panel.bottom]).split())
            assert all(tile(code).name in text for code in session.state.chaos.hands[0])
            assert others in text, "each other seat by its whole name"
            assert on_screen(app, table, 0) == set()
            seen = app.session.engine.observation(app.session.state, 0)
            assert seen == withheld(session.engine.observation(session.state, 0))  # what it draws from
            move = session.engine.format_action(session.state, session.legal_actions()[0])
            await pilot.press("colon", *move, "enter")
            await caught_up(pilot, app, table)
            assert [s.notation for s in session.steps] == [move]
            assert app.session.steps[-1].log == session.steps[-1].log
            assert app.session.state.board == session.state.board
            assert f"Waiting for {session.seats[session.to_play()].name}." in screen_text(app)
            assert on_screen(app, table, 0) == set()
    assert checked == []


async def test_a_spectator_of_yami_sees_the_board_and_no_hand(checked):
    table = Table.around(new_session("yami", {"players": 2}, 5))
    session = table.session
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as player:
        welcome = join(ws, codes(table)[SPECTATOR])
        app = TableApp(Link(ws), welcome)
        join(player, codes(table)[0])
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, YamiScreen)
            text = screen_text(app)
            assert "Spectators see no hand." in text and "Mission 1" in text
            assert on_screen(app, table, SPECTATOR) == set()
            first = str(session.state.hands[0][0])
            player.send(encode("act", action=first))
            await caught_up(pilot, app, table)
            assert first in screen_text(app)  # played: on the table for everyone
            assert on_screen(app, table, SPECTATOR) == set()
            await pilot.press("right", "enter", "u")
            await pilot.pause()
            assert len(session.steps) == 1  # a spectator's keys play nothing
            footer = screen_text(app).splitlines()[-1]
            assert "Help" in footer and "Undo" not in footer and "Play/Place" not in footer, footer
    assert checked == []


def test_once_the_game_is_over_a_seat_gets_the_real_game_back(monkeypatch):
    table = Table.around(new_session("yami", {"players": 3}, 2, save=False))
    session, rng = table.session, random.Random(1)
    while session.outcome() is None:
        table.act(session.to_play(), session.engine.format_action(session.state, rng.choice(session.legal_actions())))
    with served_in_thread(table) as address, connect(address) as ws:
        welcome = join(ws, codes(table)[1])
        followed = HiddenRemoteSession(Link(ws), welcome)
        assert followed.seed == 2 and followed.state == session.state
        assert [s.notation for s in followed.steps] == [s.notation for s in session.steps]


async def test_a_plain_spectator_of_yami_reads_the_board_and_no_hand():
    table = Table.around(new_session("yami", {"players": 3}, 6))
    _, server, url = await serve(table)
    out, typed = io.StringIO(), iter(["quit"])
    try:
        assert await bounded(join_plain(url, codes(table)[SPECTATOR], lambda: next(typed, None), out), 30) == 0
    finally:
        server.close()
        await server.wait_closed()
    said = out.getvalue()
    assert "you watch as a spectator" in said and "Round 1/7" in said and "ABCDEFGHIJKL" in said
    assert "Your hand" not in said
    assert not set(CARD.findall(SQUARES.sub("", said))) & secrets(table, SPECTATOR)


def test_a_seat_s_undo_takes_its_action_back_on_its_own_board_too():
    table = Table.around(new_session("yami", {"players": 2}, 5, save=False))
    session = table.session
    with served_in_thread(table) as address, connect(address) as ws, connect(address) as other:
        welcome = join(ws, codes(table)[0])
        followed = HiddenRemoteSession(Link(ws), welcome)
        join(other, codes(table)[1])
        for _ in range(4):  # R2, R1 (Player 2's terminal), the automa's R7, the R7 tile placed
            if session.to_play() == 0:
                followed.play(followed.legal_actions()[0])
            else:
                played = len(session.steps)
                other.send(encode("act", action=session.engine.format_action(session.state, session.legal_actions()[0])))
                while read_update(other.recv(timeout=10)).get("actions") != played + 1:
                    pass
                for _ in range(100):
                    if followed.follow() or len(followed.steps) == played + 1:
                        break
                    time.sleep(0.05)
        assert [s.log for s in followed.steps] == [s.log for s in session.steps] and session.state.phase == "play"
        followed.link.send("undo")  # the tile, Player 1's own last action: taken back at once
        for _ in range(100):
            if followed.follow() and len(followed.steps) == 3:
                break
            time.sleep(0.05)
        assert len(session.steps) == len(followed.steps) == 3 and len(followed.states) == 4
        assert followed.engine.observation(followed.state, 0) == session.engine.observation(session.state, 0)
        assert followed.state.phase == "place" and followed.legal_actions() == list(session.legal_actions())


async def test_a_spectator_s_screen_ends_with_the_real_game_and_its_seed():
    table = Table.around(new_session("yami", {"players": 2}, 5))
    with served_in_thread(table) as address, connect(address) as ws:
        welcome = join(ws, codes(table)[SPECTATOR])
        app = TableApp(Link(ws), welcome)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert "seed shown after the game" in screen_text(app)
            players = (Player(codes(table)[seat], seat).play(address) for seat in (0, 1))
            await bounded(asyncio.gather(*players), 60)
            await caught_up(pilot, app, table)
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen)
            assert app.session.seed == 5 and app.session.state == table.session.state
            assert [s.notation for s in app.session.steps] == [s.notation for s in table.session.steps]


def test_every_game_that_can_hide_something_can_be_followed_from_a_table():
    """A new game with secrets registers its allowlist and spectator's view (`GameSpec.secrets`),
    or its table would fail at the first update."""
    from yamabushi.app.registry import specs
    from yamabushi.core.protocol import Engine
    from yamabushi.net.transport.observation import hidden_for

    hiding = {spec.name for spec in specs() if type(spec.engine()).hidden_information is not Engine.hidden_information}
    assert hiding
    for game in hiding:
        assert hidden_for(game).types is not None
