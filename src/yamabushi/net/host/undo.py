"""Undo at a table: a seat takes back its own last action, and the people whose actions that
would take back as well are asked first.

The policy is the one every front end keeps (session/undo_policy.py, read through
`Session.undo_reach`): a seat's own last action with everything played since, never across
dice or a revealed card, only the last action once the game is over, and a game with
secrets not reopened at all. At one keyboard nobody else is there to be asked, so an undo
that crosses another person's action is refused; a table asks them: each person whose
action it crosses agrees or declines (bots are not asked), and the undo happens once all
have agreed. A new action, or a seat of the request leaving, lapses it: the
others were asked about a position that is gone. An undo asked while a bot or the automa is
thinking waits for its move and then covers it too: the bot thinks on the position it was
given, which nothing takes back meanwhile, and its one move is played before the undo is
decided. The desk decides; the server carries its notices to the seats.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from itertools import count
from typing import Any

from yamabushi.net.transport.protocol import BadMessage
from yamabushi.session.controller import Session
from yamabushi.session.undo_policy import UndoRefused


@dataclass(frozen=True)
class Request:
    number: int
    asker: int
    span: int
    """How many trailing actions it takes back."""
    taken: str
    """Those actions as the sentences say them ("C4 BC3, D2 BC2"; public log lines where hands are hidden)."""
    at: int
    """How many actions the game had when asked: any new one lapses the request."""
    asked: tuple[int, ...]
    agreed: frozenset[int] = frozenset()
    after_bots: bool = False
    """Asked while a bot was to play: decided once no bot is (`due`)."""

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(seat for seat in self.asked if seat not in self.agreed)

    @property
    def seats(self) -> tuple[int, ...]:
        return (self.asker, *self.asked)


@dataclass(frozen=True)
class Notice:
    """A message for one seat: `kind` is `undo_asked` (the request as that seat sees it now)
    or `undo_ended` (it is settled, `taken_back` or not)."""

    seat: int
    kind: str
    fields: dict[str, Any]


@dataclass(frozen=True)
class Told:
    """What the table says after an undo message or an action: notices to the seats of a
    request, and `everyone` (a sentence for every connection's next update) when actions
    were taken back."""

    notices: tuple[Notice, ...] = ()
    everyone: str | None = None


def spoken(names: Sequence[str]) -> str:
    """"Ben", "Ben and Cleo", "Ben, Cleo and Dan"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


class UndoDesk:
    """The table's one open undo request, if any, and how it is settled."""

    def __init__(self, session: Session, hidden: bool, bots_to_play: Callable[[], bool]) -> None:
        self.session = session
        self.bots_to_play = bots_to_play
        self.hidden = hidden
        self.request: Request | None = None
        self._numbers = count(1)

    def ask(self, seat: int, present: Collection[int]) -> Told:
        """`seat` asks to take back its last action; `present` are the seats connected now
        (an absent person cannot agree). BadMessage changes nothing."""
        session = self.session
        if self.request is not None:
            asker = "Your" if self.request.asker == seat else f"{self._name(self.request.asker)}'s"
            raise BadMessage(f"{asker} undo request is still open; ask again once it is settled.")
        try:
            reach = session.undo_reach(seat)
        except UndoRefused as exc:
            raise BadMessage(str(exc)) from None
        span = reach.span
        if self.bots_to_play():
            self.request = Request(next(self._numbers), seat, span, "", len(session.steps), (), after_bots=True)
            return Told(self._asked())
        asked = reach.people
        request = Request(0, seat, span, self._taken(span), len(session.steps), asked)
        if not asked:
            return self._take_back(request)
        away = [self._name(s) for s in asked if s not in present]
        if away:
            are = "is" if len(away) == 1 else "are"
            raise BadMessage(f"{spoken(away)} {are} not at the table to agree; nothing was taken back.")
        self.request = replace(request, number=next(self._numbers))
        return Told(self._asked())

    def answer(self, seat: int, number: str, agree: bool) -> Told:
        request = self.request
        if request is None or number != str(request.number):
            raise BadMessage("That undo request is no longer open.")
        if seat == request.asker:
            raise BadMessage("You asked for this undo; the others answer it.")
        if seat not in request.waiting:
            raise BadMessage("This undo request is not waiting for your answer.")
        if not agree:
            return self._end(f"{self._name(seat)} declined; nothing was taken back.")
        self.request = replace(request, agreed=request.agreed | {seat})
        if self.request.waiting:
            return Told(self._asked())
        return self._take_back(self.request)

    def played(self) -> Told:
        """An action was played: an open request lapses, being about a position that is gone."""
        request = self.request
        if request is None or len(self.session.steps) == request.at:
            return Told()
        return self._end(f"The undo request lapsed: {self._name(self.session.steps[-1].actor)} played on.")

    def due(self) -> Request | None:
        """The undo that waited for the bots, once none is to play: it is closed here, for its
        seat to ask again on the position as it is now."""
        request = self.request
        if request is None or not request.after_bots or self.bots_to_play():
            return None
        self.request = None
        return request

    def closing(self, request: Request, text: str, taken_back: bool = False) -> tuple[Notice, ...]:
        """The `undo_ended` notice of the undo that waited for the bots, to its asker."""
        return (Notice(request.asker, "undo_ended", {"request": str(request.number), "text": text, "taken_back": taken_back}),)

    def left(self, seat: int) -> Told:
        """`seat` has no connection any more: a request it asked or was asked lapses."""
        if self.request is None or seat not in self.request.seats:
            return Told()
        return self._end(f"The undo request lapsed: {self._name(seat)} left the table.")

    def notices_for(self, seat: int) -> tuple[Notice, ...]:
        """The open request as `seat` sees it, for a connection that joins meanwhile."""
        return tuple(notice for notice in self._asked() if notice.seat == seat)

    # -- the desk's own ------------------------------------------------------------------
    def _name(self, seat: int | None) -> str:
        return "the table" if seat is None else self.session.seats[seat].name

    def _taken(self, span: int) -> str:
        """The actions as every seat saw them played: where hands are hidden, their log lines
        (an action's public side, net/transport/observation.py: a face-down card stays unnamed), since
        a notation may name a card nobody else saw."""
        steps = self.session.steps[-span:]
        return ", ".join(step.log if self.hidden else step.notation for step in steps)

    def _asked(self) -> tuple[Notice, ...]:
        request = self.request
        if request is None:
            return ()
        waiting = [self._name(s) for s in request.waiting]
        asker = self._name(request.asker)
        fields = {"request": str(request.number), "asker": asker, "taken": request.taken, "waiting": waiting}
        question = f"{asker} asks to take back {request.taken}."
        if request.after_bots:
            wait = f"Your undo waits for {self._name(self.session.to_play())} to finish its move, then takes that back too."
        else:
            wait = f"Waiting for {spoken(waiting)} to agree…"

        def seen_by(seat: int) -> dict[str, Any]:
            asked = seat in request.waiting
            return {**fields, "you_answer": asked, "text": question if asked else wait}

        return tuple(Notice(seat, "undo_asked", seen_by(seat)) for seat in request.seats)

    def _end(self, text: str, taken_back: bool = False, everyone: str | None = None) -> Told:
        request = self.request
        self.request = None
        if request is None:
            return Told(everyone=everyone)
        fields = {"request": str(request.number), "text": text, "taken_back": taken_back}
        return Told(tuple(Notice(seat, "undo_ended", fields) for seat in request.seats), everyone)

    def _take_back(self, request: Request) -> Told:
        with contextlib.suppress(OSError):  # taken back in memory; the next save catches up
            self.session.take_back(request.span)
        names = [self._name(s) for s in request.asked]
        agreed = f"; {spoken(names)} agreed." if names else "."
        said = f"{self._name(request.asker)} took back {request.taken}{agreed}"
        return self._end(said, taken_back=True, everyone=said)
