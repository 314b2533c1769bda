"""Narration in live play: the status line under the board, the move log, the plain mode and the
replay viewer say an action with the same sentences; a bot's or Muk Yan's turn is told too; a
hot-seat hand-off tells the person taking the keyboard what they missed, uncut at 80×24."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest

from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import new_session
from yamabushi.himiki.events import ConflictWon
from yamabushi.himizu.events import TileProliferated
from yamabushi.plain.game import PlainGame
from yamabushi.session.controller import Session
from yamabushi.session.narration import news
from yamabushi.session.record import GameRecord
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.widgets.move_log import MoveLog, wrap_entries
from yamabushi.yami.events import TrickWon


def flat(text: str) -> str:
    return " ".join(text.split())


def shown(widget: Any) -> str:
    return flat(str(widget.render()))


def find_step(game: str, options: dict[str, Any], kind: type) -> tuple[int, list[str], str, tuple[str, ...]]:
    """A seeded random game up to its first action causing a `kind` event: (seed, the actions
    before it, that action, its sentences)."""
    engine = engine_for(game)
    for seed in range(1, 30):
        session, rng = Session(engine, options, seed), random.Random(seed)
        while session.outcome() is None and len(session.steps) < 300:
            session.play(rng.choice(list(session.legal_actions())))
            step = session.steps[-1]
            if any(isinstance(event, kind) for event in step.events):
                return seed, [s.notation for s in session.steps[:-1]], step.notation, step.told
    raise AssertionError(f"no {kind.__name__} in 30 games")


def replayed(game: str, options: dict[str, Any], seed: int, actions: list[str]) -> Session:
    session = Session(engine_for(game), options, seed)
    for text in actions:
        session.play_text(text)
    return session


def keys(text: str) -> list[str]:
    return ["space" if char == " " else char for char in text]


async def take_keyboard(pilot) -> None:
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def status_after(session: Session, text: str, size: tuple[int, int]) -> tuple[str, str]:
    """Type `text` at the game's screen (after any hand-off): the status line and the move log."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await pilot.pause()
        await take_keyboard(pilot)
        await pilot.press("colon", *keys(text), "enter")
        await pilot.pause()
        return shown(screen.query_one("#message")), flat(str(screen.query_one(MoveLog).query_one("Static").render()))


def plain_after(session: Session, text: str) -> str:
    """Type `text` in plain mode (after the "Pass to" line a game with hands asks for first)."""
    out = io.StringIO()
    game = PlainGame(session, lambda: None, out)
    lines = iter(([""] if game.hidden_info() else []) + [text])
    game.read = lambda: next(lines, None)
    game.run()
    return out.getvalue()


CASES = [
    ("himiki", {"mode": "1v1", "setup": "random"}, ConflictWon),
    ("himizu", {"board": "A"}, TileProliferated),
    ("yami", {"players": 3, "mission": 1, "first": 0}, TrickWon),
]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize(("game", "options", "kind"), CASES, ids=["hi mi ki conflict", "himizu spread", "yami trick"])
async def test_the_status_line_the_log_and_plain_mode_say_the_same_sentences(game, options, kind, size):
    seed, before, action, sentences = find_step(game, options, kind)
    assert sentences
    status, log = await status_after(replayed(game, options, seed, before), action, size)
    plain = plain_after(replayed(game, options, seed, before), action)
    plain_lines = [line.strip() for line in plain.splitlines()]
    for sentence in sentences:
        assert sentence in plain_lines
    assert not log.endswith(flat(sentences[-1])), "the log lists what came before the turn told above it"
    # every sentence whole, at 80x24 too: the status line scrolls rather than cut one
    assert all(flat(sentence) in status for sentence in sentences) and "…" not in status
    if game == "yami":
        assert "Player 1 wins trick 1" in status  # the box says the trick; the log gets it next turn


@pytest.mark.parametrize(
    ("options", "players"),
    [({"mode": "1v1", "setup": "random"}, {"Black": "easy"}), ({"mode": "mukyan", "setup": "random"}, None)],
    ids=["bot", "muk yan"],
)
async def test_a_bots_turn_is_told_on_the_status_line(options, players):
    session = new_session("himiki", options, 6, players=players, save=False, count=False)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await pilot.pause()
        for typed in range(20):
            while session.bot_to_play() or screen.bots.thinking:
                await pilot.pause(0.05)
            turn = session.last_turn()
            if typed and turn and not session.seats[turn[0].actor].is_human:
                break
            action = session.engine.format_action(session.state, session.legal_actions()[0])
            await pilot.press("colon", *keys(action), "enter")
            await pilot.pause()
        assert session.outcome() is None and session.seats[session.to_play()].is_human
        told = news(turn, session.seat_names())
        assert flat(told[-1]) in shown(screen.query_one("#message"))


async def test_the_hand_off_tells_what_was_missed_and_fits_80_by_24():
    session = Session(engine_for("yami"), {"players": 3, "mission": 1, "first": 0}, 5)
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VIEWS.screen_for(session)
        await app.push_screen(screen)
        await pilot.pause()
        for _ in range(2):
            await take_keyboard(pilot)
            screen.play(session.legal_actions()[0])
            await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        text = flat(" ".join(str(label.render()) for label in app.screen.query("Label")))
        first, second = (step.narration[0] for step in session.steps)
        assert "Before your first turn:" in text and first in text and second in text
        assert not set(map(str, session.state.hands[2])) & set(text.split())
    long = HandOffScreen("White-Light", ["White-Light plays C4 BC3: White's Water on C3 beats Black's Fire."] * 3, "Since your last turn:")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(long)
        await pilot.pause()
        svg = app.export_screenshot()
        assert "Press&#160;Enter&#160;when&#160;White-Light&#160;has&#160;the&#160;keyboard." in svg


async def test_the_replay_viewer_says_what_live_play_said(monkeypatch):
    """Through `Engine.narration`, not the events: an engine that words its sentences itself is read alike."""
    engine = engine_for("himiki")
    told = type(engine).narration
    monkeypatch.setattr(type(engine), "narration", lambda self, *a: tuple(f"Heard: {s}" for s in told(self, *a)))
    options = {"mode": "1v1", "setup": "random"}
    seed, before, action, sentences = find_step("himiki", options, ConflictWon)
    assert all(sentence.startswith("Heard: ") for sentence in sentences)
    session = replayed("himiki", options, seed, [*before, action])
    timeline = build_timeline(GameRecord.model_validate(session.record().model_dump()), session.engine, "The game")
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = ReplayScreen(timeline)
        await app.push_screen(screen)
        await pilot.pause()
        screen.action_jump(len(before) + 1)
        await pilot.pause()
        line = shown(screen.query_one("#replay-line"))
        assert all(flat(sentence) in line for sentence in sentences)
        assert sentences == session.steps[-1].told


def test_a_long_log_entry_wraps_under_its_text():
    entry = " 12. Black: C2 BC3*  Black's Mirror on C3 jumps to C4 and beats White's Fire."
    [lines] = wrap_entries([entry], 30)
    assert lines[0] == " 12. Black: C2 BC3*  Black's"
    assert all(line.startswith("     ") and len(line) <= 30 for line in lines[1:])
    assert flat(" ".join(lines)) == flat(entry)


async def test_the_palette_offers_no_theme_picker_of_its_own():
    """The theme is chosen in Settings; Textual's own picker would be a second one."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "Settings" in titles and "Quit" in titles
        assert not [title for title in titles if "theme" in title.lower()]
