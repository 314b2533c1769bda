"""Who takes a seat of a new game: a person (unnamed, or by a name given before), a new
name asked once (the screen holding the list asks it, on `NameWanted`), or a bot of a level.

The value is what `new_session` takes for the seat: "human", a person's name, or a level.
The names offered are those ratings.json keeps; when it cannot be read the list has none
(the Statistics screen says why) and a new name can still be given for this game.
"""

from __future__ import annotations

from rich.console import RenderableType
from textual.content import Content
from textual.message import Message
from textual.widgets import Select

from yamabushi.app.people import HUMAN
from yamabushi.app.ratings import RatingsError, kept_ratings
from yamabushi.tui.kit.text import literal

NEW_NAME = "\x00new"
"""The value of "New name…": no name can be it, as a name holds no control character."""
BOTS = (
    ("Bot: easy", "easy"),
    ("Bot: normal", "normal"),
    ("Bot: hard", "hard"),
    ("Bot: master", "master"),
)
"""A bot of each level (yamabushi.app.bots.LEVELS)."""


def known_names() -> list[str]:
    try:
        return list(kept_ratings().people)
    except RatingsError:
        return []


class SeatSelect(Select[str]):
    class NameWanted(Message):
        """"New name…" was picked: the screen asks the name, then hands it to `named`."""

        def __init__(self, select: SeatSelect) -> None:
            super().__init__()
            self.select = select

    def __init__(self, seat: str, *, id: str) -> None:
        self.seat = seat
        self.names = known_names()
        super().__init__(self._choices(), value=HUMAN, allow_blank=False, id=id)

    def _choices(self) -> list[tuple[RenderableType | Content, str]]:
        """Names are shown literally (a name may hold brackets), everything else is ours."""
        people: list[tuple[RenderableType | Content, str]] = [(literal(f"Person: {name}"), name) for name in self.names]
        return [("Person", HUMAN), *people, ("New name…", NEW_NAME), *BOTS]

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.value == NEW_NAME:
            event.stop()
            self.post_message(self.NameWanted(self))

    def named(self, name: str | None) -> None:
        if name is not None and name not in self.names:
            self.names.append(name)
            self.set_options(self._choices())
        self.value = HUMAN if name is None else name
