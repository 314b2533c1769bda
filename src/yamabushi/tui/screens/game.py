"""The part of every game screen that is not the game: session, keys, log, bots, end.

A game's screen subclasses `GameScreen`, composes its own board and panels,
and implements `refresh_view` (re-render from the session) and `help_text`. The bot's
turn, the coach's hint and keeping the game saved (undo, redo, save, leave) are small
parts it composes, one job each (bot_worker.py, hints.py, keeping.py).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Generic

from textual import events
from textual.binding import ActiveBinding, Binding
from textual.widgets import Input, Static

from yamabushi.core.errors import RulesError
from yamabushi.core.replay import Step
from yamabushi.app.bots import DEFAULT_LEVEL, has_bots
from yamabushi.app.coach import hint
from yamabushi.app.ratings_report import rating_news
from yamabushi.app.sessions import close, save_path
from yamabushi.session.timeline import Timeline
from yamabushi.session.controller import A, S, Session
from yamabushi.session.seats import choosing, who_plays_forms
from yamabushi.session.narration import catch_up, step_news
from yamabushi.app.disclosure import seed_text, withheld
from yamabushi.app.verdict import lost_deal
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen, HelpScreen
from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.screens.bot_worker import BotWorker
from yamabushi.tui.screens.hints import HintAsker
from yamabushi.tui.screens.keeping import Keeping
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.widgets.said import Said

COMMON_HELP = """\
[b]Everywhere in a game[/b]
  u          undo your last action      U / ctrl+y  redo
  :          type an action in notation (e.g. $example)
  h          hint: the coach's move, in words and why (counted, shown with the result)
  s          save now (games also save after every action)
  z          pause: on a clock, nobody's time runs until you carry on
  P          this position in the game's notation, copied
  g          once the game is over: its result again (new game, review)
  f1         rules          ?  this help
  escape     back to $back
"""
TABLE_HELP = """\
[b]At a table[/b]  (each seat plays on its own terminal)
  u          ask to take back your last action (and what was played
             since); the people who played since are asked to agree
  :          type an action in notation (e.g. $example)
  h          hint: the coach's move, in words and why
  a          once the game is over: ask for (or agree to) a rematch
             with the seats moved on (g shows the result again)
  f1         rules          ?  this help
  escape     leave the table (join again with the same code)
  The host saves the game after every action; there is no redo.
"""
WATCHING_HELP = """\
[b]Watching a table[/b]  the keys above are for the players; yours:
  f1         rules          ?  this help
  escape     leave the table (join again with the same code)
"""
"""The keys every game shares, as they work at one keyboard, at a table's seat, or watching one."""


WATCHING = frozenset({"help", "rules", "menu", "back", "skip_pause"})
"""The keys a spectator's screen at a table offers: to read and to leave, not to play."""
HEADER_MARGIN = 16
"""The header's columns that are not its title's: the icon on the left, the room kept right."""
AFTER_THE_END = WATCHING | {"result", "legend", "restart", "next_puzzle"}
"""The keys the footer still offers once a game is over: to read, to leave, to play again."""

class MoveInput(Input):
    """Typed actions for keyboard players; hidden until `:` is pressed."""

    DEFAULT_CSS = "MoveInput { display: none; } MoveInput.-open { display: block; }"
    BINDINGS = [Binding("escape", "close", "Close", show=False)]

    def action_close(self) -> None:
        self.remove_class("-open")
        self.value = ""
        if isinstance(self.screen, GameScreen):
            self.screen.focus_board()


