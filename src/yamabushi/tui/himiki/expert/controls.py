"""The 2 vs 2 and Expert controls of the Hi Mi Ki screen: Chaos decisions by key, table talk.

Every choice is a key on the game screen itself (tile numbers, arrows for a
direction, enter on a square), so no dialog can cover the board while the
seat decides, and nothing here holds game state: it reads the session.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from textual.command import DiscoveryHit, Hit, Hits, Provider

from yamabushi.himiki.actions import Conjure, Go, Penalty, PlayTile, PutTerrain, Skip, Swap, UseYokai
from yamabushi.himiki.board import square_name
from yamabushi.himiki.expert.chaos import Decision
from yamabushi.himiki.expert.texts import decision_prompt
from yamabushi.himiki.cube import COLOUR_NAMES
from yamabushi.tui.himiki.orientation import OrientationScreen

if TYPE_CHECKING:
    from yamabushi.tui.himiki.screen import HiMiKiScreen

DIRECTION_KEYS = {"up": "N", "down": "S", "left": "W", "right": "E"}
BOARD_DECISIONS = ("place", "conjure", "transfer")
KEY_HINTS = {
    "chance": "press 1-3 for a tile, 0 to skip",
    "place": "enter on a + square",
    "mana": "select a cube, then an arrow",
    "conjure": "enter on an enemy cube, then its new standing",
    "impulse": "press an arrow",
    "teleport": "press an arrow",
    "transfer": "enter on the cube to swap with",
    "yokai": "y to use it, 0 not to",
}


class ExpertControls:
    """Mixed into HiMiKiScreen, whose session, play(), say() and refresh_view() it uses."""

    talking = False

    def decision(self: HiMiKiScreen) -> Decision | None:
        chaos = self.session.state.chaos
        return None if chaos is None or self.session.outcome() else chaos.pending

    def decision_status(self: HiMiKiScreen, seat: str) -> str | None:
        """The status line while a Chaos decision or a Confusion turn is under way."""
        decision, chaos = self.decision(), self.session.state.chaos
        if decision is not None:
            return f"[b]{seat}[/b]: {decision_prompt(decision)}; {KEY_HINTS[decision.kind]}."
        if chaos is not None and chaos.forced:
            other = COLOUR_NAMES[1 - self.session.state.colour]
            return f"[b]{seat}[/b], Confusion! Tilt or Rotate one {other} cube (one action)."
        return None

    def decision_targets(self: HiMiKiScreen) -> frozenset[int] | None:
        """Squares to mark while a decision is answered on the board."""
        decision = self.decision()
        if decision is None or decision.kind not in BOARD_DECISIONS:
            return None
        return frozenset(a.square for a in self._legal() if isinstance(a, (PutTerrain, Conjure, Swap)))

    def answer_on_board(self: HiMiKiScreen, sq: int) -> bool:
        """Enter on a square answers a place / conjure / transfer decision; False if none is owed."""
        decision = self.decision()
        if decision is None or decision.kind not in BOARD_DECISIONS:
            return False
        if sq not in (self.decision_targets() or ()):
            self.say(f"{square_name(sq)} is not a choice now: {decision_prompt(decision)}.", error=True)
        elif decision.kind == "conjure":
            self.app.push_screen(OrientationScreen(square_name(sq)), partial(self._conjured, sq))
        else:
            self.play(PutTerrain(sq) if decision.kind == "place" else Swap(sq))
        return True

    def _conjured(self: HiMiKiScreen, sq: int, orientation: tuple[str, str, str] | None) -> None:
        if orientation is not None:
            self.play(Conjure(sq, *orientation))
        self.focus_board()

    def action_pick_tile(self: HiMiKiScreen, number: int) -> None:
        """1-3 plays that tile of the viewer's hand on a chance; 0 skips (a chance or Major Yokai)."""
        decision = self.decision()
        if decision is None or decision.kind not in ("chance", "yokai") or self.viewer != self.session.to_play():
            self.say("There is no chance to use now.", error=True)
            return
        if number == 0:
            self.play(Skip())
            return
        hand = self.session.state.chaos.hands[self.viewer]
        if decision.kind != "chance" or number > len(hand):
            self.say(f"You hold {len(hand)} tile(s): press 1-{len(hand)}, or 0 to skip.", error=True)
            return
        self.play(PlayTile(hand[number - 1]))

    def action_yokai(self: HiMiKiScreen) -> None:
        decision = self.decision()
        if decision is None or decision.kind != "yokai":
            self.say("Major Yokai can be used only right after a Tilt, when it is offered.", error=True)
            return
        self.play(UseYokai())

    def direction_key(self: HiMiKiScreen, key: str) -> bool:
        """Arrows answer an Impulse or Teleportation direction; False when none is owed."""
        decision = self.decision()
        if decision is None or decision.kind not in ("impulse", "teleport") or key not in DIRECTION_KEYS:
            return False
        self.play(Go(DIRECTION_KEYS[key]))
        return True

    # -- table talk ----------------------------------------------------------
    def table_talk_allowed(self: HiMiKiScreen) -> bool:
        state = self.session.state
        return state.rules.halves and not state.setup and self.session.outcome() is None

    def action_table_talk(self: HiMiKiScreen) -> None:
        if not self.table_talk_allowed():
            self.say("The table-talk penalty exists only in 2 vs 2, during play.", error=True)
            return
        self.talking = True
        self.say("Table talk: which team talked? w = White, b = Black (any other key cancels).")

    def talk_key(self: HiMiKiScreen, key: str) -> bool:
        """After `t`: w or b names the team that talked; True when the key was taken."""
        if not self.talking:
            return False
        self.talking = False
        if key in ("w", "b"):
            self.penalise("wb".index(key))
        else:
            self.say("No penalty.")
        return True

    def penalise(self: HiMiKiScreen, colour: int) -> None:
        if self.play(Penalty(colour)):
            self.say(f"Table talk: {COLOUR_NAMES[colour]}'s team talked, {COLOUR_NAMES[1 - colour]}'s team scores 1.")


class TableTalkCommands(Provider):
    """Ctrl+P entries for the 2 vs 2 table-talk penalty, one per team."""

    def _entries(self) -> list[tuple[str, Any]]:
        screen: Any = self.screen
        if not isinstance(screen, ExpertControls) or not screen.table_talk_allowed():  # type: ignore[misc]
            return []
        return [
            (f"Table-talk penalty: {name}'s team talked", partial(screen.penalise, colour))
            for colour, name in enumerate(COLOUR_NAMES)
        ]

    async def discover(self) -> Hits:
        for text, callback in self._entries():
            yield DiscoveryHit(text, callback, help="The other team scores 1 point.")

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, callback in self._entries():
            if (score := matcher.match(text)) > 0:
                yield Hit(score, matcher.highlight(text), callback, help="The other team scores 1 point.")
