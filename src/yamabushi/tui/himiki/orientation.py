"""Choose one of a cube's six orientations when placing it (keys 1-6 or the list)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from yamabushi.himiki import ORIENTATIONS
from yamabushi.tui.himiki.cube_art import orientation_label
from yamabushi.tui.kit.text import styled
from yamabushi.tui.kit.shell import Dialog

Orientation = tuple[str, str, str]


class OrientationScreen(Dialog[Orientation | None]):
    beside_board = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss(None)", "Cancel"),
        *(Binding(str(i + 1), f"pick({i})", show=False) for i in range(len(ORIENTATIONS))),
    ]

    def __init__(self, square_name: str) -> None:
        super().__init__()
        self.square_name = square_name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled("[b]Place a cube on $square[/b]: pick its orientation (1-6)", square=self.square_name))
            yield OptionList(
                *(Option(f"{i + 1}. {orientation_label(*o)}", id=str(i)) for i, o in enumerate(ORIENTATIONS)),
                id="orientations",
            )

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 0))

    def action_pick(self, index: int) -> None:
        self.dismiss(ORIENTATIONS[index])
