"""`yamabushi play GAME --plain` and `yamabushi play --plain --resume SAVE`: one game of
a menu mode in the plain loop (plain/game.py), saved into the saves folder after every
action like the app's games, so it can be continued in plain text or in the app.
Mindlock and the Yami campaign ask first which challenge or campaign.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

from yamabushi.core.errors import RulesError
from yamabushi.app.catalog import mode_for, start_options
from yamabushi.app.saves import saves_dir
from yamabushi.app.sessions import new_session, resume, save_path
from yamabushi.plain.game import CHOICES, TEXT_VIEWS, PlainGame
from yamabushi.plain.prompt import Prompter
from yamabushi.session.controller import Session


def make_session(
    game: str, mode: str | None, seed: int, expert: bool = False, players: Mapping[str, str] | None = None
) -> Session:
    """A new session of the menu's mode, with its automa seats and bots on the seats `players`
    names (seat name -> level), saved in the saves folder (RulesError, or OSError when the
    folder cannot be written)."""
    entry = mode_for(game, mode)
    if entry.chooser is not None or game not in TEXT_VIEWS:
        raise RulesError(f"{entry.label} first asks which puzzle or campaign: play_plain does that.")
    return new_session(game, start_options(entry, expert=expert), seed, players=players, mode=entry)


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
    players: Mapping[str, str] | None = None,
) -> int:
    """Play one game of the menu's mode, with bots on the seats `players` names; Mindlock and
    the Yami campaign first ask which challenge or campaign (or take `challenge` / `profile`)."""
    prompt = Prompter(_reader(stdin), stdout)
    key = mode_for(game, mode).key
    if challenge is not None and key != "mindlock":
        raise RulesError("--challenge goes with --mode mindlock.")
    if profile is not None and key != "yami-campaign":
        raise RulesError("--profile goes with --mode campaign.")
    if key == "mindlock":
        from yamabushi.plain.mindlock import play_mindlock

        return play_mindlock(challenge, prompt)
    if key == "yami-campaign":
        from yamabushi.plain.campaign import play_campaign

        return play_campaign(profile, seed, prompt)
    try:
        session = make_session(game, mode, seed, expert, players)
    except OSError as exc:
        raise RulesError(f"The game cannot be saved in {saves_dir()}: {exc.strerror}.") from None
    return _play(session, f"{session.engine.title}, Expert" if expert else session.engine.title, prompt)


def resume_plain(path: Path, stdin: TextIO, stdout: TextIO) -> int:
    """Continue a saved game in plain text; it goes on saving into the same file."""
    session = resume(path)
    done = len(session.steps)
    opening = f"{session.engine.title}, resumed from {path.name} after {done} action{'' if done == 1 else 's'}"
    return _play(session, opening, Prompter(_reader(stdin), stdout))


def _play(session: Session, opening: str, prompt: Prompter) -> int:
    game = PlainGame(session, prompt.read, prompt.out, choices=CHOICES.get(session.engine.name))
    prompt.say(game.intro(opening))
    game.run()
    path = save_path(session)
    if session.outcome() is None and path is not None:
        prompt.say(f"The game is saved: yamabushi play --plain --resume {path.name} continues it.")
    return 0


def _reader(stdin: TextIO) -> Callable[[], str | None]:
    def read() -> str | None:
        line = stdin.readline()
        return line.rstrip("\n") if line else None

    return read
