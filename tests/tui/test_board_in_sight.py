"""The board stays in sight and every word is whole, at 80×24 and at 120×40.

Each scene is reached as a player reaches it (keys, a hint asked for, the last action
played) from a fixed seed: every dialog over a board, the end of a game in each game, a
hint in each game, and Mindlock's solution walked on the board. Each is kept as a
snapshot (update with --snapshot-update), and the same scenes are read back as text: a
dialog never covers the board, and no visible line of any panel ends cut (`…` or `...`)
or loses words past its edge.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

import pytest
from rich.segment import Segment
from textual.app import App
from textual.binding import Binding
from textual.color import Color
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Label, OptionList, Select, Static

from tests.tui.himiki.test_2v2_screen import decisive_game
from tests.pilots import until
from tests.tui.screen_text import whole_screen, words_at, words_in
from yamabushi.app.registry import engine_for
from yamabushi.himiki.mindlock.challenges import challenge
from yamabushi.himiki.mindlock.notation import parse_solution
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.ascii_only import AsciiOnly, ellipses
from yamabushi.tui.himiki.mindlock.dialogs import ConfirmScreen, PuzzleOverScreen
from yamabushi.tui.himiki.mindlock.screen import challenge_screen
from yamabushi.tui.himiki.mindlock.solution import SolutionScreen
from yamabushi.tui.himiki.orientation import OrientationScreen
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.kit.shell import Dialog

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
CREATED = "2026-03-14T09:26:53+00:00"
"""Every game here begins at this moment, so no date on screen depends on the run."""
OPTIONS = {
    "himiki": {"mode": "1v1", "setup": "random"},
    "himizu": {"board": "A"},
    "yami": {"players": 2, "mission": 1, "first": 0},
}

Scene = Callable[..., Awaitable[None]]


def session_of(game: str, seed: int, actions: int | None = None, options: dict | None = None) -> tuple[Session, list]:
    """A game of fixed random actions (Hi Mi Ki: scoring ones first, so it ends): the session
    `actions` in (all but the last when None), and the actions still to play."""
    options = options or OPTIONS[game]
    if game == "himiki" and options.get("setup") == "random":
        script = decisive_game(options, seed)
    else:
        rng, state, script = random.Random(seed), engine_for(game).new_game(options, seed), []
        engine = engine_for(game)
        while engine.outcome(state) is None:
            action = rng.choice(engine.legal_actions(state))
            script.append(action)
            state, _ = engine.next_state(state, action)
    session = Session(engine_for(game), options, seed, created=CREATED)
    played = len(script) - 1 if actions is None else actions
    for action in script[:played]:
        session.play(action)
    return session, script[played:]


async def open_screen(pilot, session: Session) -> GameScreen:
    screen = VIEWS.screen_for(session)
    await pilot.app.push_screen(screen)
    await pilot.pause()
    await pass_keyboard(pilot)
    return screen


async def pass_keyboard(pilot) -> None:
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


def game_end(game: str, seed: int) -> Scene:
    async def scene(pilot) -> None:
        session, last = session_of(game, seed)
        screen = await open_screen(pilot, session)
        screen.play(last[0])
        await until(pilot, lambda: isinstance(pilot.app.screen, GameOverScreen))

    return scene


def new_game_after_the_end(game: str, seed: int) -> Scene:
    """`n` pressed in the game-over dialog: the new game is set up beside the final position."""

    async def scene(pilot) -> None:
        await game_end(game, seed)(pilot)
        await pilot.press("n")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(pilot.app.screen, NewGameScreen)

    return scene


def hint_in(game: str, seed: int, actions: int) -> Scene:
    async def scene(pilot) -> None:
        session, _ = session_of(game, seed, actions)
        await open_screen(pilot, session)
        await pilot.press("h")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert session.hints == 1

    return scene


def new_game_over(game: str, key: str, seed: int = 9, actions: int = 14) -> Scene:
    """The new-game dialog of menu mode `key` asked for over a game of `game` under way."""

    async def scene(pilot) -> None:
        session, _ = session_of(game, seed, actions)
        await open_screen(pilot, session)
        pilot.app.ask_new_game(key)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(pilot.app.screen, NewGameScreen)

    return scene


new_game_over_a_game = new_game_over("himiki", "himiki-2v2")


async def orientation_at_set_up(pilot) -> None:
    session, _ = session_of("himiki", 3, 1, {"mode": "1v1", "setup": "choose"})
    await open_screen(pilot, session)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, OrientationScreen)


async def mindlock(pilot, *keys: str) -> None:
    await pilot.app.push_screen(challenge_screen("X05"))
    await pilot.pause()
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def mindlock_hint(pilot) -> None:
    await mindlock(pilot, "h")
    assert pilot.app.screen.hinted is not None


async def mindlock_asks(pilot) -> None:
    await mindlock(pilot, "v")
    assert isinstance(pilot.app.screen, ConfirmScreen)


async def mindlock_solution(pilot) -> None:
    """The fourth move of X05's solution on show: a Wood Mana tile's Tilt that removes a cube."""
    await mindlock(pilot, "v", "y", "right", "right", "right", "right")
    assert isinstance(pilot.app.screen, SolutionScreen) and pilot.app.screen.at == 4


async def mindlock_solved(pilot) -> None:
    await mindlock(pilot)
    screen = pilot.app.screen
    for move in parse_solution(challenge("X05").solution):
        screen.play(move.action)
    await pilot.pause()
    await pilot.pause()
    assert isinstance(pilot.app.screen, PuzzleOverScreen)


async def yami_pass_to(pilot) -> None:
    """Two people at one keyboard: the hand-off between their turns hides both hands, not the board."""
    session, _ = session_of("yami", 3, 6)
    await pilot.app.push_screen(VIEWS.screen_for(session))
    await pilot.pause()
    assert isinstance(pilot.app.screen, HandOffScreen)


SCENES: dict[str, Scene] = {
    "hi mi ki end": game_end("himiki", 9),
    "himizu end": game_end("himizu", 3),
    "yami end": game_end("yami", 3),
    "hi mi ki hint": hint_in("himiki", 9, 14),
    "himizu hint": hint_in("himizu", 3, 30),
    "yami hint": hint_in("yami", 3, 6),
    "mindlock hint": mindlock_hint,
    "mindlock asks": mindlock_asks,
    "mindlock solution": mindlock_solution,
    "mindlock solved": mindlock_solved,
    "new game over a game": new_game_over_a_game,
    "new game over himizu": new_game_over("himizu", "himizu"),
    "new game over yami": new_game_over("yami", "yami-4p", 3, 6),
    "new game after the end": new_game_after_the_end("himiki", 9),
    "orientation at set-up": orientation_at_set_up,
    "yami pass to": yami_pass_to,
}


@pytest.fixture(params=list(SIZES.values()), ids=list(SIZES))
def size(request):
    return request.param


@pytest.mark.parametrize("name", list(SCENES))
def test_snapshot(snap_compare, size, name):
    """Each scene kept as a snapshot, once it is read back whole (see `read_whole`)."""

    async def scene(pilot) -> None:
        await SCENES[name](pilot)
        await pilot.pause()
        read_whole(pilot.app, name, size)

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=size, run_before=scene)


def text_widgets(app: App) -> list[tuple[Widget, str, Region, bool, list[Region]]]:
    """The panels of words on screen (beneath a dialog too, where it does not cover them whole):
    each with the words it holds, the part of it in view, whether it lies in a scrolling panel
    (the log, a long narration), whose words may be a scroll away, and the dialogs covering
    part of it."""
    beside = isinstance(app.screen, Dialog) and app.screen.has_class("-beside")
    covers = [box.region for box in app.screen.query(".dialog")] if beside else []
    beneath = app.screen_stack[-2:-1] if beside else []  # a centred dialog's screen hides the one beneath
    found = []
    for screen in [*beneath, app.screen]:
        for widget in screen.query("Static, Label").results():
            if not isinstance(widget, (Static, Label)) or not widget.region or not widget.display:
                continue
            seen, scrolls = widget.region, False
            for above in widget.ancestors_with_self:
                if isinstance(above, Widget) and above.max_scroll_y:
                    seen, scrolls = seen.intersection(above.scrollable_content_region), True
            under = [box for box in covers if screen is not app.screen and seen.overlaps(box)]
            if any(box.contains_region(seen) for box in under) or not seen:
                continue
            found.append((widget, " ".join(str(widget.render()).split()), seen, scrolls, under))
    return found


def words_past(rows: list[str], seen: Region, covers: list[Region]) -> str:
    """The words of region `seen` on the screen's `rows` that no region of `covers` hides."""
    shown = (
        "".join(" " if any(box.contains(x, y) for box in covers) else row[x] for x in range(seen.x, min(seen.right, len(row))))
        for y, row in enumerate(rows[seen.y : seen.bottom], seen.y)
    )
    return " ".join(" ".join(shown).split())


