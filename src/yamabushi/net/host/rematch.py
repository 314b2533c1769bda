"""A rematch at a table: once the game is over, each person may ask for the same game again
with the seats moved on (app/sessions.rematch), and it starts once every person has asked.

At one keyboard the person who asks is everyone there; a table has several people, so an ask
is an agreement, and the game starts when every person's seat has agreed (bots always agree:
nobody asks them). Whoever declines, or leaves the table, closes the request and no game
starts: the others were asked to play with them. The desk decides and says; the table swaps
its session and the server moves each connection to its new seat (net/host/table.py, server.py).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from yamabushi.net.transport.protocol import BadMessage
from yamabushi.net.host.undo import Notice, Told, spoken
from yamabushi.session.controller import Session


@dataclass(frozen=True)
class Agreed:
    """Every person agreed: the table starts the rematch and says `text` to everyone."""

    text: str


class RematchDesk:
    """Who has asked for a rematch of the table's ended game, and what each person is told."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.agreed: tuple[int, ...] = ()
        """The people who asked, in the order they did (empty: no request is open)."""

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(index for index, seat in enumerate(self.session.seats) if seat.is_human)

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.people if seat not in self.agreed)

    def ask(self, seat: int, present: Collection[int]) -> Told | Agreed:
        """`seat` asks for (or agrees to) a rematch; BadMessage changes nothing."""
        if self.session.outcome() is None:
            raise BadMessage("The game is not over: a rematch can be asked once it ends.")
        if seat in self.agreed:
            raise BadMessage(f"You have already asked for this rematch; waiting for {self._names(self.waiting)}.")
        away = [other for other in self.waiting if other != seat and other not in present]
        if away:
            are = "is" if len(away) == 1 else "are"
            raise BadMessage(f"{self._names(away)} {are} not at the table to agree; no rematch starts.")
        self.agreed = (*self.agreed, seat)
        if not self.waiting:
            return Agreed(f"Rematch: {self._names(self.agreed)} agreed, and a new game starts with the seats moved on.")
        asked = f"{self._names(self.agreed)} asked for a rematch; waiting for {self._names(self.waiting)} to agree."
        return Told(tuple(Notice(person, "rematch_asked", self._fields(person, asked)) for person in self.people))

    def decline(self, seat: int) -> Told:
        if not self.agreed:
            raise BadMessage("Nobody has asked for a rematch.")
        if seat in self.agreed:
            raise BadMessage("You asked for this rematch; the others answer it.")
        return self._end(f"{self._name(seat)} declined the rematch; no new game starts.")

    def left(self, seat: int) -> Told:
        """`seat` has no connection any more: an open request closes, as it cannot agree."""
        if not self.agreed:
            return Told()
        return self._end(f"{self._name(seat)} left the table; no rematch starts.")

    def notices_for(self, seat: int) -> tuple[Notice, ...]:
        """The open request as `seat` sees it, for a connection that joins meanwhile."""
        if not self.agreed or seat not in self.people:
            return ()
        asked = f"{self._names(self.agreed)} asked for a rematch; waiting for {self._names(self.waiting)} to agree."
        return (Notice(seat, "rematch_asked", self._fields(seat, asked)),)

    def _fields(self, seat: int, text: str) -> dict[str, object]:
        return {"text": text, "you_answer": seat in self.waiting, "waiting": [self._name(s) for s in self.waiting]}

    def _end(self, text: str) -> Told:
        self.agreed = ()
        return Told(tuple(Notice(person, "rematch_ended", {"text": text, "started": False}) for person in self.people))

    def _name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def _names(self, seats: Collection[int]) -> str:
        return spoken([self._name(seat) for seat in seats])
