"""A row of Yami cards to pick from: the viewer's hand, or the automa's river and deck.

Each chip is `>R5+`: `>` marks the selected chip, `+` a chip that may be
played now; while a choice is due the rest of the row shows its letters in their
colour on the board's dark plate instead of on their colour. Under the chips
the tiles' shapes: every chip's (`shapes="all"`, the river, or a hand with room),
or the selected chip's alone (`"selected"`, a hand on a small screen). When the
screen hides the row (nobody, or the wrong person, has the keyboard) no chip
is drawn at all, only a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from yamabushi.tui.yami.shapes import LINES, shape_lines, width
from yamabushi.tui.kit.contrast import on
from yamabushi.tui.yami.spirit_colours import PLATE, ink_style, tile_style
from yamabushi.yami import Card, Cells, shape_of, spirit_shapes

DECK_FACE = on("grey35")
WIDEST = max(width(cells) for cells in spirit_shapes().values())


@dataclass(frozen=True)
class Chip:
    """One pickable thing: a card (`colour` is its letter) or the automa's deck (no colour)."""

    label: str
    colour: str | None = None
    shape: Cells | None = None
    """The card's tile, drawn under the chip."""

    def width(self, shapes: bool) -> int:
        """Columns the chip takes; with `shapes`, room for the widest tile under it too, so
        the chips stand evenly."""
        return max(len(self.label) + 2, WIDEST + 1 if shapes and self.shape else 0)


def card_chips(cards: Sequence[Card]) -> tuple[Chip, ...]:
    """Chips for cards, each with its tile's shape."""
    return tuple(Chip(str(c), c.colour, shape_of(c)) for c in cards)


@dataclass(frozen=True)
class YamiHandView:
    """What the row draws. `hidden`, when set, replaces every chip."""

    title: str = ""
    chips: tuple[Chip, ...] = ()
    playable: frozenset[int] = frozenset()
    selected: int | None = None
    hidden: str = ""
    shapes: str = "none"
    """Which tiles are drawn under the chips: "all", "selected" or "none"."""
    hint: str = ""
    """Said where the selected chip's tile would be while none is selected."""


class YamiHand(Widget):
    DEFAULT_CSS = """
    YamiHand { height: auto; width: 100%; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    class Picked(Message):
        """A chip was clicked; the screen decides whether that selects or plays it."""

        def __init__(self, hand: YamiHand, index: int) -> None:
            self.hand, self.index = hand, index
            super().__init__()

        @property
        def control(self) -> YamiHand:
            return self.hand

    view: reactive[YamiHandView] = reactive(YamiHandView, always_update=True, layout=True)

    def render(self) -> Text:
        view = self.view
        out = Text(view.title, style="bold")
        out.append("\n")
        if view.hidden:
            out.append(view.hidden, style="italic")
            return out
        for index, chip in enumerate(view.chips):
            out.append_text(self._chip(index, chip))
        for line in self._shape_lines():
            out.append("\n")
            out.append_text(line)
        return out

    def _chip(self, index: int, chip: Chip) -> Text:
        view = self.view
        selected, playable = index == view.selected, index in view.playable
        face = tile_style(chip.colour) if chip.colour else DECK_FACE
        if view.playable and not playable:
            face = ink_style(chip.colour, plate=True) if chip.colour else Style(color="grey62", bgcolor=PLATE)
        if selected:
            face += Style(reverse=True)
        text = Text.assemble(
            (">" if selected else " ", "bold"),
            (chip.label, face),
            ("+" if playable else " ", "bold green"),
        )
        text.pad_right(chip.width(view.shapes == "all") - len(text))
        return text

    def _shape_lines(self) -> list[Text]:
        """The tiles under their chips: each at its chip's column (the selected one kept
        inside the row's width)."""
        view = self.view
        lines = [Text() for _ in range(LINES)]
        if view.shapes == "none":
            return []
        if view.shapes == "selected" and view.selected is None:
            lines[0].append(view.hint, style="italic")
            return lines
        left = 0
        for index, chip in enumerate(view.chips):
            if chip.shape is not None and chip.colour and (view.shapes == "all" or index == view.selected):
                at = left + 1 if view.shapes == "all" else min(left + 1, max(0, self.size.width - width(chip.shape)))
                for line, row in zip(lines, shape_lines(chip.shape)):
                    line.pad_right(at - len(line))
                    line.append(row, style=ink_style(chip.colour))
            left += chip.width(view.shapes == "all")
        return lines

    def chip_at_offset(self, x: int, y: int) -> int | None:
        """The chip under a click on the chips' line, or None."""
        if y != 1 or self.view.hidden:
            return None
        left = 0
        for index, chip in enumerate(self.view.chips):
            chip_width = chip.width(self.view.shapes == "all")
            if left <= x < left + chip_width:
                return index
            left += chip_width
        return None

    def on_click(self, event: Click) -> None:
        index = self.chip_at_offset(event.x, event.y)
        if index is not None:
            self.post_message(self.Picked(self, index))