def cut_lines(app: App) -> list[str]:
    """The lines of a panel that end cut: with `…` or `...`, or short of the words it holds; and
    a panel whose rows show in part past a dialog's edge (the tail of a sentence, "scores 1.")."""
    rows = whole_screen(app)
    cut = []
    for widget, words, seen, scrolls, under in text_widgets(app):
        if under:
            if peeks := words_past(rows, seen, under):
                cut.append(f"{type(widget).__name__}#{widget.id} shows {peeks!r} past a dialog's edge")
            continue
        for row in rows[seen.y : seen.bottom]:
            line = row[seen.x : seen.right].rstrip(" ▁▂▃▄▅▆▇█")
            if line.endswith(("…", "...")) and not words.endswith(("…", "...")):
                cut.append(f"{type(widget).__name__}#{widget.id}: {line!r}")
        if words and not scrolls and words not in (shown := words_at(rows, seen)):
            cut.append(f"{type(widget).__name__}#{widget.id} shows {shown!r} of {words!r}")
    return cut


def read_whole(app: App, name: str, size: tuple[int, int]) -> None:
    """No line of scene `name` ends cut and a dialog leaves the board in sight; at 80×24 a dialog
    beside the board says its own keys in the footer row (Esc closes it), not the game's (where
    Esc is the menu and u undoes)."""
    assert cut_lines(app) == []
    if isinstance(app.screen, Dialog):
        board = app.screen_stack[-2].query_one("#board").region
        dialogs = [box.region for box in app.screen.query(".dialog")]
        assert not [box for box in dialogs if box.overlaps(board)], (board, dialogs)
    if size == SIZES["80x24"] and "hint" not in name:
        dialog = app.screen
        assert isinstance(dialog, Dialog) and dialog.has_class("-beside")
        bottom = whole_screen(app)[-1]
        shown = [binding.description for binding in dialog.BINDINGS if isinstance(binding, Binding) and binding.show]
        assert all(words in bottom for words in shown) and "Undo" not in bottom, bottom


