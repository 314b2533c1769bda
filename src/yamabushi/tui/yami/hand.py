"""A row of Yami cards to pick from: the viewer's hand, or the automa's river and deck.

Each chip is `>R5+`: `>` marks the selected chip, `+` a chip that may be
played now; the rest of the row is dimmed while a choice is due. When the
screen hides the row (nobody, or the wrong person, has the keyboard) no chip
is drawn at all, only a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.tui.yami.spirit_colours import tile_style

DECK_FACE = Style(bgcolor="grey35", color="white", bold=True)


@dataclass(frozen=True)
class Chip:
    """One pickable thing: a card (`colour` is its letter) or the automa's deck (no colour)."""

    label: str
    colour: str | None = None

    @property
    def width(self) -> int:
        return len(self.label) + 2


@dataclass(frozen=True)
class YamiHandView:
    """What the row draws. `hidden`, when set, replaces every chip."""

    title: str = ""
    chips: tuple[Chip, ...] = ()
    playable: frozenset[int] = frozenset()
    selected: int | None = None
    hidden: str = ""


class YamiHand(Widget):
    DEFAULT_CSS = """
    YamiHand { height: 2; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Picked(Message):
        """A chip was clicked; the screen decides whether that selects or plays it."""

        def __init__(self, hand: YamiHand, index: int) -> None:
            self.hand, self.index = hand, index
            super().__init__()

        @property
        def control(self) -> YamiHand:
            return self.hand

    view: reactive[YamiHandView] = reactive(YamiHandView, always_update=True)

    def render(self) -> Text:
        view = self.view
        out = Text(view.title, style="bold")
        out.append("\n")
        if view.hidden:
            out.append(view.hidden, style="italic")
            return out
        for index, chip in enumerate(view.chips):
            out.append_text(self._chip(index, chip))
        return out

    def _chip(self, index: int, chip: Chip) -> Text:
        view = self.view
        selected, playable = index == view.selected, index in view.playable
        face = tile_style(chip.colour) if chip.colour else DECK_FACE
        if view.playable and not playable:
            face += Style(dim=True)
        if selected:
            face += Style(reverse=True)
        return Text.assemble(
            (">" if selected else " ", "bold"),
            (chip.label, face),
            ("+" if playable else " ", "bold green"),
        )

    def chip_at_offset(self, x: int, y: int) -> int | None:
        """The chip under a click on the chips' line, or None."""
        if y != 1 or self.view.hidden:
            return None
        left = 0
        for index, chip in enumerate(self.view.chips):
            if left <= x < left + chip.width:
                return index
            left += chip.width
        return None

    def on_click(self, event: Click) -> None:
        index = self.chip_at_offset(event.x, event.y)
        if index is not None:
            self.post_message(self.Picked(self, index))
