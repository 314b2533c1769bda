"""Choose one of a cube's six orientations when placing it (keys 1-6 or the list)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from yamabushi.himiki.cube import ORIENTATIONS
from yamabushi.tui.himiki.cube_art import orientation_label

Orientation = tuple[str, str, str]


class OrientationScreen(ModalScreen[Orientation | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")] + [
        Binding(str(i + 1), f"pick({i})", show=False) for i in range(len(ORIENTATIONS))
    ]

    def __init__(self, square_name: str) -> None:
        super().__init__()
        self.square_name = square_name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"[b]Place a cube on {self.square_name}[/b]: pick its orientation (1-6)")
            yield OptionList(
                *(Option(f"{i + 1}. {orientation_label(*o)}", id=str(i)) for i, o in enumerate(ORIENTATIONS)),
                id="orientations",
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 0))

    def action_pick(self, index: int) -> None:
        self.dismiss(ORIENTATIONS[index])
