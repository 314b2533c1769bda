"""The table's authority, without the network: one session, a code per seat, and what
each connection may see.

The server only moves messages; every decision is here, so it is tested without
sockets. A seat acts only with its code and only when it is to play; a seat may take back
its own last action, and the people whose actions that crosses are asked first (net/host/undo.py).
A seat's update holds its own view (plain mode's text of its observation),
the legal actions when it is to play and the narration of what happened since its
last update: public sentences only; where no information is hidden, the moves too, and
where it is, the seat's observation (net/transport/observation.py). Spectators, and seats, never get
a hand that is not theirs; spectators of a game with secrets get the public board.

A campaign mission's table (net/host/campaign.py) writes the attempt into the profile the moment
the mission ends, whoever's action ended it, and from then on every update carries what
the result changed; nothing can be taken back after that.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from yamabushi.app.sessions import rematch, rematch_seats, save_path
from yamabushi.core.errors import IllegalAction, RulesError
from yamabushi.net.transport.clocks import clock_field
from yamabushi.net.host.codes import canonical, kept_codes
from yamabushi.app.disclosure import keeps_secrets, withheld
from yamabushi.app.text_views import text_view
from yamabushi.net.transport.observation import add_hidden, public_text
from yamabushi.net.transport.protocol import BadMessage, Update, Welcome
from yamabushi.net.host.rematch import RematchDesk
from yamabushi.net.host.undo import Told, UndoDesk
from yamabushi.session.bot_loop import BotTurn, StaleTurn, ask_bot, bot_due, play_bot_turn
from yamabushi.session.controller import Session
from yamabushi.session.narration import news

if TYPE_CHECKING:
    from yamabushi.net.host.campaign import HostedMission

SPECTATOR = -1
"""The seat number of a spectator's code."""


