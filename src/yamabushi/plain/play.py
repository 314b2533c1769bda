"""Plain-text play (`yamabushi play GAME --plain`) for screen readers, monochrome terminals and scripts.

No Textual here: the position is printed as text, actions are read in the
game's notation one line at a time, and every refusal is one line. In games
with hidden information the seat to play changes only after "Pass to <name>,
press Enter", and a seat is shown its own observation, never another hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TextIO

from yamabushi.core.errors import RulesError
from yamabushi.plain.prompt import typed_number
from yamabushi.session.controller import Session

HELP = """\
Type an action in the game's notation, or one of:
  legal   list every legal action
  undo    take back your last action
  help    this text
  quit    leave (end of input does the same)"""


def himiki_text(session: Session, seat: int) -> str:
    from yamabushi.himiki.text_view import to_text

    return to_text(session.engine.observation(session.state, seat), seat)


def mindlock_text(session: Session, seat: int) -> str:
    from yamabushi.himiki.mindlock.text import to_text

    return to_text(session.state)


def himizu_text(session: Session, seat: int) -> str:
    from yamabushi.himizu.render import to_text

    return to_text(session.state)


YAMI_LEGEND = "Board: # Mission tile, R B P G O Spirit tiles,\nr b p g o squares an edge wants, + must be covered."


def yami_text(session: Session, seat: int) -> str:
    """The public table (board, trick, river, campaign pieces) and only `seat`'s hand."""
    from yamabushi.yami.campaign.text import campaign_pieces, powers_line
    from yamabushi.yami.report import board_rows

    view = session.engine.observation(session.state, seat)
    when = f"Round {view.round}/{view.rounds}" if view.round else f"Before round 1 (of {view.rounds})"
    lines = [f"{when}, trump {view.trump}, leader {view.names[view.leader]}."]
    lines.append(f"Trick so far: {' '.join(map(str, view.played)) or 'no card yet'}.")
    if view.automa is not None:
        lines.append(f"Automa river: {' '.join(map(str, view.river)) or '-'}; deck {view.deck_size} cards.")
    if view.pending is not None:
        lines.append(f"Tile to place: {view.pending}.")
    lines.append(f"Your hand ({view.names[seat]}): {' '.join(map(str, view.hand)) or 'empty'}.")
    if pieces := campaign_pieces(view):
        lines.append("Campaign pieces: " + "; ".join(pieces) + ".")
    if view.powers:
        lines.append(powers_line(view, "type powers") + ".")
    lines.append(YAMI_LEGEND)
    lines += ["   ABCDEFGHIJKL"] + [f"{r + 1:>2} {row}" for r, row in enumerate(board_rows(session.state))]
    return "\n".join(lines)


TEXT_VIEWS: dict[str, Callable[[Session, int], str]] = {
    "himiki": himiki_text,
    "himizu": himizu_text,
    "yami": yami_text,
    "mindlock": mindlock_text,
}

def himiki_choices(session: Session) -> list[tuple[str, Any]]:
    """Expert: on a chance, the mover's playable Chaos tiles by number, then letting it go."""
    from yamabushi.himiki.text_view import chance_choices

    return chance_choices(session.state, session.legal_actions())


CHOICES: dict[str, Callable[[Session], list[tuple[str, Any]]]] = {"himiki": himiki_choices}
"""Numbered choices a game offers in plain mode, beside its notation."""

Command = tuple[str, Callable[[], bool]]
"""A mode's own command: its help line, and what it does (True once the position changed)."""


