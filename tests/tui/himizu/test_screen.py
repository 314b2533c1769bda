"""Drive the Himizu screen headless with keys and clicks, and check the session after each step."""

from __future__ import annotations

import random

from yamabushi.himizu.board import board_for
from yamabushi.himizu.rules import proliferation
from yamabushi.himizu.state import FIRE, WATER, Figure, Phase, Tile
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.screens.menu import MenuScreen
from yamabushi.tui.himizu.board import CELL_H, CELL_W, LABEL_W, HimizuBoard

BOARD = board_for("A")
SEED = 3


def sq(name: str) -> int:
    return BOARD.index(name)


def walk(frm: int, to: int) -> list[str]:
    """Arrow keys that take the cursor from `frm` to `to`."""
    (r1, c1), (r2, c2) = divmod(frm, BOARD.columns), divmod(to, BOARD.columns)
    keys = ["right" if c2 > c1 else "left"] * abs(c2 - c1)
    return keys + ["down" if r2 > r1 else "up"] * abs(r2 - r1)


async def go(pilot, name: str, *then: str) -> None:
    """Move the cursor to the square `name`, then press `then`."""
    await pilot.press(*walk(pilot.app.screen.cursor, sq(name)), *then)
    await pilot.pause()


def message(screen: HimizuScreen) -> str:
    return str(screen.query_one("#message").render())


def board_text(screen: HimizuScreen) -> str:
    return str(screen.query_one(HimizuBoard).render())


async def set_up(pilot) -> HimizuScreen:
    """Fire's flames on B3 and D4, Water's wave on D2, all by cursor and enter."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HimizuScreen)
    for name in ("B3", "D4", "D2"):
        await go(pilot, name, "enter")
    return screen


async def played(pilot, *actions: str) -> HimizuScreen:
    """The set-up above (and then `actions`) played on the session, not by keys: for the tests
    about what comes after it (the set-up by keys is test_set_up_and_a_full_round_by_keys's)."""
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, HimizuScreen)
    for text in ("flame B3", "flame D4", "wave D2", *actions):
        screen.session.play_text(text)
    screen.refresh_view()
    await pilot.pause()
    return screen


async def test_set_up_and_a_full_round_by_keys():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await set_up(pilot)
        state = screen.session.state
        assert state.figures[sq("B3")] == state.figures[sq("D4")] == Figure.FLAME
        assert state.figures[sq("D2")] == Figure.WAVE
        assert (state.phase, state.seat, state.round) == (Phase.TURN, FIRE, 1)

        # Fire: the flame on B3 walks up twice, leaving burning tiles behind.
        await go(pilot, "B3", "enter", "up", "up")
        state = screen.session.state
        assert state.figures[sq("B1")] == Figure.FLAME
        assert state.tiles[sq("B3")] == state.tiles[sq("B2")] == Tile.BURNING
        assert state.moves_left == 1
        # F2, paid with one Fire token, burns B5.
        await pilot.press("2")
        await go(pilot, "B5", "enter")
        state = screen.session.state
        assert state.tiles[sq("B5")] == Tile.BURNING
        assert state.tokens == ((2, 0), (1, 3))
        await pilot.press("e")
        await pilot.pause()
        state = screen.session.state
        assert (state.seat, state.round, state.round_tokens) == (WATER, 1, 9)

        # Water: W1 has two payments, so a list asks; the Fire token (option 2) is given back.
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("2")
        await pilot.pause()
        state = screen.session.state
        assert state.moves_left == 4 and state.tokens == ((3, 0), (0, 3))
        # W2 puts a puddle on C2, then moves it onto the burning B2, which goes back to Fire.
        await pilot.press("2")
        await go(pilot, "C2", "enter")
        assert screen.session.state.phase is Phase.PUDDLE
        await pilot.press("enter", "left")
        await pilot.pause()
        state = screen.session.state
        assert state.tiles[sq("B2")] == Tile.PUDDLE and state.tiles[sq("C2")] == Tile.NONE
        assert state.fire_tiles == 14 and state.tokens == ((3, 1), (0, 2))
        # The wave: D2 -> C2 (a move), -> B2 (a puddle: free), -> B3 (puts the fire out).
        await go(pilot, "D2", "enter", "left", "left", "down")
        state = screen.session.state
        assert state.figures[sq("B3")] == Figure.WAVE
        assert state.tiles[sq("B3")] == Tile.NONE and state.moves_left == 2
        await pilot.press("e")
        await pilot.pause()
        state = screen.session.state
        assert (state.seat, state.round, state.round_tokens) == (FIRE, 2, 9)
        assert "Water ends its turn." in str(screen.query_one("#message").render())  # Water's turn, told above the log