@pytest.mark.parametrize(
    "game, key, seed, actions, cells",
    [
        ("himiki", "himiki-1v1", 9, 14, SIZES["80x24"]),
        ("himizu", "himizu", 9, 14, SIZES["80x24"]),
        ("yami", "yami-4p", 3, 6, SIZES["80x24"]),
        ("himiki", "himiki-1v1", 9, 14, SIZES["120x40"]),
    ],
    ids=["himiki-80x24", "himizu-80x24", "yami-80x24", "himiki-120x40"],
)
async def test_every_choice_of_a_new_game_reads_whole_beside_the_board(game, key, seed, actions, cells):
    """Each choice of each field of the new-game dialog opened over a game, shown in turn: its
    words whole (wrapped, never cut), and the board beside it uncovered. (Muk Yan's fields are
    1 vs 1's set-up and two seats.) Every game's choices at 80x24, the least room; at 120x40
    the dialog lies in the columns the large board leaves, the fewest beside Hi Mi Ki's (68
    columns, Yami's 63, Himizu's 58), which stands for the three there."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=cells) as pilot:
        await new_game_over(game, key, seed, actions)(pilot)
        board = app.screen_stack[-2].query_one("#board").region
        for select in list(app.screen.query(Select).results(Select)):
            choices = select.query_one(OptionList)
            for index in range(choices.option_count):
                prompt = str(choices.get_option_at_index(index).prompt)
                if prompt == "New name…":  # opens its own prompt
                    continue
                choices.highlighted = index
                choices.action_select()
                select.scroll_visible(animate=False)
                await pilot.pause()
                assert words_in(app, select.query_one("#label").region) == " ".join(prompt.split())
                assert cut_lines(app) == [], prompt
                assert not app.screen.query_one(".dialog").region.overlaps(board)


async def test_the_whole_log_and_narration_are_read_at_80_by_24():
    """A Hi Mi Ki game 14 actions in: every log entry and the latest turn, word for word."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session, _ = session_of("himiki", 9, 14)
        screen = await open_screen(pilot, session)
        log = " ".join(str(screen.query_one("#log Static").render()).split())
        said = " ".join(str(screen.query_one("#message").render()).split())
        for step in session.steps:  # the latest turn in the narration box, the earlier ones in the log
            assert " ".join(" ".join(step.told).split()) in f"{log} {said}"
        await until(pilot, lambda: cut_lines(app) == [])  # once the box has taken the rows its narration needs
        assert "…" not in log


