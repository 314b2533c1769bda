"""Hi Mi Ki against Muk Yan: the 1 vs 1 table plus a panel with Muk Yan's last roll.

Muk Yan's seat is an automa, so the shared game screen already plays it, with
a pause that the space key skips; this screen adds what the player needs to
follow it: the dice, the cell's order of actions and the reason for the move.
"""

from __future__ import annotations

from textual import on
from textual.content import Content
from textual.events import Mount

from yamabushi.himiki import Action, MukYanRolled
from yamabushi.tui.himiki.screen import HELP, HiMiKiScreen
from yamabushi.tui.himiki.mukyan.dice import MukYanDice
from yamabushi.tui.kit.text import literal

MUKYAN_HELP = """\
[b]Muk Yan[/b]
  Muk Yan rolls two dice after your turn:
  the Black die picks the row of its table, the White die the
  column, and it plays the first possible action of that cell.
  The panel shows the roll, the cell's actions that were not
  possible, and the one played (marked >) with why. space skips
  its pause.
"""


class MukYanScreen(HiMiKiScreen):
    CSS = """
    MukYanScreen #legend { display: none; }
    MukYanScreen Said { max-height: 5; }
    MukYanScreen.-large Said { max-height: 8; }
    """
    """At 80x24 the dice panel takes 4 or 5 rows and the board's own legend names its frames:
    the narration has 5 rows for a whole turn, and the log keeps a few lines on screen."""
    bot_delay = 1.0
    help_text = HELP + MUKYAN_HELP

    @on(Mount)
    async def _add_dice_panel(self) -> None:
        """Runs before the base screens' own `on_mount` handlers, which draw the first view."""
        await self.query_one("#side").mount(MukYanDice(id="mukyan"), before="#log")

    def refresh_view(self) -> None:
        super().refresh_view()
        self.query_one(MukYanDice).show(self.last_roll())

    def legal(self) -> list[Action]:
        """Muk Yan's one action is not the player's to pick: no marks or cursor jumps for it."""
        return [] if self.session.bot_to_play() else super().legal()

    def last_roll(self) -> MukYanRolled | None:
        """The latest roll in the game so far (undo and resume included)."""
        for step in reversed(self.session.steps):
            rolled = next((e for e in step.events if isinstance(e, MukYanRolled)), None)
            if rolled is not None:
                return rolled
        return None

    def narration(self) -> list[tuple[str, ...]]:
        """The latest turn's sentences but its rolls' (a play-again turn has two or more): the dice
        panel shows the last roll whole just above and the log keeps every one, so the narration's
        rows go to what the moves did."""
        turn = self.session.last_turn()
        reasons = tuple(e.text for step in turn for e in step.events if isinstance(e, MukYanRolled))
        return [tuple(said for said in action if not reasons or not said.endswith(reasons)) for action in super().narration()]

    def _status_text(self) -> Content:
        seat = self.session.seat_to_play()
        if seat is None or seat.is_human:
            return super()._status_text()
        if self.session.state.setup:
            return literal(f"{seat.name} rolls its cubes into place… (space skips)")
        return literal(f"{seat.name} rolls its dice… (space skips)")
