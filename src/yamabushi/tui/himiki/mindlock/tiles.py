"""Mindlock's Chaos tiles by key, with the keys Expert uses too (chaos_keys.py): 1-3 play a tile
of the hand, y and 0 answer Major Yokai, arrows give an Impulse or a Teleportation its
direction, enter on a + square picks a square.

In Mindlock an event tile may be played at any moment, so the number comes first and
the tile then asks for its cube: a Mana tile for one of your cubes showing its element
(then an arrow), Conjuration for a Black cube (then its new top). Nothing here holds game
state beyond which tile waits for its cube; it reads the session.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from textual.app import App

from yamabushi.himiki import ELEMENT_NAMES, ELEMENTS, Skip, square_name, STEP, two_away, UseYokai
from yamabushi.himiki.mindlock import (
    ArmYokai,
    black_at,
    ChaosTilt,
    choice_text,
    CODE,
    Conjure,
    EFFECT,
    MindlockState,
    Teleport,
    TILES,
    Transfer,
)
from yamabushi.tui.himiki.chaos_keys import DIRECTION_KEYS, KEY_HINTS
from yamabushi.tui.screens.choice import ChoiceScreen

CHOICES = (ChaosTilt, Teleport, Transfer)
"""The answers that send a cube to a square: Impulse, Teleportation, Transfer."""


class Table(Protocol):
    """What the tile keys use of the Mindlock screen that holds them."""

    selected: int | None
    cursor: int

    @property
    def app(self) -> App[Any]: ...

    @property
    def state(self) -> MindlockState: ...

    def legal(self) -> list[Any]: ...

    def play(self, action: Any) -> bool: ...

    def say(self, text: str, error: bool = False) -> None: ...

    def refresh_view(self) -> None: ...


class TileKeys:
    """Held by the Mindlock screen; `tile` is the event tile picked by number that waits
    for its cube (a Mana tile or Conjuration), else None."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.tile: str | None = None

    def _pending_effect(self) -> str | None:
        pending = self.table.state.pos.pending
        return None if pending is None else EFFECT[pending[0]]

    def _mana_tilts(self) -> list[ChaosTilt]:
        return [a for a in self.table.legal() if isinstance(a, ChaosTilt)] if self.tile_effect() == "mana" else []

    def tile_effect(self) -> str | None:
        return None if self.tile is None else EFFECT[self.tile]

    def cancel(self) -> bool:
        """Escape drops a tile picked by number; False when none was."""
        if self.tile is None:
            return False
        self.tile = None
        self.table.say("Tile put back in hand.")
        return True

    # -- what the board marks --------------------------------------------------
    def targets(self) -> frozenset[int] | None:
        """The + squares while a tile asks for a square, else None (the Tilt marks apply)."""
        legal, selected = self.table.legal(), self.table.selected
        if self._pending_effect() is not None:
            return frozenset(a.to for a in legal if isinstance(a, CHOICES))
        if self.tile_effect() == "conjuration":
            return frozenset(a.square for a in legal if isinstance(a, Conjure))
        if self.tile_effect() == "mana":
            tilts = self._mana_tilts()
            return frozenset(a.frm for a in tilts) if selected is None else frozenset(
                a.to for a in tilts if a.frm == selected)
        return None

    def status(self) -> str | None:
        """The status line while a tile waits for the player."""
        pending = self.table.state.pos.pending
        if pending is not None and EFFECT[pending[0]] == "yokai":
            return (f"{TILES[pending[0]].name}: y lets the cube on {square_name(pending[1])} also fight "
                    "two squares away, 0 keeps it armed.")
        if pending is not None:
            return f"{TILES[pending[0]].name}: {KEY_HINTS[EFFECT[pending[0]]]}, or type it."
        if self.tile is not None:
            if self.tile_effect() == "conjuration":
                ask = "enter on a Black cube, then its new top"
            else:
                ask = KEY_HINTS["mana"] if self.table.selected is None else "press an arrow or enter on a + square"
            return f"{TILES[self.tile].name}: {ask}; Esc puts it back."
        return None

    # -- keys ------------------------------------------------------------------
    def pick(self, number: int) -> None:
        """1-3 play that tile of the hand; 0 keeps an armed Major Yokai that asks."""
        state = self.table.state
        if number == 0:
            self._answer_yokai(Skip())
            return
        if state.pos.pending is not None:
            self.table.say(choice_text(state.pos.pending), error=True)
            return
        hand = state.pos.hand
        if not 1 <= number <= len(hand):
            self.table.say(f"You hold {len(hand)} Chaos tile(s): press 1-{len(hand)}." if hand else
                           "You hold no Chaos tile.", error=True)
            return
        self._take(hand[number - 1])

    def _take(self, code: str) -> None:
        effect, name = EFFECT[code], TILES[code].name
        if effect == "yokai":
            if self.table.play(ArmYokai()):
                self.table.say(f"{name} armed: it is offered when a move could use it.")
            return
        self.tile, self.table.selected = code, None
        if effect == "mana" and not self._mana_tilts():
            element = ELEMENT_NAMES[TILES[code].element or ""]
            self.tile = None
            self.table.say(f"{name}: none of your cubes showing {element} can Tilt now.", error=True)
            return
        if effect == "mana" and len(cubes := {a.frm for a in self._mana_tilts()}) == 1:
            self.table.selected = cubes.pop()
        self.table.refresh_view()

    def yokai(self) -> None:
        self._answer_yokai(UseYokai())

    def _answer_yokai(self, answer: UseYokai | Skip) -> None:
        if self._pending_effect() != "yokai":
            self.table.say("Major Yokai answers only when it asks, right after a move it could help.", error=True)
            return
        self.table.play(answer)

    def enter(self, sq: int) -> bool:
        """Enter on a square while a tile asks for one; False when no tile asks."""
        effect = self._pending_effect()
        if effect == "yokai":
            self.table.say(f"{TILES[CODE['yokai']].name}: {KEY_HINTS['yokai']}.", error=True)
        elif effect is not None:
            self._choose(sq)
        elif self.tile_effect() == "conjuration":
            self._conjure(sq)
        else:
            return False
        return True

    def _choose(self, sq: int) -> None:
        choice = next((a for a in self.table.legal() if isinstance(a, CHOICES) and a.to == sq), None)
        if choice is None:
            self.table.say("Pick one of the + squares for the tile's move.", error=True)
        elif self.table.play(choice):
            self.table.cursor = choice.to if isinstance(choice, (ChaosTilt, Teleport)) else choice.frm

    def arrow(self, key: str) -> bool:
        """An arrow gives an Impulse or a Teleportation its direction; False when none waits."""
        pending = self.table.state.pos.pending
        if pending is None or EFFECT[pending[0]] not in ("impulse", "teleport"):
            return False
        sq, direction = pending[1], DIRECTION_KEYS[key]
        pair = two_away(sq, direction)
        to = STEP.get((sq, direction)) if EFFECT[pending[0]] == "impulse" else pair and pair[1]
        self._choose(-1 if to is None else to)
        return True

    def tilt_action(self, frm: int, to: int) -> ChaosTilt | None:
        """A Tilt made while a Mana tile waits is the tile's free Tilt."""
        return ChaosTilt(frm, to) if self.tile_effect() == "mana" else None

    def reset(self) -> None:
        """The session moved on (the tile was used, or a move played or undone): no tile waits."""
        self.tile = None

    def _conjure(self, sq: int) -> None:
        element = black_at(self.table.state.pos, sq)
        if element is None:
            self.table.say(f"Conjuration stands a Black cube anew; {square_name(sq)} holds none.", error=True)
            return
        tops = [top for top in ELEMENTS if top != ELEMENTS[element]]
        labels = [f"{ELEMENT_NAMES[top]} ({top})" for top in tops]
        question = f"Conjuration: the new top on {square_name(sq)}"
        self.table.app.push_screen(ChoiceScreen(question, labels), partial(self._conjured, sq, tops))

    def _conjured(self, sq: int, tops: list[str], index: int | None) -> None:
        if index is not None:
            self.table.play(Conjure(sq, tops[index]))
