"""Muk Yan's last roll: both dice, the actions of the table's cell found impossible, and the
one it played with why, in as few rows as the 80-column side panel allows.

It draws only what the engine reported in its `MukYanRolled` event. The chosen
action is marked with `>` and reversed, the ones tried before it are named as not
possible, so the panel reads without colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.himiki import ELEMENT_NAMES, MukYanRolled
from yamabushi.himiki.mukyan import ACTION_TITLES
from yamabushi.tui.himiki.cube_art import ELEMENT_STYLE


def dice_title(rolled: MukYanRolled | None) -> str:
    """Both dice as element name and letter, for the panel's top edge."""
    if rolled is None:
        return "Muk Yan has not rolled"
    black, white = (f"[{ELEMENT_STYLE[e]}]{ELEMENT_NAMES[e]} {e}[/]" for e in (rolled.black, rolled.white))
    return f"Black {black} · White {white}"


def cell_text(rolled: MukYanRolled | None) -> Text:
    """The cell's actions tried before the one played, then that one marked, with its reason
    (`rolled.text` starts with the action's title); the actions after it did not matter."""
    if rolled is None:
        return Text("Its roll, the cell of its table and its reason show here.")
    text = Text()
    tried = rolled.order[: rolled.order.index(rolled.action)] if rolled.action in rolled.order else ()
    if tried:
        text.append(f"Not possible: {', '.join(ACTION_TITLES[name] for name in tried)}. ", style="dim")
    title = ACTION_TITLES[rolled.action]
    reason = rolled.text.removeprefix(f"{title}:")
    text.append(f">{title}", style="bold reverse")
    text.append(f":{reason}" if reason != rolled.text else f" {rolled.text}", style="italic")
    return text


class MukYanDice(Static):
    DEFAULT_CSS = """
    MukYanDice { border-top: solid $secondary; border-title-align: left; height: auto; }
    """

    def show(self, rolled: MukYanRolled | None) -> None:
        self.border_title = dice_title(rolled)
        self.update(cell_text(rolled))
