"""The Expert screen: Hi Mi Ki's, with the viewer's Chaos tiles (only after the hand-off
screen, and only on the viewer's own turn) and the terrain legend beside the board; the
Chaos decisions are keys (`controls.py`). It fills the Hi Mi Ki screen's hooks, which
never name it; tui/games.py picks it for a game with the tiles."""

from __future__ import annotations

from collections.abc import Iterable

from textual.binding import Binding
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from yamabushi.himiki import Action, HiMiKiState
from yamabushi.session.controller import Session
from yamabushi.tui.himiki.expert.chaos import chaos_text, tile_guide
from yamabushi.tui.himiki.expert.controls import ExpertControls
from yamabushi.tui.himiki.screen import HiMiKiScreen

KEYS_HELP = """\
[b]Expert[/b]  1-3 play a Chaos tile on a chance, 0 skips it;
  y uses Major Yokai; arrows pick an Impulse or Teleportation
  direction; enter on a + square places a terrain tile, or picks
  the cube to swap or to conjure.
"""
"""Expert's keys, after Hi Mi Ki's in the help (the base's help names none of them)."""


class ExpertScreen(HiMiKiScreen):
    CSS = """
    ExpertScreen Said { max-height: 3; }
    ExpertScreen.-large Said { max-height: 8; }
    """
    """At 80x24 a chance lists the tiles and their effects under the status: the narration
    scrolls within 3 rows, so the board, the chance, each tile's effect and a few log lines
    are in sight together."""
    BINDINGS = [
        Binding("y", "yokai", "Yokai", show=False),
        *(Binding(str(n), f"pick_tile({n})", show=False) for n in range(10)),
    ]
    help_text = HiMiKiScreen.help_text + KEYS_HELP

    def __init__(self, session: Session[HiMiKiState, Action]) -> None:
        super().__init__(session)
        self.expert = ExpertControls(self)

    def hides_private_info(self) -> bool:
        """Chaos tiles are secret: during play the keyboard changes hands behind a hand-off screen."""
        return not self.session.state.setup

    def variant_panels(self) -> Iterable[Widget]:
        yield Static(id="chaos")

    def refresh_variant_panels(self) -> None:
        seen = self.session.engine.observation(self.session.state, -1 if self.viewer is None else self.viewer)
        names = tuple(s.name for s in self.session.seats)
        self.query_one("#chaos", Static).update(chaos_text(seen, self.viewer, names, self.seated))

    def decision_targets(self) -> frozenset[int] | None:
        return self.expert.targets()

    def decision_status(self, seat: str) -> Content | None:
        return self.expert.status(seat)

    def decision_key(self, key: str) -> bool:
        return self.expert.direction_key(key)

    def answer_on_board(self, sq: int) -> bool:
        return self.expert.answer_on_board(sq)

    def help_body(self) -> str:
        """Expert's help ends with what each Chaos tile does, so `?` answers 'what does it do?'."""
        return super().help_body() + "\n[b]Chaos tiles[/b]\n$tiles"

    def help_values(self) -> dict[str, object]:
        return {**super().help_values(), "tiles": tile_guide()}

    def action_pick_tile(self, number: int) -> None:
        self.expert.pick_tile(number)

    def action_yokai(self) -> None:
        self.expert.yokai()
