"""The plain-text game loop, for screen readers, monochrome terminals and scripts.

No Textual here: the position is printed as text, actions are read in the
game's notation one line at a time, and every refusal is one line. In games
with hidden information played by two people or more, the keyboard changes hands
only after "Pass to <name>, press Enter" (the first hand too), the previous hand is first scrolled off the
screen, a seat is shown its own observation, never another hand, and the seed,
which would give every hand away, is said only once the game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TextIO

from yamabushi.app.ratings_report import rating_news
from yamabushi.app.sessions import unsaved
from yamabushi.app.disclosure import keeps_secrets
from yamabushi.app.registry import spec_for
from yamabushi.app.text_views import text_view
from yamabushi.app.verdict import SEARCHING, lost_deal
from yamabushi.core.errors import RulesError
from yamabushi.core.text import write
from yamabushi.plain.prompt import typed_number
from yamabushi.session.bot_loop import ask_bot, bot_due, play_bot_turn
from yamabushi.session.clock import times_text
from yamabushi.session.controller import Session
from yamabushi.session.narration import catch_up

HELP = """\
Type an action in the game's notation, or one of:
  legal   list every legal action
  hint    the coach's move here, in words and why (counted in the save)
  undo    take back your last action
  help    this text
  quit    leave (end of input does the same)"""


SCROLL_LINES = 60
"""Blank lines that push the last hand off a screen that cannot be cleared (stdout not a terminal)."""
CLEAR = "\x1b[H\x1b[2J\x1b[3J"
"""Clear the terminal and its scrollback, so the last hand cannot be scrolled back to."""
SEPARATOR = "-" * 40


def game_choices(session: Session) -> Callable[[Session], list[tuple[str, Any]]] | None:
    """The numbered choices the game of `session` offers in plain mode beside its notation
    (`GameSpec.choices`, e.g. Expert's Chaos tiles on a chance), if it offers any."""
    choices = spec_for(session.engine.name).choices
    if choices is None:
        return None
    return lambda now: choices(now.state, now.legal_actions())


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
    seed_kept: bool = False
    """The intro kept the seed back (hidden hands): the game-over line says it."""
    warned: bool = False
    """`quit` was typed while the game could not be saved, and the player was told: the next quits."""
    echoed: bool = False
    """The terminal shows what was typed (Prompter.echoed): a typed action is not printed twice."""

    def say(self, text: str) -> None:
        write(self.out, text)

    def hidden_info(self) -> bool:
        """Seats see different things (hands, tiles): then the keyboard changes hands explicitly."""
        engine, state = self.session.engine, self.session.state
        seats = range(len(self.session.seats))
        return len({repr(engine.observation(state, s)) for s in seats}) > 1

    def intro(self, opening: str) -> str:
        """The first line: `opening` (the game, how it starts), the seed unless it would give
        the hands away, and where help is."""
        self.seed_kept = keeps_secrets(self.session.engine.name, self.session.options)
        seed = "" if self.seed_kept else f", seed {self.session.seed}"
        return f"{opening}{seed}. Type help for commands."

    def run(self) -> int:
        while (outcome := self.session.outcome()) is None:
            if bot_due(self.session):
                self._play_bot()
                continue
            if not self._hand_over() or not self._turn():
                return 0
        view = self._show(self.viewer or 0)
        self.say(view)
        seed = f" The seed was {self.session.seed}." if self.seed_kept else ""
        hints = f" Hints used: {self.session.hints}." if self.session.hints else ""
        result = "" if outcome.text in view else f" {outcome.text}"  # a view that says the result (Himizu's) says it once
        rated = rating_news(self.session)
        self.say(f"Game over.{result}{hints}{seed}{f' {rated}' if rated else ''}")
        if verdict := lost_deal(self.session, partial(self.say, SEARCHING)):
            self.say(verdict)
        return 0

    def _play_bot(self) -> None:
        """Play the bot's or automa's action and say what it did (the Leader acts for Yami's automa)."""
        self._run_clock()
        turn = ask_bot(self.session)
        self.play(partial(play_bot_turn, self.session, turn), f"{turn.name}: ")

    def _hand_over(self) -> bool:
        """Before showing a person's secrets to another person: the last hand scrolled away,
        then "Pass to" and Enter (also before the first hand; never for one person playing
        bots, who has nobody to pass to); False when input ended."""
        seat = self.session.to_play()
        assert seat is not None
        if seat != self.viewer and self.hidden_info() and self.session.lone_person() is None:
            self.session.pause_clock()  # the hand-off costs nobody time
            if self.viewer is not None:
                self._scroll_away()
            self.say(f"Pass to {self.session.seats[seat].name}, press Enter")
            if self.read() is None:
                return False
            self._tell_missed(seat)
        self.viewer = seat
        return True

    def _tell_missed(self, seat: int) -> None:
        """What the other seats did since `seat`'s last turn, which the hand-off scrolled away."""
        heading, missed = catch_up(self.session, seat)
        if missed:
            self.say("\n".join([heading, *(f"  {line}" for line in missed)]))

    def _scroll_away(self) -> None:
        """Take the last hand off the screen: clear a terminal, else push it up with blank lines."""
        self.out.write(CLEAR if self.out.isatty() else "\n" * SCROLL_LINES)
        self.say(SEPARATOR)

    def _show(self, seat: int) -> str:
        return text_view(self.session, seat)

    def _turn(self) -> bool:
        """Show the position and handle lines until an action is played; False to stop."""
        seat = self.session.to_play()
        assert seat is not None
        self.say(self._show(seat))
        if offered := self._offered():
            self.say("Choices (type a number):")
            self.say("\n".join(f"  {n}. {label}" for n, (label, _) in enumerate(offered, start=1)))
        while True:
            if not self._run_clock():
                return True
            write(self.out, f"{self.session.seats[seat].name} to play> ", end="")
            line = self.read()
            if line is None or (line.strip() == "quit" and self._may_leave()):
                self.session.pause_clock()
                self.say("")
                return False
            if line.strip() == "quit":
                continue
            if self._command(line.strip()):
                return True

    def _run_clock(self) -> bool:
        """A timed game: the mover's clock runs, and both times are said before each prompt;
        False once the mover's time has run out (the end says so)."""
        clock = self.session.clock
        if clock is None:
            return True
        self._kept(self.session.check_time)
        if self.session.outcome() is not None:
            return False
        clock.resume()
        self.say(f"Clock: {times_text(self.session.seat_names(), clock)}")
        return True

    def _offered(self) -> list[tuple[str, Any]]:
        return self.choices(self.session) if self.choices else []

    def _command(self, text: str) -> bool:
        """Handle one line; True once the position has changed."""
        offered = self._offered()
        if text in ("", "help"):
            key = self.session.engine.notation_key
            notation = [f"Notation:\n{key}"] if key else []
            self.say("\n".join([HELP, *(f"  {name:<7} {line}" for name, (line, _) in self.commands.items()), *notation]))
        elif text in self.commands:
            return self.commands[text][1]()
        elif (picked := typed_number(text)) is not None and offered:
            if 1 <= picked <= len(offered):
                return self.play(partial(self.session.play, offered[picked - 1][1]))
            self.say(f"Type a number from 1 to {len(offered)}, or an action.")
        elif text == "legal":
            state, engine = self.session.state, self.session.engine
            self.say(", ".join(engine.format_action(state, a) for a in self.session.legal_actions()))
        elif text == "hint":
            self._hint()
        elif text == "undo":
            if self._kept(self.session.undo):
                return True
            self.say(self.session.no_undo())
        else:
            return self.play(lambda: self.session.play_text(text), typed=True)
        return False

    def _hint(self) -> None:
        """The coach's hint, said in one line; it blocks, which a line-by-line game can afford."""
        from yamabushi.app.coach import hint

        try:
            given = hint(self.session)
        except RulesError as exc:
            self.say(str(exc))
            return
        self._kept(self.session.count_hint)
        self.say(given.why)

    def play(self, apply: Callable[[], object], who: str = "", typed: bool = False) -> bool:
        """Play one action (`apply` plays it) and log it after `who`, then what it did (the
        engine's sentences, as the app's status line says them); an action the person `typed`
        where the terminal shows typing is not printed again. A refusal is one line (False)."""
        try:
            self._kept(apply)
        except RulesError as exc:
            if self.session.outcome() is not None:  # the time ran out: the end says so
                return True
            self.say(str(exc))
            return False
        step = self.session.steps[-1]
        logged = [] if typed and self.echoed and step.told else [who + step.log]
        self.say("\n".join([*logged, *(f"  {sentence}" for sentence in step.told)]))
        return True

    def _kept(self, change: Callable[[], object]) -> object:
        """Run a change of the session and return what it returns. The session saves once the
        change is made, so a save that fails is said in one line, and counts as done (True);
        the first one that works again after that says so."""
        was_unsaved = unsaved(self.session) is not None
        try:
            done = change()
        except OSError as exc:
            trouble = unsaved(self.session) or f"The game could not be saved: {exc.strerror}."
            self.say(f"Done, but {trouble[0].lower()}{trouble[1:]}")
            return True
        if was_unsaved and unsaved(self.session) is None:
            self.say("The game is saved again, whole.")
        return done

    def _may_leave(self) -> bool:
        """`quit` while the game is not all saved tries once more; if that fails too, the player
        is told what the file lacks, and only a second `quit` leaves."""
        if unsaved(self.session) is None or self.warned:
            return True
        try:
            self.session.autosave()
        except OSError:
            self.warned = True
            self.say(f"{unsaved(self.session)} Type quit again to leave it so.")
            return False
        self.say("The game is saved again, whole.")
        return True
