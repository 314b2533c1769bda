"""Hidden information through every hand-off: on the hand-off screen and on the screen after it,
no card or tile that the seat at the keyboard may not see appears anywhere in the text; nor in
the saves list, the header's seed or the replay viewer of an unfinished game.

Covers Yami hands (2, 3 and 4 players), the automa's face-down deck, the campaign's
face-down Whirlpool discards, and Hi Mi Ki Expert Chaos tiles in 1 vs 1 hot-seat
(2 vs 2 is covered in test_himiki_2v2_screen.py).
"""

from __future__ import annotations

import random

import pytest

from tests.tui.himiki.keys import keys_for
from tests.tui.himiki.test_2v2_screen import (
    ENGINE,
    open_game,
    others,
    shows,
    tile_names,
)
from tests.tui.yami.keys import act, new_session, open_table, shown_cards, shown_text
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import saves_dir
from yamabushi.app.sessions import new_session as new_game
from yamabushi.himiki.actions import Rotate, Tilt
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.resume import ResumeScreen
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.tui.yami.screen import YamiScreen
from yamabushi.yami.actions import Discard
from yamabushi.yami.board import square_name


def yami_secrets(session: Session, viewer: int | None) -> set[str]:
    """Cards `viewer` may not see (None: nobody at the keyboard yet): other hands, the automa's deck,
    discards; less the covered squares the narration names (`covers B3, C3`: column B, no blue card)."""
    state = session.state
    hidden = [c for seat, hand in enumerate(state.hands) if seat != viewer for c in hand]
    covered = {square_name(square) for placed in state.placed for square in placed.squares}
    return {str(c) for c in (*hidden, *state.deck, *state.discarded)} - covered


async def check_yami_turns(app, pilot, screen, session, actions: int, seed: int) -> int:
    """Play random legal actions by keys; check every hand-off and the screen after it. Returns hand-offs seen."""
    rng, hand_offs = random.Random(seed), 0
    for _ in range(actions):
        if session.outcome() is not None:
            break
        if isinstance(app.screen, HandOffScreen):
            hand_offs += 1
            assert not shown_cards(app) & yami_secrets(session, None)
            await pilot.press("enter")
            await pilot.pause()
        assert screen.viewer == session.to_play()
        assert not shown_cards(app) & yami_secrets(session, screen.viewer)
        await act(pilot, screen, rng.choice(session.legal_actions()))
    return hand_offs


@pytest.mark.parametrize("players", [2, 4])  # the automa's deck, four hands; three: the whole game below
async def test_yami_hands_and_the_automa_deck_stay_hidden(players):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(players, seed=players)
        screen = await open_table(app, pilot, session)
        assert await check_yami_turns(app, pilot, screen, session, actions=3, seed=players) >= 2


async def test_whirlpool_discards_stay_face_down_for_everyone():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        options = {"players": 2, "mission": 9, "first": 0, "moon": ["tide"]}
        session = Session(engine_for("yami"), options, 4)
        screen = CampaignMissionScreen(session, lambda success, rounds: None)
        await app.push_screen(screen)
        await pilot.pause()
        assert session.state.phase == "discard"
        for seat in session.state.campaign.discards:
            await act(pilot, screen, Discard(session.state.hands[seat][0]))
        assert session.state.discarded
        assert await check_yami_turns(app, pilot, screen, session, actions=3, seed=9) >= 1


async def test_hi_mi_ki_expert_1v1_chaos_tiles_stay_with_their_seat():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"mode": "1v1", "setup": "random", "expert": True}, 5)
        screen = await open_game(app, pilot, session)
        hand_offs = 0
        for _ in range(4):  # each seat twice: a hand-off before every turn
            seat = session.to_play()
            if screen.viewer != seat:
                hand_offs += 1
                assert isinstance(app.screen, HandOffScreen)
                assert not shows(app, tile_names(session, range(2)))
                await pilot.press("enter")
                await pilot.pause()
            assert not shows(app, tile_names(session, others(session, seat)) - tile_names(session, [seat]))
            legal = session.legal_actions()
            action = next((a for a in legal if isinstance(a, Rotate)), next(a for a in legal if isinstance(a, Tilt)))
            await pilot.press(*keys_for(action, screen.cursor)[0])
            await pilot.pause()
        assert hand_offs >= 3


def header(app) -> str:
    return " ".join(str(h.render()) for h in app.screen.query("HeaderTitle"))


