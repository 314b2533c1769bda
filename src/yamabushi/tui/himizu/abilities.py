"""The four abilities of the spirit to play, as a small table: key, effect, cost, and why one is greyed.

The title names the codes (`F1-F4`) the narration uses, so the key `2` on Fire's line reads
as F2; the cost has its own column under the heading "cost".

Each line is also a button: a click posts `AbilityBar.Picked`, the same as its
number key, and the game screen decides what happens.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


@dataclass(frozen=True)
class AbilityLine:
    """One ability as drawn: `blocked` is a short tag ("used", "can't pay") or "" when usable;
    `active` marks an effect in force this turn (F3, or W4 bought last turn)."""

    number: int
    cost: int
    effect: str
    blocked: str = ""
    active: bool = False


class AbilityBar(Widget):
    DEFAULT_CSS = """
    AbilityBar { height: 5; width: 1fr; }
    """

    lines: reactive[tuple[AbilityLine, ...]] = reactive(tuple, always_update=True)
    title: reactive[str] = reactive("Abilities")
    """The spirit's name and codes ("Fire's abilities F1-F4"); the cost heading is added here."""

    class Picked(Message):
        """The player clicked the line of ability `number`."""

        def __init__(self, number: int) -> None:
            self.number = number
            super().__init__()

    def render(self) -> Text:
        effect_width = max((len(line.effect) for line in self.lines), default=0)
        cost_end = len(KEY.format(0)) + 1 + effect_width + COST_WIDTH
        out = Text.assemble((self.title, "bold"), ("cost".rjust(max(cost_end - len(self.title), 5)), "bold"))
        for line in self.lines:
            out.append("\n")
            out.append_text(_line_text(line, effect_width))
        return out

    def on_click(self, event: Click) -> None:
        if 1 <= event.y <= len(self.lines):
            self.post_message(self.Picked(self.lines[event.y - 1].number))


KEY = " {} "
COST_WIDTH = 5
"""The cost column, right-aligned under its heading."""


def _line_text(line: AbilityLine, effect_width: int) -> Text:
    """Usable: bright key. Greyed: dim, with the tag saying why. An effect in force says "on now"."""
    key = Text(KEY.format(line.number), style="dim reverse" if line.blocked else "bold reverse")
    body = f" {line.effect.ljust(effect_width)}{line.cost:>{COST_WIDTH}}"
    if line.active:
        return Text.assemble(key, body, ("  on now", "bold"))
    if not line.blocked:
        return Text.assemble(key, body)
    style = "dim strike" if line.blocked == "used" else "dim"
    return Text.assemble(key, (body, style), (f"  {line.blocked}", "italic"))