async def test_f3_f4_w2_skip_w3_and_w4_by_keys():
    """The abilities the round above does not use, each through its key and, when asked, a payment."""
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        await pilot.press("1", "3")
        await pilot.pause()
        state = screen.session.state
        assert state.charred_open and state.used == {1, 3} and state.tokens == ((1, 0), (2, 3))
        assert "on now" in str(screen.query_one("#abilities").render())
        await pilot.press("e", "4")  # Water: W4, paid with two Water tokens (option 1)
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("1")
        await pilot.press("2")  # W2 on D3, paid with two Fire tokens (option 2), then no puddle move
        await go(pilot, "D3", "enter")
        await pilot.press("2")
        await pilot.pause()
        assert screen.session.state.phase is Phase.PUDDLE
        await pilot.press("x")
        await pilot.pause()
        state = screen.session.state
        assert state.wave_boost_next and state.tiles[sq("D3")] == Tile.PUDDLE
        assert state.phase is Phase.TURN and state.tokens == ((3, 2), (0, 1))
        await pilot.press("e", "4")  # Fire: F4 on E5, paid with a Fire and two Water tokens (option 1)
        await go(pilot, "E5", "enter")
        await pilot.press("1")
        await pilot.pause()
        state = screen.session.state
        assert state.figures[sq("E5")] == Figure.FLAME and state.tokens == ((2, 0), (1, 3))
        await pilot.press("e", "3")  # Water: W3 (two Water tokens) puts the wave on the puddle...
        await go(pilot, "D3", "enter", "1")
        state = screen.session.state
        assert state.figures[sq("D3")] == Figure.WAVE and state.moves_left == 4
        await pilot.press("enter", "down")  # ...and W4, bought last turn, lets it take the flame on D4
        await pilot.pause()
        state = screen.session.state
        assert state.figures[sq("D4")] == Figure.WAVE and state.fire_flames == 1


async def test_refused_abilities_give_a_reason_and_change_nothing():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        await pilot.press("4")
        await go(pilot, "E5", "enter")
        assert screen.session.state.figures[sq("E5")] == Figure.FLAME
        before = screen.session.state
        await pilot.press("3")
        await pilot.pause()
        assert screen.session.state == before
        assert "costs 3" in message(screen) and "can pay only 2" in message(screen)
        await pilot.press("4")
        await pilot.pause()
        assert screen.session.state == before and "already used" in message(screen)
        await pilot.press("x")
        await pilot.pause()
        assert screen.session.state == before and "W2" in message(screen)


async def test_illegal_moves_are_explained_and_undo_stays_in_the_turn():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        await go(pilot, "D4", "enter", "up")
        before = screen.session.state
        await pilot.press("up")
        await pilot.pause()
        assert screen.session.state == before
        assert "already holds the wave" in message(screen)
        await pilot.press("escape")
        await go(pilot, "A1", "enter")
        assert "no figure of Fire's" in message(screen)
        await pilot.press("u")
        await pilot.pause()
        assert screen.session.state.figures[sq("D4")] == Figure.FLAME
        await pilot.press("u")
        await pilot.pause()
        assert "Nothing of yours to undo" in message(screen)
        assert screen.session.state.figures[sq("D4")] == Figure.FLAME