async def check_resume_and_replay(app, pilot, session: Session) -> None:
    """From a hand-off, open the saves (as Ctrl+P's Resume does) and the replay viewer of this
    game: no seed, no hand until the replay's own hand-off, then only that seat's."""
    seed = f"seed {session.seed}"
    await app.push_screen(ResumeScreen())
    await pilot.pause()
    assert seed not in shown_text(app) and not shown_cards(app) & yami_secrets(session, None)
    await pilot.press("v", "end")
    await pilot.pause()
    assert isinstance(app.screen, ReplayScreen)
    assert seed not in header(app) and not shown_cards(app) & yami_secrets(session, None)
    await pilot.press("v")
    await pilot.pause()
    assert isinstance(app.screen, HandOffScreen) and "Player 1" in shown_text(app)
    assert not shown_cards(app) & yami_secrets(session, None)
    await pilot.press("enter")
    await pilot.pause()
    replay = app.screen
    assert isinstance(replay, ReplayScreen) and replay.shown == (0,)
    assert set(map(str, session.state.hands[0])) <= shown_cards(app)
    assert not shown_cards(app) & yami_secrets(session, 0)
    await pilot.press("v")  # the next seat: its hand-off first, which shows nobody's cards
    await pilot.pause()
    assert isinstance(app.screen, HandOffScreen) and not shown_cards(app) & yami_secrets(session, None)
    await pilot.press("escape", "escape")  # only Enter takes the keyboard, nothing skips the hand-off
    assert isinstance(app.screen, HandOffScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert replay.shown == (1,) and not shown_cards(app) & yami_secrets(session, 1)
    await pilot.press("escape", "escape")  # close the viewer, then the list
    await pilot.pause()


async def test_a_saved_three_player_game_shows_no_other_hand_on_any_screen_to_its_end():
    """Every screen of a saved 3-player game resumed 10 actions in (the first hand-offs of a game:
    the tests above), to the end: the game, its hand-offs, the saves list and the replay viewer
    opened from inside a hand-off; the seed shows only once the game is over."""
    path = saves_dir() / "yami-three.json"
    session, rng = new_game("yami", {"players": 3, "mission": 1, "first": 0}, 11, save=path), random.Random(11)
    for _ in range(10):
        session.play(rng.choice(session.legal_actions()))
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.resume_game(path)
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, YamiScreen))
        session, hand_offs = screen.session, 0
        while session.outcome() is None:
            if isinstance(app.screen, HandOffScreen):
                hand_offs += 1
                assert "seed 11" not in header(app) and not shown_cards(app) & yami_secrets(session, None)
                if hand_offs == 3:  # once: the same saves list and viewer at every hand-off
                    await check_resume_and_replay(app, pilot, session)
                    assert isinstance(app.screen, HandOffScreen)
                await pilot.press("enter")
                await pilot.pause()
            assert app.screen is screen and screen.viewer == session.to_play()
            assert "seed 11" not in header(app) and not shown_cards(app) & yami_secrets(session, screen.viewer)
            assert screen.play(rng.choice(session.legal_actions()))  # as the keys would (tests/tui/yami: the keys)
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert hand_offs >= 6 and app.screen is screen and "seed 11" in header(app)


async def wait_until(pilot, done, seconds=15.0) -> None:
    """Let the app run (bots think in a worker) until `done()`; pressing Space skips their pause."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await pilot.press("space")
        await pilot.pause(0.05)
    raise AssertionError("the bots did not finish their turns in time")


async def test_one_person_against_bots_sees_their_hand_with_no_hand_off_at_start_or_on_resume():
    """Nobody at the keyboard is left to hide a hand from: the person's hand shows at once,
    stays through the bots' turns, and is there again when the saved game is resumed."""
    path = saves_dir() / "yami-against-bots.json"
    bots = {"Player 2": "easy", "Player 3": "easy"}
    session = new_game("yami", {"players": 3, "first": 1}, 7, players=bots, save=path)
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(app, pilot, session)
        for _ in range(2):
            assert not isinstance(app.screen, HandOffScreen) and screen.viewer == 0
            assert set(map(str, session.state.hands[0])) <= shown_cards(app)
            await wait_until(pilot, lambda: session.to_play() == 0 and not screen.bots.thinking)
            assert not isinstance(app.screen, HandOffScreen) and screen.viewer == 0
            assert screen.play(session.legal_actions()[0])  # as the keys would
        await pilot.press("escape")
        await pilot.pause()
        app.resume_game(path)
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, YamiScreen) and resumed.viewer == 0
        assert set(map(str, resumed.session.state.hands[0])) <= shown_cards(app)
