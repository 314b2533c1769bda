"""`yamabushi play GAME --plain`: one game of a menu mode in the plain loop (plain/game.py).
Mindlock and the Yami campaign ask first which challenge or campaign.
"""

from __future__ import annotations

from typing import TextIO

from yamabushi.core.errors import RulesError
from yamabushi.app.catalog import mode_for
from yamabushi.app.sessions import new_session
from yamabushi.plain.game import TEXT_VIEWS, PlainGame
from yamabushi.plain.prompt import Prompter
from yamabushi.session.controller import Session


def make_session(game: str, mode: str | None, seed: int) -> Session:
    """A session of the menu's mode, with its bot/automa seats, never saved to disk
    (its result counts in the statistics all the same)."""
    entry = mode_for(game, mode)
    if entry.chooser is not None or game not in TEXT_VIEWS:
        raise RulesError(f"{entry.label} first asks which puzzle or campaign: play_plain does that.")
    return new_session(game, entry.options, seed, mode=entry, save=False)


def play_plain(
    game: str,
    mode: str | None,
    seed: int,
    stdin: TextIO,
    stdout: TextIO,
    *,
    challenge: str | None = None,
    profile: str | None = None,
) -> int:
    """Play one game of the menu's mode; Mindlock and the Yami campaign first ask which
    challenge or campaign (or take `challenge` / `profile`)."""

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
    session = make_session(game, mode, seed)
    print(f"{session.engine.title}, seed {seed}. Type help for commands.", file=stdout)
    return PlainGame(session, read, stdout).run()
