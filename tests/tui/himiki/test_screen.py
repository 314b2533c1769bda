"""Drive the real app headless: set up, play a whole game by keys, quit and resume."""

import random

from rich.console import Console

from yamabushi.app.registry import engine_for
from yamabushi.himiki.actions import Tilt
from yamabushi.himiki.board import parse_square
from yamabushi.himiki.hpn import hpn as to_hpn
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.himiki.board import MARK_BG, HiMiKiBoard
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.menu import MenuScreen

from tests.tui.himiki.keys import keys_for

SEED = 5


def short_decisive_game(max_actions=60):
    """A random legal game (fixed seeds) that someone wins within `max_actions`."""
    engine = engine_for("himiki")
    for seed in range(1000):
        rng, state, actions = random.Random(seed), engine.new_game({"mode": "1v1"}, SEED), []
        while engine.outcome(state) is None and len(actions) < max_actions:
            legal = engine.legal_actions(state)
            scoring = [a for a in legal if isinstance(a, Tilt) and _scores(engine, state, a)]
            action = rng.choice(scoring or list(legal))
            actions.append(action)
            state, _ = engine.next_state(state, action)
        if engine.outcome(state) is not None and state.winner is not None:
            return actions, state
    raise AssertionError("no short game found")


def _scores(engine, state, action):
    return sum(engine.next_state(state, action)[0].scores) > sum(state.scores)


async def test_a_game_begun_and_ended_by_keys_reaches_game_over():
    """The first two placements and the last three actions by keys; the middle, keyed the same
    way, is played on the session (each key costs a screen refresh)."""
    actions, final = short_decisive_game()
    app = YamabushiApp(start_game="himiki", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HiMiKiScreen)

        async def by_keys(action):
            keys, _ = keys_for(action, screen.cursor)
            await pilot.press(*keys)
            await pilot.pause()

        for action in actions[:2]:
            await by_keys(action)
        assert len(screen.session.steps) == 2
        for action in actions[2:-3]:
            screen.session.play(action)
        screen.refresh_view()
        for action in actions[-3:]:
            await by_keys(action)
        assert screen.session.state == final
        assert isinstance(app.screen, GameOverScreen)
        winner = screen.session.seats[final.winner].name
        assert winner in str(app.screen.query_one("#result").render())


async def test_quit_mid_game_and_resume_same_position():
    app = YamabushiApp(start_game="himiki", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = app.screen.session
        for text in ["place C5 HMK", "place B2 KHM", "place D2 MKH", "place B5 HKM", "place D5 KMH", "place C2 HMK", "C5 BC4"]:
            session.play_text(text)
        expected = to_hpn(session.state)
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HiMiKiScreen)
        assert to_hpn(app.screen.session.state) == expected


async def test_click_selects_and_tilts():
    app = YamabushiApp(start_game="himiki", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for text in ["place C5 HMK", "place B2 KHM", "place D2 MKH", "place B5 HKM", "place D5 KMH", "place C2 HMK"]:
            screen.session.play_text(text)
        screen.refresh_view()
        board = screen.query_one("#board")
        # C5 is column 2, row 5: x = 3 + 2*9 + 4, y = 1 + 4*3 + 1 (+1 for the median line)
        await pilot.click(board, offset=(25, 15))
        assert screen.selected == parse_square("C5")
        await pilot.click(board, offset=(25, 12))  # C4
        await pilot.pause()
        assert screen.session.state.board[parse_square("C4")] is not None


async def test_too_small_terminal_says_so():
    app = YamabushiApp()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert "at least 80×24" in str(app.screen.query_one("#too-small").render())


async def test_each_empty_choice_is_marked_once_and_a_typo_gets_one_line_and_changes_nothing():
    """Every `+` square at set-up shows one `+`, in its middle: the board does not flood with two
    marks a square (the same drawing marks an Expert terrain tile's empty squares)."""
    app = YamabushiApp(start_game="himiki", seed=SEED, mode="1v1")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(HiMiKiBoard)
        targets = board.view.targets
        assert targets and all(board.view.board[sq] is None for sq in targets)
        squares = board.render().plain.split("\n")[: board.geometry.height - 2]  # not the legend, which names `+`
        assert "\n".join(squares).count("+") == len(targets)
        green = [seg.text for seg in board.render().render(Console()) if seg.style and seg.style.bgcolor
                 and seg.style.bgcolor.name == MARK_BG["target"]]
        assert green and all(text == "+" for text in green), "the mark's colour is behind its letter only, no bars"

        # A typo at set-up (the same opening position): one line, and nothing changes.
        screen = app.screen
        before = screen.session.state
        await pilot.press("colon", *"C4 BX9", "enter")
        message = str(screen.query_one("#message").render())
        assert message and "\n" not in message.strip(), "a typo gets one line"
        assert screen.session.state == before, "a typo changes nothing"