class GameScreen(AppScreen, Generic[S, A]):
    DEFAULT_CSS = "GameScreen Toast { max-width: 38%; }"
    """A notice (a save's path, a table's news) stays over the side panel, whose left edge is
    at 60% of the width or more in both layouts (the toasts' scrollbar takes two columns
    more): it never hides the board. Refusals are said whole in the panel itself."""
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("h", "hint", "Hint", show=False),
        Binding("U,ctrl+y", "redo", "Redo", show=False),
        Binding("colon", "type_move", "Type move", show=False),
        Binding("s", "save", "Save", show=False),
        Binding("f1", "rules", "Rules", show=False),
        Binding("question_mark", "help", "Help"),
        Binding("escape", "menu", "Menu"),
        Binding("g", "result", "Result"),
        Binding("space", "skip_pause", "Skip", show=False),
        Binding("z", "pause", "Pause", show=False),
        Binding("P", "copy_position", "Copy position", show=False),
    ]

    bot_delay = 0.6
    """The pause before a bot's action at normal speed, so a person sees each action land."""
    turn_pause = 1.8
    """The most a bot's whole turn pauses at normal speed (a Himizu turn is up to 8 actions):
    its first action pauses `bot_delay`, each later one at most half of what is left, so a
    long turn stays brisk and its pauses never add up to more than this."""
    help_text = ""
    at_a_table = False
    """Played from a hosted table (net/tui_client/undo_screen.py `at_table`): leaving the screen leaves it."""
    back_to = "the menu (the game stays saved)"
    """Where escape goes at one keyboard, as the help says it."""
    move_example = "C4 BC3"
    """An action in this game's notation, for the help's line on `:`."""

    def __init__(self, session: Session[S, A]) -> None:
        super().__init__()
        self.session = session
        self._over_shown = False
        self.bots = BotWorker(self)
        self.hints = HintAsker(self)
        self.kept = Keeping(self)
        self.viewer: int | None = None
        """The seat whose private information (hand, tiles) the screen may show now."""
        self.seated = False
        """The screen is one seat's own (a hosted table, see `sit`): `viewer` stays that seat."""
        self._said = ("", False)
        """What the status line says (text, is an error); "" is the narration of the latest turn."""
        self._named: str | None = None
        """The header's title or sub-title this screen wrote: who plays (see `_name_seats`)."""
        self._passing: tuple[HandOffScreen, int] | None = None
        """The hand-off open over this screen and the seat it asks for."""

    # -- for subclasses ------------------------------------------------------
    def refresh_view(self) -> None:
        raise NotImplementedError

    def focus_board(self) -> None:
        """Give focus back to the board after a dialog or the move input."""

    def hides_private_info(self) -> bool:
        """True when seats hold secrets (hands, tiles): only `self.viewer`'s secrets are drawn,
        and when two people or more play, the keyboard changes hands through a hand-off screen
        (one person playing bots always sees their own)."""
        return False

    def sit(self, seat: int | None) -> None:
        """Make this screen `seat`'s own (None: a spectator's), as a terminal at a hosted table
        is: it shows that seat's hand or tiles and nobody else's, and never a hand-off."""
        self.seated, self.viewer = True, seat

    def show_game_over(self) -> None:
        """The game-over dialog again, once the game is over and this screen is in front (the
        dialog was closed to look at the board)."""
        if self.session.outcome() is not None and self.app.screen is self:
            self._over_shown = False
            self._after_change()

    def table_rematch(self) -> Callable[[], None] | None:
        """At a table, what the game-over dialog's Rematch calls to ask the table (net/tui_client/undo_screen.py);
        None where the dialog starts the rematch itself, or nobody here may ask."""
        return None

    def bot_playing(self) -> str | None:
        """What the panel says while a bot takes its turn, in place of keys that do nothing then
        ("White (hard bot) is playing (space hurries it)."); None on a person's turn."""
        seat = self.session.seat_to_play()
        return choosing(seat, DEFAULT_LEVEL) if seat is not None and not seat.is_human else None

    def closed_to_undo(self) -> str | None:
        """Why no undo can take anything back any more (a final end, a time run out), else None."""
        return self.session.no_undo() if self.session.undo_closed() else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A spectator's screen (seated with no seat) neither offers nor runs a playing key."""
        if self.seated and self.viewer is None and action not in WATCHING:
            return False
        if action == "result" and self.session.outcome() is None:
            return False
        return super().check_action(action, parameters)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys the footer offers: once the game is over, only those that still do something
        (Undo while it can take something back); the others still say why they do nothing."""
        shown = super().active_bindings
        if self.session.outcome() is None:
            return shown
        undo = self.closed_to_undo() is None
        return {
            key: active
            for key, active in shown.items()
            if active.node is self.app or active.binding.action in AFTER_THE_END or (undo and active.binding.action == "undo")
        }

    # -- shared behaviour ----------------------------------------------------
    def on_mount(self) -> None:
        """A resumed game says at once what was played last."""
        self.post_message(SessionChanged())
        self.call_after_refresh(self._show_said)

    def on_unmount(self) -> None:
        """Closed: another window may open this game's save now (a clock stops, its time kept)."""
        self.session.pause_clock()
        close(self.session)

    def on_screen_suspend(self) -> None:
        """A dialog, the rules or a hand-off screen covers the game: no clock runs meanwhile
        (the clock widget runs it again once the game is in front)."""
        self.session.pause_clock()

    def on_session_changed(self, _: SessionChanged) -> None:
        """The seed first: a screen that names itself in the header (a puzzle, a tutorial) does so
        in refresh_view. Unless it did, the header then says who plays the bots' and named seats:
        as its title where the screen has none (in place of the app's name), else before the seed."""
        self.sub_title = seed = self._seed()[0]
        self.refresh_view()
        self.refresh_bindings()  # Undo leaves the footer once the end is final
        if self.sub_title == seed:
            self._name_seats(self.app.size.width)
        self._after_change()

    def on_resize(self, event: events.Resize) -> None:
        """The header's names in their longer or shorter form, as the new width allows."""
        if self._named in (self.title, self.sub_title) or self.sub_title == self._seed()[0]:
            self._name_seats(event.size.width)

    def _seed(self) -> tuple[str, bool]:
        """The header's words on the seed, and whether the seed itself is held back until the end."""
        session = self.session
        held = withheld(session.engine.name, session.options, session.outcome() is not None)
        return seed_text(session.seed, held), held

    def _name_seats(self, width: int) -> None:
        """Who plays the bots' and named seats, in the header as a whole line: the longest way to say
        it that fits, with the seed where it fits too ("seed shown after the game" always gives way)."""
        seed, held = self._seed()
        as_title = self.title in (None, self._named) and not self.seated  # at a table the app's title names the seat
        room = width - HEADER_MARGIN - (0 if as_title else len(self.title or "") + 3)
        forms = who_plays_forms(self.session.seats, DEFAULT_LEVEL)
        notes = dict.fromkeys(("" if held else seed, ""))
        fits = [(who, note) for who in forms for note in notes if len(who) + (len(note) + 3 if note else 0) <= room]
        who, note = fits[0] if fits else (forms[-1], "")
        if not who:
            return
        if as_title:
            self.title, self.sub_title, self._named = who, note, who
        else:
            self.sub_title = self._named = " · ".join(filter(None, (who, note)))

    def say(self, text: str, error: bool = False) -> None:
        """One line of feedback under the board; with nothing to say, what happened last:
        the sentences of the latest turn (the engine's narration), a bot's or Muk Yan's too."""
        self._said = (text, error)
        self._show_said()

    def clear_refusal(self) -> None:
        """A refusal answers the key that drew it: once the player moves the cursor or the
        selection on, the box tells the latest turn again (a stale "Pick a card first" stayed
        under a card just picked)."""
        if self._said[1]:
            self.say("")

    def narration(self) -> list[tuple[str, ...]]:
        """The sentences of the latest turn, each action's together, as the narration box says them."""
        names = self.session.seat_names()
        return [step_news(step, names) for step in self._told()]

    def _told(self) -> tuple[Step, ...]:
        """The steps the narration box tells: the latest turn; in a game of one seat (a puzzle),
        whose one turn never ends, its latest action, the earlier ones left to the log."""
        turn = self.session.last_turn()
        return turn[-1:] if len(self.session.seats) == 1 else turn

    def _show_said(self) -> None:
        """Every word of it, in the side panel (no notice over the log): the start of what was
        said, or the newest whole sentences of the narration, in view, the rest a scroll away.
        The move log leaves out the actions told whole here, so no sentence is on screen twice."""
        text, error = self._said
        box = self.query_one(Said)
        if text:
            box.show(text, error)
        else:
            box.tell(self.narration())
        self._log_what_said_hides()

    def on_said_laid(self, _: Said.Laid) -> None:
        self._log_what_said_hides()

    def _log_what_said_hides(self) -> None:
        """The move log lists every action before the first one the narration box shows whole
        (all of them when the box says something else)."""
        told = None if self._said[0] else len(self.session.steps) - len(self._told()) + self.query_one(Said).first_shown
        for log in self.query(MoveLog):
            log.tell_from(told)

    def play(self, action: Any) -> bool:
        """Play an action for the person at the keyboard; explain a refusal."""

        def played() -> bool:
            self.session.play(action)
            return True

        try:
            self.kept.change(played, "")
        except RulesError as exc:
            self.say(str(exc), error=True)
            return False
        self.post_message(SessionChanged())
        return True

    def confirm_end_turn(self, end: Callable[[], object]) -> None:
        """Run `end` (ending the turn), first asking when the player's settings say so:
        a turn passed by a stray key cannot be taken back once the next seat has acted."""
        if not self.app.settings.confirm_end_turn:
            end()
            return
        def answered(choice: int | None) -> None:
            if choice == 0:
                end()

        self.app.push_screen(ChoiceScreen("End your turn?", ("Yes, end the turn", "No, keep playing")), answered)

    def _after_change(self) -> None:
        outcome = self.session.outcome()
        if outcome is not None:
            if not self._over_shown:
                self._over_shown = True
                self._show_game_over()
            return
        self._over_shown = False
        self._hand_off_if_needed()
        self.bots.start()

    def _hand_off_if_needed(self) -> None:
        seat = self.session.to_play()
        if self.seated:
            return
        if not self.hides_private_info():
            self.viewer = seat
            return
        if (lone := self.session.lone_person()) is not None:
            if self.viewer != lone:
                self._reveal_to(lone)
            return
        if seat is None or seat == self.viewer or not self.session.seats[seat].is_human:
            return
        self.viewer = None
        self.refresh_view()
        heading, missed = catch_up(self.session, seat)
        name = self.session.seats[seat].name
        if self._passing is not None:  # the game moved on under an open hand-off: it now asks for this seat
            self._passing = (self._passing[0].ask(name, missed, heading), seat)
            return
        self._passing = (HandOffScreen(name, missed, heading), seat)
        self.app.push_screen(self._passing[0], lambda _: self._taken())

    def _taken(self) -> None:
        """The seat the hand-off asked for last has the keyboard (a second hand-off stacked
        under the first once gave it back to the seat before)."""
        assert self._passing is not None
        _, seat = self._passing
        self._passing = None
        self._reveal_to(seat)

    def _reveal_to(self, seat: int) -> None:
        """The seat's view; the narration scrolled again now that it is laid out (under the
        hand-off it was not, and showed its oldest lines instead of the newest)."""
        self.viewer = seat
        self.refresh_view()
        self._show_said()
        self.focus_board()

    def _show_game_over(self) -> None:
        outcome = self.session.outcome()
        if outcome is None:  # only a finished game has an end to show
            return
        hints = f"Hints used: {self.session.hints}." if self.session.hints else ""
        review = self.open_review if has_bots(self.session.engine.name) else None
        detail = " ".join(filter(None, (hints, rating_news(self.session))))
        verdict = partial(lost_deal, self.session)
        over = GameOverScreen(outcome.text, detail, review, self.at_a_table, verdict, self.table_rematch())
        self.app.push_screen(over, self._game_over_choice)

    def _game_over_choice(self, choice: str | None) -> None:
        """A new game is set up over the finished one, its final position in sight; Cancel comes back to its end."""
        if choice == "menu":
            self.app.pop_screen()
        elif choice == "new":
            self.app.ask_new_game_for(self.session.engine.name, self.session.options, self, self._show_game_over)
        elif choice == "rematch":
            self.app.pop_screen()
            self.app.start_rematch(self.session)

    # -- the coach -----------------------------------------------------------
    def action_hint(self) -> None:
        self.hints.ask()

    def find_hint(self) -> tuple[Any, str]:
        """The hint for the position on screen, worked out in a worker: the action (None when
        there is none to play) and its sentence. The hard bot's choice here (app/coach.py);
        Mindlock asks its solver. RulesError when there is no hint to give."""
        given = hint(self.session)
        return given.action, given.why

    def show_hint(self, action: Any, why: str) -> None:
        """Show a hint; game screens override this to draw `action` on the board as well."""
        self.say(why)

    def open_review(self) -> None:
        session = self.session
        self.app.open_review(Timeline(session.engine, session.record(), session.states, session.steps), save_path(session))

    # -- actions -------------------------------------------------------------
    def action_copy_position(self) -> None:
        """The position as this screen's seat sees it, in the game's notation, shown and copied."""
        from yamabushi.tui.screens.position import PositionDialog

        state = self.session.state
        if self.hides_private_info() and self.viewer is None:
            self.say("The position is shown to the seat to play, once the keyboard is theirs.", error=True)
            return
        seat = self.viewer if self.viewer is not None else (self.session.to_play() or 0)
        text = self.session.engine.position_text(state, seat)
        if text is None:
            self.say(f"{self.session.engine.title} has no position text here (in the set-up, or at all).", error=True)
            return
        self.app.push_screen(PositionDialog(text))

    def action_result(self) -> None:
        """The game-over dialog again, once it was closed to look at the final position."""
        self.show_game_over()

    def action_undo(self) -> None:
        if (closed := self.closed_to_undo()) is not None:
            self.say(closed, error=True)
            return
        self.kept.undo()

    def action_redo(self) -> None:
        self.kept.redo()

    def action_type_move(self) -> None:
        box = self.query_one(MoveInput)
        box.add_class("-open")
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Once an action is played the box closes: an Enter that came with the first one is dropped,
        not played again on the next position."""
        if not isinstance(event.input, MoveInput) or not event.input.has_class("-open"):
            return
        text = event.value.strip()
        try:
            action = self.session.engine.parse_action(self.session.state, text)
        except RulesError as exc:
            self.say(str(exc), error=True)
            return
        if self.play(action):
            event.input.action_close()

    def action_save(self) -> None:
        self.kept.save()

    def action_rules(self) -> None:
        from yamabushi.tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.session.engine.name))

    def help_body(self) -> str:
        """This screen's own keys, then the shared ones as they work here (the one switch
        between one keyboard and a table); `$name` fields are filled by `help_values`."""
        shared = COMMON_HELP if not self.at_a_table else WATCHING_HELP if self.viewer is None else TABLE_HELP
        notation = "[b]Notation[/b] (the log, hints, and `:`)\n$notation\n\n" if self.session.engine.notation_key else ""
        return self.help_text + "\n" + notation + shared

    def help_values(self) -> dict[str, object]:
        return {"back": self.back_to, "example": self.move_example, "notation": self.session.engine.notation_key}

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(styled(self.help_body(), **self.help_values())))

    def action_menu(self) -> None:
        """Leave, unless the game could not be saved and the player is told so first (`Keeping.may_leave`)."""
        if self.kept.may_leave():
            self.app.pop_screen()

    def action_pause(self) -> None:
        """Stop the game for a while: the dialog covers it, so no clock runs (the clock widget)."""
        if self.at_a_table:
            self.say("At a table the host keeps time: the game goes on.", error=True)
            return
        self.app.push_screen(ChoiceScreen("[b]Paused.[/b] No clock runs until you carry on.", ("Carry on",)))

    def action_skip_pause(self) -> None:
        self.bots.skip.set()
