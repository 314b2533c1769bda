"""Drive the Yami screen as a player would: the keys for an action, and what the screen shows."""

from __future__ import annotations

import re

from textual.pilot import Pilot

from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.yami.screen import YamiScreen
from yamabushi.yami.actions import Action, Place, Play, PlayDeck
from yamabushi.yami.board import cell_of

from tests.tui.screen_text import whole_screen

CARD = re.compile(r"(?<![@\w])[RBPGO][1-7](?!\d)")
"""A card in notation, but not the square after `@` in a placement (`B5@G6/90`)."""


def new_session(players: int, seed: int, first: int = 0, mission: int = 1) -> Session:
    return Session(engine_for("yami"), {"players": players, "mission": mission, "first": first}, seed)


async def open_table(app: YamabushiApp, pilot: Pilot, session: Session) -> YamiScreen:
    """Put a Yami game on screen (no autosave), as the menu would."""
    screen = YamiScreen(session)
    await app.push_screen(screen)
    await pilot.pause()
    return screen


def walk(frm: int, to: int) -> list[str]:
    """Arrow keys that move a tile's anchor from `frm` to `to`."""
    (r1, c1), (r2, c2) = cell_of(frm), cell_of(to)
    keys = ["right" if c2 > c1 else "left"] * abs(c2 - c1)
    return keys + ["down" if r2 > r1 else "up"] * abs(r2 - r1)


def card_keys(screen: YamiScreen, action: Play | PlayDeck) -> list[str]:
    """The chip's number (or d for the deck) in the row the screen offers, then Enter."""
    view = screen.table_view()
    if isinstance(action, PlayDeck):
        return ["d", "enter"]
    cards = view.river if screen.acting_row(view) == "river" else view.hand
    return [str((cards.index(action.card) + 1) % 10), "enter"]


async def act(pilot: Pilot, screen: YamiScreen, action: Action) -> None:
    """Take the keyboard when a hand-off asks for it, then press the keys for `action`."""
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()
    if isinstance(action, Place):
        await place_by_keys(pilot, screen, action)
    else:
        await pilot.press(*card_keys(screen, action))
    await pilot.pause()


async def place_by_keys(pilot: Pilot, screen: YamiScreen, target: Place) -> None:
    """Flip and turn the tile to the target's orientation, steer it there, press Enter (twice
    when the tile is placed where it first appeared: the first Enter only asks to confirm)."""
    draft = screen.draft
    assert draft is not None and draft.card == target.card
    keys = ["f"] if draft.flipped != target.flipped else []
    keys += ["r"] * (((target.rotation - draft.rotation) // 90) % 4)
    await pilot.press(*keys)
    await pilot.pause()
    assert screen.draft is not None
    keys += walk(screen.draft.anchor, target.anchor)
    await pilot.press(*walk(screen.draft.anchor, target.anchor), *(["enter"] if keys else ["enter", "enter"]))


def shown_text(app: YamabushiApp) -> str:
    """Everything drawn now: every visible widget of every stacked screen, and the screen's rows
    as a terminal shows them (tests/tui/screen_text.py, a screenshot less its SVG)."""
    parts = [str(w.render()) for screen in app.screen_stack for w in screen.query("*") if w.display]
    return "\n".join([*parts, *whole_screen(app)])


def shown_cards(app: YamabushiApp) -> set[str]:
    return set(CARD.findall(shown_text(app)))