@dataclass
class PlainGame:
    """The read-print loop over one session; `out` gets everything a player reads."""

    session: Session
    read: Callable[[], str | None]
    out: TextIO
    viewer: int | None = None
    commands: dict[str, Command] = field(default_factory=dict)
    choices: Callable[[Session], list[tuple[str, Any]]] | None = None
    """Actions the position offers as numbered choices (label, action), e.g. a campaign's discards."""

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def hidden_info(self) -> bool:
        """Seats see different things (hands, tiles): then the keyboard changes hands explicitly."""
        engine, state = self.session.engine, self.session.state
        seats = range(len(self.session.seats))
        return len({repr(engine.observation(state, s)) for s in seats}) > 1

    def run(self) -> int:
        while (outcome := self.session.outcome()) is None:
            if self.session.bot_to_play():
                self.say(self._play_bot())
                continue
            if not self._hand_over() or not self._turn():
                return 0
        self.say(self._show(self.viewer or 0))
        self.say(f"Game over. {outcome.text}")
        return 0

    def _play_bot(self) -> str:
        """Play the bot's or automa's action and say what it did (the Leader acts for Yami's automa)."""
        seat = self.session.seats[self.session.to_play() or 0]
        self.session.play_bot()
        return f"{seat.name}: {self.session.steps[-1].log}"

    def _hand_over(self) -> bool:
        """Ask for Enter before showing another person's secrets; False when input ended."""
        seat = self.session.to_play()
        if seat != self.viewer and self.viewer is not None and self.hidden_info():
            self.say(f"Pass to {self.session.seats[seat].name}, press Enter")
            if self.read() is None:
                return False
        self.viewer = seat
        return True

    def _show(self, seat: int) -> str:
        return TEXT_VIEWS[self.session.engine.name](self.session, seat)

    def _turn(self) -> bool:
        """Show the position and handle lines until an action is played; False to stop."""
        seat = self.session.to_play()
        self.say(self._show(seat))
        if offered := self._offered():
            self.say("Choices (type a number):")
            self.say("\n".join(f"  {n}. {label}" for n, (label, _) in enumerate(offered, start=1)))
        while True:
            self.out.write(f"{self.session.seats[seat].name} to play> ")
            self.out.flush()
            line = self.read()
            if line is None or line.strip() == "quit":
                self.say("")
                return False
            if self._command(line.strip()):
                return True

    def _offered(self) -> list[tuple[str, Any]]:
        return self.choices(self.session) if self.choices else []

    def _command(self, text: str) -> bool:
        """Handle one line; True once the position has changed."""
        offered = self._offered()
        if text in ("", "help"):
            self.say("\n".join([HELP, *(f"  {name:<7} {line}" for name, (line, _) in self.commands.items())]))
        elif text in self.commands:
            return self.commands[text][1]()
        elif (picked := typed_number(text)) is not None and offered:
            if 1 <= picked <= len(offered):
                return self.play(partial(self.session.play, offered[picked - 1][1]))
            self.say(f"Type a number from 1 to {len(offered)}, or an action.")
        elif text == "legal":
            state, engine = self.session.state, self.session.engine
            self.say(", ".join(engine.format_action(state, a) for a in self.session.legal_actions()))
        elif text == "undo":
            if self.session.undo():
                return True
            self.say("Nothing of yours to undo here.")
        else:
            return self.play(lambda: self.session.play_text(text))
        return False

    def play(self, apply: Callable[[], object]) -> bool:
        """Play one action (`apply` plays it) and log it; a refusal is said in one line (False)."""
        try:
            apply()
        except RulesError as exc:
            self.say(str(exc))
            return False
        self.say(self.session.steps[-1].log)
        return True


def make_session(game: str, mode: str | None, seed: int, expert: bool = False) -> Session:
    """A session of the menu's mode, with its bot/automa seats, never saved to disk
    (its result counts in the statistics all the same)."""
    from yamabushi.app.bots import bot_factory
    from yamabushi.app.registry import engine_for
    from yamabushi.app.catalog import mode_for, start_options

    entry = mode_for(game, mode)
    if entry.chooser is not None or game not in TEXT_VIEWS:
        raise RulesError(f"{entry.label} first asks which puzzle or campaign: play_plain does that.")
    engine = engine_for(game)
    options = engine.normalize_options(start_options(entry, expert=expert))
    seats = entry.seats(engine.seat_names(options))
    return Session(engine, options, seed, seats, bot_factory=bot_factory(game), stats_mode=entry.key)


def play_plain(
    game: str,
    mode: str | None,
    seed: int,
    stdin: TextIO,
    stdout: TextIO,
    *,
    challenge: str | None = None,
    profile: str | None = None,
    expert: bool = False,
) -> int:
    """Play one game of the menu's mode; Mindlock and the Yami campaign first ask which
    challenge or campaign (or take `challenge` / `profile`)."""
    from yamabushi.plain.prompt import Prompter
    from yamabushi.app.catalog import mode_for

    def read() -> str | None:
        line = stdin.readline()
        return line.rstrip("\n") if line else None

    key = mode_for(game, mode).key
    if challenge is not None and key != "mindlock":
        raise RulesError("--challenge goes with --mode mindlock.")
    if profile is not None and key != "yami-campaign":
        raise RulesError("--profile goes with --mode campaign.")
    if key == "mindlock":
        from yamabushi.plain.mindlock import play_mindlock

        return play_mindlock(challenge, Prompter(read, stdout))
    if key == "yami-campaign":
        from yamabushi.plain.campaign import play_campaign

        return play_campaign(profile, seed, Prompter(read, stdout))
    session = make_session(game, mode, seed, expert)
    title = f"{session.engine.title}, Expert" if expert else session.engine.title
    print(f"{title}, seed {seed}. Type help for commands.", file=stdout)
    # No seat has the keyboard yet (-1): where seats hide things from each other, the first one is handed it too.
    return PlainGame(session, read, stdout, viewer=-1, choices=CHOICES.get(game)).run()
