"""The four abilities of the spirit to play: key, code, cost, effect, and why one is greyed.

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
    code: str
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

    class Picked(Message):
        """The player clicked the line of ability `number`."""

        def __init__(self, number: int) -> None:
            self.number = number
            super().__init__()

    def render(self) -> Text:
        out = Text(self.title, style="bold")
        for line in self.lines:
            out.append("\n")
            out.append_text(_line_text(line))
        return out

    def on_click(self, event: Click) -> None:
        if 1 <= event.y <= len(self.lines):
            self.post_message(self.Picked(self.lines[event.y - 1].number))


def _line_text(line: AbilityLine) -> Text:
    """Usable: bright key. Greyed: dim, with the tag saying why. An effect in force shows [on] instead."""
    key = Text(f" {line.number} ", style="dim reverse" if line.blocked else "bold reverse")
    body = f" {line.code} ({line.cost}) {line.effect}"
    if line.active:
        return Text.assemble(key, body, (" [on]", "bold green"))
    if not line.blocked:
        return Text.assemble(key, body)
    style = "dim strike" if line.blocked == "used" else "dim"
    return Text.assemble(key, (body, style), (f" [{line.blocked}]", "italic"))
