"""Pick one of a few labelled options (keys 1-9, arrows and Enter, or the mouse).

Returns the index of the chosen label, or None on Escape; the caller keeps the
values the labels stand for, so the dialog stays free of game types.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.shell import Dialog


class ChoiceScreen(Dialog[int | None]):
    beside_board = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss(None)", "Cancel"),
        *(Binding(str(i + 1), f"pick({i})", show=False) for i in range(9)),
    ]

    def __init__(self, title: str, labels: Sequence[str]) -> None:
        """`title` is our own markup; the labels are shown as written."""
        super().__init__()
        self.title_text = title
        self.labels = tuple(labels)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(styled(f"{self.title_text}  [dim](1-{len(self.labels)}, Esc cancels)[/]"))
            yield OptionList(*(Option(literal(f"{i + 1}. {text}"), id=str(i)) for i, text in enumerate(self.labels)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_pick(int(event.option.id or 0))

    def action_pick(self, index: int) -> None:
        if index < len(self.labels):
            self.dismiss(index)