def test_ascii_only_shows_a_cut_as_three_dots():
    assert ellipses("The coach is thinking…   ") == "The coach is thinking... "
    assert ellipses("Tilts the cube on C5 t…│") == "Tilts the cube on C5...│"
    segments = AsciiOnly().apply([Segment(text) for text in ("Tilts t", "…", "  │")], Color(0, 0, 0))
    assert "".join(segment.text for segment in segments) == "Tilts t...|"


@pytest.mark.parametrize("cells", list(SIZES.values()), ids=list(SIZES))
async def test_the_solution_walk_shows_its_move_and_no_cursor(cells):
    """While the solution is played on the board, the board shows the move on show (framed) and
    not the player's cursor (`>`), from the puzzle's start to its last move and back."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=cells) as pilot:
        await mindlock(pilot, "v", "y")
        walk = app.screen
        assert isinstance(walk, SolutionScreen)
        board = app.screen_stack[-2].query_one("#board")
        for key in ["right"] * len(walk.steps) + ["home"]:
            drawn = words_in(app, board.region)
            assert ">" not in drawn and ("┌" in drawn) == (walk.at > 0), walk.at
            await pilot.press(key)
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert ">" in words_in(app, board.region), "the cursor is back once the walk closes"


@pytest.mark.parametrize("game, seed", [("yami", 3)])
async def test_a_new_game_from_the_end_keeps_the_finished_board_until_it_starts(game, seed):
    """`n` at a game's end opens the new-game dialog beside the final position; Esc gives back
    that board and its end dialog; Start replaces the finished game by the new one. One game:
    the end dialog and the new-game dialog are every game's (the Hi Mi Ki scene is a snapshot)."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await new_game_after_the_end(game, seed)(pilot)
        finished = app.screen_stack[-2]
        assert isinstance(finished, GameScreen) and finished.session.outcome() is not None
        board = finished.query_one("#board").region
        assert not app.screen.query_one(".dialog").region.overlaps(board)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and app.screen_stack[-2] is finished
        await pilot.press("n")
        await pilot.pause()
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        await pass_keyboard(pilot)
        games = [screen for screen in app.screen_stack if isinstance(screen, GameScreen)]
        assert len(games) == 1 and games[0] is not finished and games[0].session.outcome() is None