async def test_clicks_pick_squares_and_abilities():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        board = screen.query_one(HimizuBoard)

        def centre(name: str) -> tuple[int, int]:
            row, col = divmod(sq(name), BOARD.columns)
            return LABEL_W + col * CELL_W + CELL_W // 2, 1 + row * CELL_H + 1

        await pilot.click(board, offset=centre("B3"))
        await pilot.click(board, offset=centre("C3"))
        await pilot.pause()
        assert screen.session.state.figures[sq("C3")] == Figure.FLAME
        await pilot.click("#abilities", offset=(2, 1))
        await pilot.pause()
        assert screen.session.state.moves_left == 2 + 2


async def test_fire_preview_toggle_marks_the_squares_that_will_burn():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot, "move B3 B2", "move B2 B1")
        assert not proliferation(screen.session.state)
        await pilot.press("2")
        await go(pilot, "B5", "enter")
        expected = frozenset(proliferation(screen.session.state))
        assert expected == {sq("B4")}
        view = screen.query_one(HimizuBoard)
        assert not view.view.preview and "!" not in board_text(screen)
        await pilot.press("p")
        await pilot.pause()
        assert view.view.preview == expected and "!" in board_text(screen)
        await pilot.press("p")
        await pilot.pause()
        assert not view.view.preview


async def test_random_keys_never_raise():
    """Forty keys from a fixed random sequence: every refusal is a message, never a traceback."""
    keys = ["up", "down", "left", "right", "enter"] * 4 + ["1", "2", "3", "4", "e", "x", "p", "u", "U", "escape"]
    rng = random.Random(11)
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        for _ in range(40):
            key = rng.choice(keys)
            if key == "escape" and app.screen is screen and screen.selected is None and screen.aiming is None:
                continue
            await pilot.press(key)
        await pilot.pause()
        assert len(screen.session.steps) > 3


async def test_a_board_b_game_from_the_menu_draws_the_shrine():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        app.ask_new_game("himizu")
        await pilot.pause()
        app.screen.query_one("#opt-board").value = "B"
        await pilot.click("#start")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HimizuScreen) and screen.session.options == {"board": "B"}
        assert "#####" in board_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert "Shrine" in message(screen) and not screen.session.steps


async def test_a_whole_game_ends_on_the_game_over_screen():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot, *["end"] * 17)  # both sides pass to Water's last turn
        for _ in range(2):
            await pilot.press("e")
            await pilot.pause()
        assert screen.session.state.winner == WATER
        assert isinstance(app.screen, GameOverScreen)
        assert "last round token" in str(app.screen.query_one("#result").render())


async def test_quit_and_resume_the_same_position():
    app = YamabushiApp(start_game="himizu", seed=SEED)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await played(pilot)
        await go(pilot, "B3", "enter", "up")
        expected = screen.session.state
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HimizuScreen)
        assert app.screen.session.state == expected


MID_GAME = [
    "flame B3",
    "flame D4",
    "wave D2",
    "move B3 B2",
    "move B2 B1",
    "ability F2 pay F B5",
    "end",
    "ability W2 pay W C2",
    "puddle skip",
    "move D2 D3",
    "end",
    "ability F1 pay F",
    "move B1 A1",
    "ability F2 pay W D1",
]


def test_mid_game_snapshot(snap_compare):
    """Round 2, Fire to play: burning, puddle, both figures, the preview on and the flame on A1 selected."""

    async def mid_game(pilot):
        await pilot.pause()
        session = pilot.app.screen.session
        for text in MID_GAME:
            session.play_text(text)
        pilot.app.screen.refresh_view()
        await pilot.press("p")
        await go(pilot, "A1", "enter")

    app = YamabushiApp(start_game="himizu", seed=SEED, save_games=False)
    assert snap_compare(app, terminal_size=(80, 24), run_before=mid_game)
