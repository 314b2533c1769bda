"""The 2 vs 2 and Expert Hi Mi Ki screen: seats and teams at 80×24, hot-seat hand-offs that never
show another seat's Chaos tiles, and Chaos decisions made by keys."""

import random
from dataclasses import replace

import pytest
from textual.widgets import OptionList, Static

from yamabushi.app.registry import engine_for
from yamabushi.himiki.actions import Conjure, Go, PlayTile, PutTerrain, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.chaos import tile, tiles
from yamabushi.himiki.cube import ORIENTATIONS
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen
from yamabushi.tui.himiki.screen import HiMiKiScreen

from tests.himiki.expert.util import expert
from tests.pilots import until
from tests.tui.himiki.keys import keys_for, walk
from tests.tui.yami.keys import shown_text

ENGINE = engine_for("himiki")


async def open_game(app, pilot, session) -> HiMiKiScreen:
    screen = app.views.screen_for(session)
    await app.push_screen(screen)
    await pilot.pause()
    return screen


def tile_names(session, seats) -> set[str]:
    return {tile(code).name for seat in seats for code in session.state.chaos.hands[seat]}


def shows(app, names: set[str]) -> set[str]:
    """The names among `names` that appear anywhere on screen (every stacked screen and widget)."""
    text = shown_text(app)
    return {name for name in names if name in text}


def others(session, seat) -> set[int]:
    return set(range(len(session.seats))) - {seat}


async def test_the_2v2_table_fits_80x24_and_table_talk_by_key_or_palette_asks_before_the_point():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(app, pilot, Session(ENGINE, {"mode": "2v2", "setup": "random"}, 4))
        text = shown_text(app)
        assert "White team 0 / 5" in text and "Black team 0 / 5" in text
        assert "▶ White-Light (Light, rows 4-6)" in text and "median" in text
        state = screen.session.state
        assert screen.query_one("#board").view.controlled == frozenset(state.controlled())
        assert all(parse_square("A1") <= sq and sq >= 15 for sq in state.controlled())
        for widget in ("#board", "#scores", "#status", "#log"):
            region = screen.query_one(widget).region
            assert region.right <= 80 and region.bottom <= 23, widget

        # Table talk, on the same opening (seed 4): by its key, then by the command palette.
        session = screen.session
        await pilot.press("t", "b")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen) and session.state.scores == (0, 0), "t b only asks"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and session.state.scores == (0, 0), "Enter on the first option gives nothing"
        await pilot.press("t", "b", "2")
        await pilot.pause()
        assert session.state.scores == (1, 0) and session.to_play() == 0
        assert "Table talk" in shown_text(app)
        await pilot.press("ctrl+p", *"table-talk black", "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert session.state.scores == (1, 0), "the palette's table talk asks first"
        await pilot.press("2")
        await pilot.pause()
        assert session.state.scores == (2, 0), "the palette's table talk gives the point when told"


async def test_hand_offs_never_show_another_seats_tiles_through_a_2v2_expert_game_by_keys():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"mode": "2v2", "setup": "random", "expert": True}, 11)
        screen = await open_game(app, pilot, session)
        for _ in range(8):
            seat = session.to_play()
            if screen.viewer != seat:
                assert isinstance(app.screen, HandOffScreen)
                assert f"Pass to {session.seats[seat].name}" in shown_text(app)
                assert not shows(app, tile_names(session, range(4))), "the hand-off shows no tile at all"
                await pilot.press("enter")
                await pilot.pause()
            assert shows(app, tile_names(session, [seat])) == tile_names(session, [seat])
            assert not shows(app, tile_names(session, others(session, seat)))
            legal = session.legal_actions()
            action = next((a for a in legal if isinstance(a, Rotate)), next(a for a in legal if isinstance(a, Tilt)))
            keys, _ = keys_for(action, screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()
        assert len(session.steps) >= 8


async def test_a_chance_and_a_terrain_tile_are_played_by_keys():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"expert": True}, 0)
        session._states[-1] = expert(
            "C5HMK,A6HMK,E6HMK/B4HMK,D4KMH,E1HKM w 1-0 --- - -", hands=(("mirror", "gate"), ("vortex",))
        )
        screen = await open_game(app, pilot, session)
        await pilot.press("enter")  # the hand-off to White
        await pilot.pause()
        assert "Mirror (R)" in shown_text(app) and "Vortex" not in shown_text(app)
        keys, _ = keys_for(Tilt(parse_square("C5"), parse_square("C4")), screen.cursor)
        await pilot.press(*keys)
        await pilot.pause()
        assert session.state.chaos.pending.kind == "chance" and "press 1-2" in shown_text(app)
        assert f"2. Gate of Hell: {tile('gate').brief}" in shown_text(app)
        assert f"1. Mirror: {tile('mirror').brief}" in shown_text(app), "each tile's effect is read where it is chosen"
        await pilot.press("question_mark")
        await pilot.pause()
        help_text = " ".join(str(app.screen.query_one(Static).render()).split())  # wrapped to the dialog
        assert all(" ".join(t.text.split()) in help_text for t in tiles().values()), "? names what every tile does"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert session.state.chaos.pending.kind == "place"
        screen.cursor = parse_square("A3")
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.chaos.terrain == ((parse_square("A3"), "gate"),)
        assert "Terrain: Gate of Hell (G) on A3." in " ".join(shown_text(app).split()), "in words, not G=Gate of Hell A3"
        assert isinstance(app.screen, HandOffScreen), "Black's turn: pass the keyboard"


