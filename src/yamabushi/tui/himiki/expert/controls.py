"""Expert's controls on its screen: the Chaos decisions by key.

Every choice is a key on the game screen itself (tile numbers, arrows for a
direction, enter on a square), so no dialog can cover the board while the
seat decides, and nothing here holds game state: it reads the session.
"""

from __future__ import annotations

from functools import partial

from textual.content import Content

from yamabushi.himiki import (
    COLOUR_NAMES,
    Conjure,
    Decision,
    Go,
    PlayTile,
    PutTerrain,
    Skip,
    square_name,
    Swap,
    UseYokai,
)
from yamabushi.himiki.expert import decision_prompt
from yamabushi.session.controller import Session
from yamabushi.tui.himiki.chaos_keys import DIRECTION_KEYS, KEY_HINTS
from yamabushi.tui.himiki.orientation import OrientationScreen
from yamabushi.tui.himiki.table_talk import Table
from yamabushi.tui.kit.text import styled

BOARD_DECISIONS = ("place", "conjure", "transfer")


class ExpertControls:
    """Held by the Expert screen, which hands it the keys it may answer; it keeps no game state."""

    def __init__(self, table: Table) -> None:
        self.table = table

    @property
    def session(self) -> Session:
        return self.table.session

    def decision(self) -> Decision | None:
        chaos = self.session.state.chaos
        return None if chaos is None or self.session.outcome() else chaos.pending

    def status(self, seat: str) -> Content | None:
        """The status line while a Chaos decision or a Confusion turn is under way."""
        decision, chaos = self.decision(), self.session.state.chaos
        if decision is not None and chaos is not None and decision.kind == "chance":
            return styled("[b]$seat[/b] may play a Chaos tile: $keys, or 0 to let the chance go.", seat=seat, keys=_tile_keys(len(chaos.hands[self.session.state.to_move])))
        if decision is not None:
            return styled("[b]$seat[/b]: $ask", seat=seat, ask=f"{decision_prompt(decision)}; {KEY_HINTS[decision.kind]}.")
        if chaos is not None and chaos.forced:
            other = COLOUR_NAMES[1 - self.session.state.colour]
            return styled("[b]$seat[/b], Confusion! $ask", seat=seat, ask=f"Tilt or Rotate one {other} cube (one action).")
        return None

    def targets(self) -> frozenset[int] | None:
        """Squares to mark while a decision is answered on the board."""
        decision = self.decision()
        if decision is None or decision.kind not in BOARD_DECISIONS:
            return None
        return frozenset(a.square for a in self.table.legal() if isinstance(a, (PutTerrain, Conjure, Swap)))

    def answer_on_board(self, sq: int) -> bool:
        """Enter on a square answers a place / conjure / transfer decision; False if none is owed."""
        decision = self.decision()
        if decision is None or decision.kind not in BOARD_DECISIONS:
            return False
        if sq not in (self.targets() or ()):
            self.table.say(f"{square_name(sq)} is not a choice now: {decision_prompt(decision)}.", error=True)
        elif decision.kind == "conjure":
            self.table.app.push_screen(OrientationScreen(square_name(sq)), partial(self._conjured, sq))
        else:
            self.table.play(PutTerrain(sq) if decision.kind == "place" else Swap(sq))
        return True

    def _conjured(self, sq: int, orientation: tuple[str, str, str] | None) -> None:
        if orientation is not None:
            self.table.play(Conjure(sq, *orientation))
        self.table.focus_board()

    def pick_tile(self, number: int) -> None:
        """1-3 plays that tile of the viewer's hand on a chance; 0 skips (a chance or Major Yokai)."""
        decision, chaos, viewer = self.decision(), self.session.state.chaos, self.table.viewer
        if decision is None or decision.kind not in ("chance", "yokai") or viewer != self.session.to_play():
            self.table.say("There is no chance to use now.", error=True)
            return
        if number == 0:
            self.table.play(Skip())
            return
        assert chaos is not None and viewer is not None
        hand = chaos.hands[viewer]
        if decision.kind != "chance" or number > len(hand):
            self.table.say(f"You hold {len(hand)} tile(s): press 1-{len(hand)}, or 0 to skip.", error=True)
            return
        self.table.play(PlayTile(hand[number - 1]))

    def yokai(self) -> None:
        decision = self.decision()
        if decision is None or decision.kind != "yokai":
            self.table.say("Major Yokai can be used only right after a Tilt, when it is offered.", error=True)
            return
        self.table.play(UseYokai())

    def direction_key(self, key: str) -> bool:
        """Arrows answer an Impulse or Teleportation direction; False when none is owed."""
        decision = self.decision()
        if decision is None or decision.kind not in ("impulse", "teleport") or key not in DIRECTION_KEYS:
            return False
        self.table.play(Go(DIRECTION_KEYS[key]))
        return True


def _tile_keys(held: int) -> str:
    """The keys of the tiles listed under the status, in words: a chance's line, kept to three rows of
    the 80-column panel so the tiles' effects and the log stay in sight under it."""
    return "press 1" if held == 1 else f"press 1-{held}"
