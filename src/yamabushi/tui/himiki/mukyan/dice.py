"""Muk Yan's last roll: both dice, the table cell's order of actions, and why it moved.

It draws only what the engine reported in its `MukYanRolled` event. The chosen
action is marked with `>` and reversed, the actions before it (found
impossible) are dimmed and struck through, so the panel reads without colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.himiki import ELEMENT_NAMES, MukYanRolled
from yamabushi.himiki.mukyan import ACTION_TITLES
from yamabushi.tui.himiki.cube_art import ELEMENT_STYLE

SHORT = {
    "multiple-strike": "Multi-strike",
    "play-again": "Play-again",
    "offensive-movement": "Offensive-movement",
    "defensive-movement": "Defensive-movement",
}
"""One-word names (hyphenated, no abbreviation), so that a name never wraps in the side panel
at 80 columns."""


def dice_title(rolled: MukYanRolled | None) -> str:
    """Both dice as element name and letter, for the panel's top edge."""
    if rolled is None:
        return "Muk Yan has not rolled"
    black, white = (f"[{ELEMENT_STYLE[e]}]{ELEMENT_NAMES[e]} {e}[/]" for e in (rolled.black, rolled.white))
    return f"Black {black} · White {white}"


def cell_text(rolled: MukYanRolled | None) -> Text:
    """The cell's order with the action taken marked, then the reason."""
    if rolled is None:
        return Text("Its roll, the cell of its table and its reason show here.")
    chosen = rolled.order.index(rolled.action) if rolled.action in rolled.order else len(rolled.order)
    text = Text()
    for index, name in enumerate(rolled.order):
        label = SHORT.get(name, ACTION_TITLES[name])
        if index < chosen:
            text.append(label, style="dim strike")
        elif index == chosen:
            text.append(f">{label}", style="bold reverse")
        else:
            text.append(label)
        text.append(" ")
    if chosen == len(rolled.order):
        text.append(f">{ACTION_TITLES[rolled.action]}", style="bold reverse")
    text.rstrip()
    return Text("\n").join([text, Text(rolled.text, style="italic")])


class MukYanDice(Static):
    DEFAULT_CSS = """
    MukYanDice { border-top: solid $secondary; border-title-align: left; height: auto; }
    """

    def show(self, rolled: MukYanRolled | None) -> None:
        self.border_title = dice_title(rolled)
        self.update(cell_text(rolled))
