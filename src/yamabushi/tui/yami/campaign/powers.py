"""Power tiles in the campaign screens: laying them on Power spaces, and using one.

Both are modal choices with typed results: the loadout returns the Power tiles
chosen for the spaces (or None on Escape), the power menu the UsePower to play
(or, for a Drift, the card of the tile to steer; None on Escape).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Label, OptionList, SelectionList, Static
from textual.strip import Strip
from textual.widgets.option_list import Option
from rich.segment import Segment

from yamabushi.yami import Card, UsePower
from yamabushi.yami.campaign import campaign, power_label, use_label
from yamabushi.tui.kit.text import literal
from yamabushi.tui.kit.shell import Dialog


class TickList(SelectionList[str]):
    """A SelectionList whose box shows `x` when ticked and stays empty when not, so the two
    differ by a glyph, not by colour alone."""

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        segments = list(line)
        index = self.scroll_offset.y + y
        if len(segments) < 3 or index >= self.option_count:
            return line
        box = segments[1]
        ticked = self.get_option_at_index(index).value in self.selected
        segments[1] = Segment("x" if ticked else " ", box.style, box.control)
        return Strip(segments, line.cell_length)


class LoadoutScreen(Dialog[tuple[str, ...] | None]):
    """Before a mission: tick at most `spaces` Power tiles with Space; Enter, s or Start confirms
    (Enter is taken before the list, which would otherwise tick with it as Space does). The list
    names each tile and its spaces; what the highlighted one does is said whole under it."""

    BINDINGS = [
        Binding("escape", "dismiss(None)", "Cancel"),
        Binding("enter", "start", "Start", priority=True),
        Binding("s", "start", "Start", show=False),
    ]

    def __init__(self, owned: tuple[str, ...], chosen: tuple[str, ...], spaces: int) -> None:
        super().__init__()
        self.owned, self.chosen, self.spaces = owned, chosen, spaces

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog help"):
            yield Label(f"[b]Power spaces: {self.spaces}[/b]  Space ticks a tile; Enter starts the mission.")
            yield TickList(*((literal(power_label(p, effect=False)), p, p in self.chosen) for p in self.owned), id="loadout")
            yield Static(id="loadout-note")
            yield Button("Start the mission (s)", variant="primary", id="start")

    def on_mount(self) -> None:
        self._describe()

    def on_selection_list_selected_changed(self) -> None:
        self._describe()

    def on_selection_list_selection_highlighted(self) -> None:
        self._describe()

    def _describe(self, warning: str = "") -> None:
        """The chosen tiles in words and the highlighted tile in full."""
        listing = self.query_one(SelectionList)
        picked = [campaign().power(p).name for p in self.owned if p in listing.selected]
        lines = [warning or f"On the spaces ({len(picked)}/{self.spaces}): {', '.join(picked) or 'none'}"]
        if listing.highlighted is not None:
            power = campaign().power(self.owned[listing.highlighted])
            lines.append(f"{power.name}: {power.text}")
        self.query_one("#loadout-note", Static).update(literal("\n".join(lines)))

    def on_button_pressed(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        picked = tuple(p for p in self.owned if p in self.query_one(SelectionList).selected)
        if len(picked) > self.spaces:
            self._describe(f"Only {self.spaces} may go on the Power spaces: untick {len(picked) - self.spaces}.")
            return
        self.dismiss(picked)


class PowerUseScreen(Dialog[UsePower | Card | None]):
    """The powers usable now; a Drift first asks which placed tile to move."""

    beside_board = True

    BINDINGS = [Binding("escape", "dismiss(None)", "Back"), Binding("space", "use", "Use it")]

    def __init__(self, uses: list[UsePower]) -> None:
        super().__init__()
        self.uses = [u for u in uses if u.power != "drift"]
        self.drifts = sorted({u.move.card for u in uses if u.move is not None})

    def compose(self) -> ComposeResult:
        options = [Option(literal(use_label(u)), id=f"use-{i}") for i, u in enumerate(self.uses)]
        options += [Option(literal(f"Drift: move the tile {c}"), id=f"drift-{i}") for i, c in enumerate(self.drifts)]
        with Vertical(classes="dialog help"):
            yield Label("[b]Lay a Power token[/b]  (Enter or Space uses it, Esc goes back)")
            if options:
                yield OptionList(*options, id="uses")
            else:
                yield Label("No power can be used now.")

    def action_use(self) -> None:
        """Space does what Enter does: use the highlighted power."""
        for listing in self.query(OptionList):
            listing.action_select()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        kind, index = str(event.option.id).split("-")
        self.dismiss(self.uses[int(index)] if kind == "use" else self.drifts[int(index)])
