"""`yamabushi play GAME --plain` and `yamabushi play --plain --resume SAVE`: one game of
a menu mode in the plain loop (plain/game.py), saved into the saves folder after every
action like the app's games, so it can be continued in plain text or in the app.
Mindlock and the Yami campaign ask first which challenge or campaign.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from yamabushi.core.errors import RulesError
from yamabushi.app.catalog import mode_for, start_of
from yamabushi.app.saves import saves_dir
from yamabushi.app.sessions import close, new_session, rematch, resume, save_path, unsaved
from yamabushi.plain.game import PlainGame, game_choices
from yamabushi.plain.prompt import Prompter
from yamabushi.session.clock import TimeControl
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.session.text_record import export_text
from yamabushi.session.timeline import build_timeline


def make_session(
    game: str,
    mode: str | None,
    seed: int | None,
    expert: bool = False,
    players: Mapping[str, str] | None = None,
    clock: TimeControl | None = None,
    position: str | None = None,
) -> Session:
    """A new session of the menu's mode, with its automa seats and bots on the seats `players`
    names (seat name -> level), on `clock` if given, from `position` if given, saved in the
    saves folder (RulesError, or OSError when the folder cannot be written)."""
    entry, options = start_of(game, mode, expert=expert, position=position)
    if entry.chooser is not None:
        raise RulesError(f"{entry.label} first asks which puzzle or campaign: play_plain does that.")
    return new_session(game, options, seed, players=players, mode=entry, clock=clock)


def play_plain(
    game: str,
    mode: str | None,
    seed: int | None,
    stdin: TextIO,
    stdout: TextIO,
    *,
    challenge: str | None = None,
    profile: str | None = None,
    expert: bool = False,
    players: Mapping[str, str] | None = None,
    clock: TimeControl | None = None,
    position: str | None = None,
) -> int:
    """Play one game of the menu's mode, with bots on the seats `players` names; Mindlock and
    the Yami campaign first ask which challenge or campaign (or take `challenge` / `profile`)."""
    prompt = Prompter.over(stdin, stdout)
    chooser = mode_for(game, mode).chooser
    if challenge is not None and chooser != "challenge":
        raise RulesError("--challenge goes with --mode mindlock.")
    if profile is not None and chooser != "campaign":
        raise RulesError("--profile goes with --mode campaign.")
    if chooser == "challenge":
        from yamabushi.plain.mindlock import play_mindlock

        return play_mindlock(challenge, prompt)
    if chooser == "campaign":
        from yamabushi.plain.campaign import play_campaign

        return play_campaign(profile, seed, prompt)
    try:
        session = make_session(game, mode, seed, expert, players, clock, position)
    except OSError as exc:
        raise RulesError(f"The game cannot be saved in {saves_dir()}: {exc.strerror}.") from None
    title = f"{session.engine.title}, Expert" if session.options.get("expert") else session.engine.title
    return play_session(session, f"{title}, from a set position" if position else title, prompt)


def resume_plain(path: Path, stdin: TextIO, stdout: TextIO) -> int:
    """Continue a saved game in plain text; it goes on saving into the same file."""
    session = resume(path)
    done = len(session.steps)
    opening = f"{session.engine.title}, resumed from {path.name} after {done} action{'' if done == 1 else 's'}"
    return play_session(session, opening, Prompter.over(stdin, stdout))


def play_session(session: Session, opening: str, prompt: Prompter) -> int:
    """Play `session`, then as many rematches as the player asks for."""
    while True:
        game = PlainGame(session, prompt.read, prompt.out, choices=game_choices(session), echoed=prompt.echoed)
        prompt.say(game.intro(opening))
        game.run()
        path = save_path(session)
        if (trouble := unsaved(session)) is not None:
            _keep_on_screen(session, trouble, prompt)
            return 1
        if session.outcome() is None:
            if path is not None:
                prompt.say(f"The game is saved: yamabushi play --plain --resume {path.name} continues it.")
            return 0
        if prompt.ask("Type rematch to play again with the seats moved on, or press Enter to leave") != "rematch":
            return 0
        close(session)
        session = rematch(session)
        opening = f"{session.engine.title}, rematch ({seating(session)})"


def seating(session: Session) -> str:
    """Who sits where, in a few words: "White: hard bot, Black: you"."""
    def who(seat: Seat) -> str:
        return {"human": "you", "automa": "the automa"}.get(seat.kind, f"{seat.level} bot")

    return ", ".join(f"{seat.name}: {who(seat)}" for seat in session.seats)


def _keep_on_screen(session: Session, trouble: str, prompt: Prompter) -> None:
    """The game ends unsaved: say so, and print it whole as a text record that `record import`
    makes a save again (elsewhere, through YAMABUSHI_HOME, if this folder stays unwritable).
    Not while a game with secrets goes on: its record holds the seed, which deals every hand."""
    prompt.say(trouble)
    if session.outcome() is None and session.engine.hidden_information(session.options):
        prompt.say("Its record is not shown, as it would give every hand away: the actions since are lost.")
        return
    prompt.say(
        "Here is the whole game as a text record: keep the lines below in a file, and "
        "`yamabushi record import FILE` makes it a save again (with YAMABUSHI_HOME set to "
        "another folder if this one cannot be written)."
    )
    timeline = build_timeline(session.record(), session.engine, "The game")
    prompt.say(export_text(timeline).rstrip("\n"))


