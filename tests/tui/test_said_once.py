"""Each thing said is on the screen once: the narration box says what the latest turn did and the
move log lists what came before it, in every game that shows both, at 80x24 and at 120x40 (the
newest sentence once ended the log too, a few rows under the box that said it)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.pilots import until
from tests.tui.screen_text import whole_screen, words_in
from yamabushi.app.sessions import new_session
from yamabushi.session.controller import Session
from yamabushi.session.narration import news
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.himiki.mindlock.screen import challenge_screen
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.screens.game import GameScreen
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.widgets.said import Said

MODES = {
    "hi mi ki 1v1": ("himiki", {"mode": "1v1", "setup": "random"}, {"Black": "easy"}),
    "hi mi ki 2v2": ("himiki", {"mode": "2v2", "setup": "random"}, {"Black-Light": "easy", "White-Dark": "easy", "Black-Dark": "easy"}),
    "expert": ("himiki", {"mode": "1v1", "setup": "random", "expert": True}, {"Black": "easy"}),
    "muk yan": ("himiki", {"mode": "mukyan", "setup": "random"}, None),
    "himizu": ("himizu", {"board": "A"}, None),
    "yami": ("yami", {"players": 3, "mission": 1, "first": 0}, None),
}


def flat(text: str) -> str:
    return " ".join(text.split())


def screen_of(mode: str) -> GameScreen:
    if mode == "mindlock":
        return challenge_screen("X05")
    game, options, players = MODES[mode]
    return VIEWS.screen_for(new_session(game, options, 11, players=players, save=False, count=False))


async def play_a_while(pilot: Any, screen: GameScreen, actions: int) -> None:
    """`actions` of the person's actions, by the screen, each bot turn played in between."""
    session: Session = screen.session
    rng = random.Random(3)
    for _ in range(actions):
        await until(pilot, lambda: not session.bot_to_play() and not screen.bots.thinking)
        while isinstance(pilot.app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        if session.outcome() is not None:
            break
        screen.play(rng.choice(list(session.legal_actions())))
        await pilot.pause()
    await until(pilot, lambda: not session.bot_to_play() and not screen.bots.thinking)
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    if pilot.app.screen is not screen:  # the game-over dialog: the board again, to read it
        await pilot.press("escape")
        await pilot.pause()


LARGE_SAMPLE = ("expert", "himizu", "yami", "mindlock")
"""The modes read at 120x40 too, one per game screen's large layout: Expert stands for the four
Hi Mi Ki modes (one screen; its side panel holds the Chaos tiles as well). Which entries the
log lists beside the narration box is the same code at every size; all seven are read at 80x24."""


@pytest.mark.parametrize(
    ("mode", "size"),
    [(mode, (80, 24)) for mode in [*MODES, "mindlock"]] + [(mode, (120, 40)) for mode in LARGE_SAMPLE],
    ids=[f"{mode}-80x24" for mode in [*MODES, "mindlock"]] + [f"{mode}-120x40" for mode in LARGE_SAMPLE],
)
async def test_the_newest_sentence_is_on_the_screen_once(mode, size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = screen_of(mode)
        await app.push_screen(screen)
        await pilot.pause()
        await play_a_while(pilot, screen, 4)
        session = screen.session
        told = session.last_turn()[-1:] if mode == "mindlock" else session.last_turn()
        newest = flat(news(told, session.seat_names())[-1])
        said, log = screen.query_one(Said), screen.query_one(MoveLog)
        opening = " ".join(newest.split()[:6])  # a sentence taller than the box opens on its start
        await until(pilot, lambda: newest in words_in(app, said.scrollable_content_region) or words_in(app, said.scrollable_content_region).startswith(opening))
        listed = words_in(app, log.scrollable_content_region)
        assert newest not in listed, listed
        read = words_in(app, said.scrollable_content_region) + " " + listed
        assert read.count(newest) <= 1, read
        earlier = session.steps[: len(session.steps) - len(told) + said.first_shown]
        if earlier:  # the log ends with the action before the first one the box shows whole, in view (its start, if taller than the log)
            last_word = news(earlier[-1:], session.seat_names())[-1].split()[-1]
            assert listed.rstrip(".").endswith(last_word.rstrip(".")) or listed.startswith(f"{len(earlier)}. "), listed



@pytest.mark.parametrize("mode", ["expert", "yami"])
async def test_a_turn_longer_than_its_box_opens_on_a_whole_sentence(mode):
    """At 80x24 a narration taller than its box shows whole sentences from its top row, down to
    the newest, or the newest's start when even it is taller (once it scrolled to its end, and
    the top row began with the tail of a sentence)."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = screen_of(mode)
        await app.push_screen(screen)
        await pilot.pause()
        await play_a_while(pilot, screen, 4)
        sentences = [flat(s) for action in screen.narration() for s in action]
        said = screen.query_one(Said)
        opening = " ".join(sentences[-1].split()[:4])
        await until(pilot, lambda: opening in words_in(app, said.scrollable_content_region))
        region = said.scrollable_content_region
        rows = [flat(row[region.x : region.right]) for row in whole_screen(app)[region.y : region.bottom]]
        assert said.max_scroll_y > 0, rows  # the turn overflows the box: what this test is about
        assert any(sentence.startswith(rows[0]) for sentence in sentences), rows
        assert sentences[-1] in " ".join(rows) or sentences[-1].startswith(rows[0]), rows


@pytest.mark.parametrize(("mode", "actions"), [("expert", 4), ("yami", 12)])
async def test_a_log_longer_than_its_box_opens_on_a_whole_entry(mode, actions):
    """At 80x24 the move log shows whole entries from its top row down to the last before the
    turn told (once it scrolled to its end, and its top row was the tail of an entry)."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = screen_of(mode)
        await app.push_screen(screen)
        await pilot.pause()
        await play_a_while(pilot, screen, actions)
        log = screen.query_one(MoveLog)
        earlier = len(screen.session.steps) - len(screen._told()) + screen.query_one(Said).first_shown  # the entries before those told whole
        await until(pilot, lambda: f"{earlier}. " in words_in(app, log.scrollable_content_region))
        region = log.scrollable_content_region
        rows = [row[region.x : region.right] for row in whole_screen(app)[region.y : region.bottom]]
        assert log.max_scroll_y > 0, rows
        assert re.match(r"\s*\d+\. ", rows[0]), rows