async def test_table_talk_at_4_4_does_not_end_the_game_in_two_keys():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, {"mode": "2v2", "setup": "random"}, 4)
        session._states[-1] = replace(session.state, scores=(4, 4))
        await open_game(app, pilot, session)
        await pilot.press("t", "w")
        await pilot.pause()
        assert session.outcome() is None and isinstance(app.screen, ChoiceScreen)
        options = app.screen.query_one(OptionList)
        assert "Black's team scores 1 and wins" in str(options.get_option_at_index(1).prompt)
        await pilot.press("2")
        await pilot.pause()
        assert session.outcome().text == "Black team wins 5-4."


def expert_keys(session, action, cursor: int) -> list[str]:
    """The keys for an Expert action on the 2v2 screen (plain moves as in himiki_keys)."""
    state = session.state
    if isinstance(action, PlayTile):
        return [str(state.chaos.hands[state.to_move].index(action.code) + 1)]
    if isinstance(action, Skip):
        return ["0"]
    if isinstance(action, UseYokai):
        return ["y"]
    if isinstance(action, Go):
        return [{"N": "up", "S": "down", "W": "left", "E": "right"}[action.direction]]
    if isinstance(action, (PutTerrain, Swap)):
        return walk(cursor, action.square) + ["enter"]
    if isinstance(action, Conjure):
        return walk(cursor, action.square) + ["enter", str(ORIENTATIONS.index((action.top, action.ns, action.ew)) + 1)]
    return keys_for(action, cursor)[0]


def decisive_game(options, seed, limit=400):
    """Random legal actions, scoring ones first, until a team wins: the script for a game by keys."""
    rng, state, actions = random.Random(seed), ENGINE.new_game(options, seed), []
    while ENGINE.outcome(state) is None and len(actions) < limit:
        legal = ENGINE.legal_actions(state)
        scoring = [a for a in legal if sum(ENGINE.next_state(state, a)[0].scores) > sum(state.scores)]
        action = rng.choice(scoring or list(legal))
        actions.append(action)
        state, _ = ENGINE.next_state(state, action)
    assert state.winner is not None
    return actions


@pytest.mark.parametrize(("expert_on", "seed"), [(False, 239), (True, 107)])
async def test_four_players_play_a_2v2_game_to_the_end_by_keys(expert_on, seed):
    """Seeds with short decisive games (9 and 19 actions) that still take every kind of action
    the longer ones did: Rotate and Tilt; with Expert also a tile played, a Skip, a terrain put
    and a cube conjured."""
    options = {"mode": "2v2", "setup": "random", "expert": expert_on}
    actions = decisive_game(options, seed)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(ENGINE, options, seed)
        screen = await open_game(app, pilot, session)
        for action in actions:
            if isinstance(app.screen, HandOffScreen):
                await pilot.press("enter")
                await pilot.pause()
            if expert_on:
                assert not shows(app, tile_names(session, others(session, session.to_play())))
            await pilot.press(*expert_keys(session, action, screen.cursor))
            await pilot.pause()
            if isinstance(action, (PutTerrain, Swap, Conjure)):
                screen.cursor = action.square
        assert isinstance(app.screen, GameOverScreen)
        assert "team wins" in shown_text(app)