@dataclass
class Table:
    session: Session
    codes: dict[str, int] = field(default_factory=dict)
    """Join code -> seat index (SPECTATOR for the watchers' code)."""
    campaign: HostedMission | None = None
    """The campaign whose mission this is, if any."""
    result: str | None = None
    """What the campaign mission's result changed, once it is written."""
    undoes: UndoDesk = field(init=False)
    rematches: RematchDesk = field(init=False)
    moved: dict[int, int] = field(default_factory=dict)
    """Where the last rematch moved each seat's person: old seat -> new seat."""
    timing: bool = field(init=False, default=False)
    """The host's clock has started on this game (every person had sat down)."""

    def __post_init__(self) -> None:
        self._open()
        self.settle()  # a resumed mission may have ended before its result was written

    def _open(self) -> None:
        """The desks of the table's session; its clock waits for the people (`seated`)."""
        self.undoes = UndoDesk(self.session, self.hidden, self.bots_to_play)
        self.rematches = RematchDesk(self.session)
        self.timing = False

    def seated(self, present: Collection[int]) -> bool:
        """Start the host's clock once every person has sat down (`present`: the seats connected
        now): a person still on their way loses no time, as lichess starts no clock before the
        players are there; from then on it runs whoever leaves. True when it starts now."""
        clock = self.session.clock
        if clock is None or self.timing or not set(self.rematches.people) <= set(present):
            return False
        self.timing = True
        clock.resume()
        return True

    @classmethod
    def around(cls, session: Session, campaign: HostedMission | None = None) -> Table:
        """A table for `session`: a code for each person's seat and one for spectators, the
        ones kept beside its save when it was hosted before (net/host/codes.py)."""
        people = [str(index) for index, seat in enumerate(session.seats) if seat.is_human]
        if not people:
            raise RulesError("Every seat is a bot: there is nobody to join the table.")
        kept = kept_codes(save_path(session), [*people, "spectators"])
        codes = {code: SPECTATOR if seat == "spectators" else int(seat) for seat, code in kept.items()}
        return cls(session, codes, campaign)

    @property
    def hidden(self) -> bool:
        return keeps_secrets(self.session.engine.name, self.session.options)

    def seat_of(self, typed: str) -> int:
        """The seat of a code as typed (any case, with or without its dashes)."""
        code = canonical(typed)
        if code is None or code not in self.codes:
            raise BadMessage("No seat at this table has that code.")
        return self.codes[code]

    def seat_name(self, seat: int) -> str:
        return "Spectator" if seat == SPECTATOR else self.session.seats[seat].name

    # -- acting ------------------------------------------------------------------
    def act(self, seat: int, text: str) -> Told:
        """Play `text` for `seat`; BadMessage (the sentence to send back) changes nothing.
        An open undo request lapses: what it asked about is no longer the position."""
        session = self.session
        if session.outcome() is not None:
            raise BadMessage("The game is over.")
        if seat == SPECTATOR:
            raise BadMessage("Spectators watch; they do not play.")
        if session.to_play() != seat:
            raise BadMessage(f"It is not your turn: {self.to_play_name()} is to play.")
        try:
            session.play_text(text)
        except RulesError as exc:
            raise BadMessage(str(exc)) from None
        finally:  # played but not saved (OSError) lapses a request too
            lapsed = self.undoes.played()
            self.settle()
        return lapsed

    def play_bot(self, turn: BotTurn, present: Collection[int] | None = None) -> Told:
        """Play the bot's or automa's `turn` (one that cannot be saved is kept in memory: the
        next save catches up), then the undo that waited for the bots once it is due."""
        try:
            play_bot_turn(self.session, turn)
        except (OSError, StaleTurn):  # a stale turn: the server's loop asks the bot again
            pass
        except IllegalAction:
            if self.session.flagged() is None:
                raise  # the bot's time ran out while it thought: the flag watcher tells everyone
        self.settle()
        waited = self.undoes.due()
        if waited is None:
            return Told()
        try:
            told = self.undo(waited.asker, present)
        except BadMessage as exc:
            return Told(self.undoes.closing(waited, str(exc)))
        if told.everyone is None:  # it crosses people's moves now: a request to them
            return told
        return Told(self.undoes.closing(waited, told.everyone, taken_back=True), told.everyone)

    def settle(self) -> None:
        """Write a campaign mission's result once it has ended (once only)."""
        if self.campaign is not None and self.result is None and self.session.outcome() is not None:
            self.result = self.campaign.settle(self.session)

    def undo(self, seat: int, present: Collection[int] | None = None) -> Told:
        """`seat` asks to take back its own last action: done at once when it crosses no other
        person's action, else a request to those people. `present`: the seats connected now
        (None: all)."""
        if seat == SPECTATOR:
            raise BadMessage("Spectators watch; they do not undo.")
        if self.result is not None:
            raise BadMessage("The mission is over and written in the campaign.")
        return self.undoes.ask(seat, range(len(self.session.seats)) if present is None else present)

    def answer(self, seat: int, request: str, answer: str) -> Told:
        """`seat` agrees to (or declines) the open undo request numbered `request`."""
        if seat == SPECTATOR:
            raise BadMessage("Spectators watch; they do not answer undo requests.")
        return self.undoes.answer(seat, request, answer == "agree")

    def rematch(self, seat: int, answer: str, present: Collection[int]) -> Told:
        """`seat` asks for (`agree`) or declines a rematch of the ended game; once every person
        has asked, the new game replaces this one (its own save: the old one is kept) and each
        code follows its person to their new seat (`moved`)."""
        if seat == SPECTATOR:
            raise BadMessage("Spectators watch; they do not ask for a rematch.")
        if self.campaign is not None:
            raise BadMessage("A campaign mission is not played again here: the campaign opens the next one.")
        if answer == "decline":
            return self.rematches.decline(seat)
        said = self.rematches.ask(seat, present)
        if isinstance(said, Told):
            return said
        self.moved = rematch_seats(self.session)
        self.session = rematch(self.session)
        self.codes = {code: old if old == SPECTATOR else self.moved[old] for code, old in self.codes.items()}
        self._open()
        self.seated({self.moved.get(person, person) for person in present})  # everyone agreed: all here
        return Told(everyone=said.text)

    def bots_to_play(self) -> bool:
        return bot_due(self.session)

    def bot_action(self) -> BotTurn:
        """What the bot or automa to play chooses (session/bot_loop.py; slow for hard bots: the
        server runs it off its event loop; nothing changes the position meanwhile: people wait
        for their turn and an undo waits for the bots, net/host/undo.py)."""
        return ask_bot(self.session)

    # -- what a seat is told ---------------------------------------------------------
    def to_play_name(self) -> str | None:
        seat = self.session.to_play()
        return None if seat is None or self.session.outcome() is not None else self.session.seats[seat].name

    def narration(self, since: int) -> list[str]:
        """The sentences of every step from `since` on, as every front end says them."""
        return news(self.session.steps[since:], self.session.seat_names())

    def view(self, seat: int) -> str:
        over = self.session.outcome() is not None
        if seat != SPECTATOR:
            return text_view(self.session, seat)
        if self.hidden and not over:
            return public_text(self.session)
        return text_view(self.session, 0)

    def update(self, seat: int, since: int) -> Update:
        """The `update` message's fields for `seat`, whose last update covered `since` steps."""
        session = self.session
        outcome = session.outcome()
        mine = outcome is None and seat != SPECTATOR and session.to_play() == seat
        legal = [session.engine.format_action(session.state, a) for a in session.legal_actions()] if mine else []
        moves = [] if self.hidden else [step.notation for step in session.steps[since:]]
        fields = Update(
            view=self.view(seat),
            to_play=self.to_play_name(),
            your_turn=mine,
            legal=legal,
            narration=self.narration(min(since, len(session.steps))),
            actions=len(session.steps),
            moves=moves,
            outcome=None if outcome is None else outcome.text,
        )
        if self.result is not None:
            fields["result"] = self.result
        if (clock := clock_field(session)) is not None:
            fields["clock"] = clock
        if self.hidden:
            add_hidden(fields, session, None if seat == SPECTATOR else seat, since)
        return fields

    def welcome(self, seat: int) -> Welcome:
        """The `joined` message's fields: the options, and how a client follows the game on its
        own board: by the moves, which the updates carry where nothing is hidden (and the seed
        too), or by the seat's observations (the seed is said once the game is over)."""
        session = self.session
        public = not withheld(session.engine.name, session.options, session.outcome() is not None)
        welcome = Welcome(
            seat=None if seat == SPECTATOR else seat,
            name=self.seat_name(seat),
            game=session.engine.title,
            engine=session.engine.name,
            options=session.options,
            follows="observations" if self.hidden else "moves",
            seats=[s.name for s in session.seats],
            seed=session.seed if public else None,
        )
        if self.campaign is not None:
            welcome["campaign"] = self.campaign.welcome()
        return welcome
