"""What the main menu offers: each entry is one game mode, its options and its seats.

Each game declares its own modes in its spec (core/spec.py), and the menu lists them in
the order app/registry.py registers the games. Every front end reads the same entries
(the TUI maps each key to its screen in `tui/modes.py`, the plain mode to its text loop).
An entry also says who sits where: seats named in `seat_kinds` are played by a bot or a
rules automa (Muk Yan, Yami's automa), every other seat by a person.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from yamabushi.app.registry import spec_for, specs
from yamabushi.core.errors import RulesError
from yamabushi.core.spec import Chooser, ModeEntry
from yamabushi.session.seats import Seat

__all__ = ["Chooser", "MODES", "ModeEntry", "check_timed", "chooser_entry", "entry_for", "game_label", "mode_for", "modes",
           "seats_of", "start_of", "start_options"]


def modes() -> tuple[ModeEntry, ...]:
    """Every registered game's modes in registration order, then the day's challenges, which
    sit with the puzzles' game (the command line's `play himiki --mode daily`) when one is registered."""
    games = tuple(entry for spec in specs() for entry in spec.modes)
    puzzles = next((entry.game for entry in games if entry.chooser == "challenge"), None)
    if puzzles is None:
        return games
    daily = ModeEntry("daily", "Daily challenges", puzzles, {}, "Today's puzzle and deals, a streak.", chooser="daily")
    return (*games, daily)


MODES: tuple[ModeEntry, ...] = modes()
"""The menu, as registered when the app starts."""


def chooser_entry(chooser: Chooser) -> ModeEntry:
    """The menu entry that opens `chooser` (the Yami campaign's, Mindlock's list)."""
    return next(entry for entry in modes() if entry.chooser == chooser)


def seats_of(entry: ModeEntry, names: Sequence[str]) -> tuple[Seat, ...]:
    """The seats of a new game of this mode, given the engine's seat names in turn order."""
    return tuple(Seat(name, entry.seat_kinds.get(name, "human")) for name in names)


def mode_for(game: str, mode: str | None) -> ModeEntry:
    """The menu entry for `game` (and `mode` when given: its "mode" option, or its key
    without the game's prefix, e.g. `3p` for `yami-3p`); the first one otherwise."""
    for entry in modes():
        named = (entry.options.get("mode"), entry.key.removeprefix(f"{game}-"))
        ours = entry.game == game or (mode is not None and spec_for(entry.game).family == game)
        if ours and (mode is None or mode in named):
            return entry
    raise RulesError(f"There is no playable mode {mode or ''} of {game} yet.".replace("  ", " "))


def start_options(entry: ModeEntry, *, expert: bool = False) -> dict[str, Any]:
    """The options a game of `entry` starts with from the command line; `expert` adds the Chaos tiles."""
    if expert and not any("expert" in e.choices for e in modes()):
        raise RulesError("This build of Yamabushi has no Expert mode: --expert is refused.")
    if expert and "expert" not in entry.choices:
        raise RulesError(f"--expert goes with Hi Mi Ki 1 vs 1 or 2 vs 2 (--mode 1v1 or 2v2), not {entry.label}.")
    return {**entry.options, "expert": True} if expert else dict(entry.options)


def check_timed(entry: ModeEntry) -> None:
    """A clock goes with a duel only; RulesError in one sentence otherwise."""
    if not entry.timed:
        timed = ", ".join(e.label for e in modes() if e.timed)
        raise RulesError(f"A clock goes with the duels ({timed}), not {entry.label}.")


def start_of(game: str, mode: str | None, *, expert: bool = False, position: str | None = None) -> tuple[ModeEntry, dict[str, Any]]:
    """The menu entry and options of a game started from the command line: the mode's opening,
    or with `position` (in the game's own notation) that position, whose mode is the one the
    line tells unless `mode` names one. RulesError in one sentence."""
    entry = mode_for(game, mode)
    options = start_options(entry, expert=expert)
    if position is None:
        return entry, options
    if entry.chooser is not None or entry.game != game:
        raise RulesError(f"--position starts a game of {game} from a position; {entry.label} has its own positions.")
    if mode is None:
        options.pop("mode", None)
    options = spec_for(game).engine().position_options(position, options)
    return entry_for(game, options), options


def game_label(game: str, options: Mapping[str, Any]) -> str:
    """The menu's name for a game with these options, Expert said when it is on (Resume, Replay)."""
    label = entry_for(game, options).label
    return f"{label}, Expert" if options.get("expert") else label


def entry_for(game: str, options: Mapping[str, Any]) -> ModeEntry:
    """The menu entry a game's options came from (the first whose own options they all
    include, e.g. `yami-3p` for a 3-player mission), so "new game" offers the same table."""
    for entry in modes():
        if entry.game == game and all(options.get(k) == v for k, v in entry.options.items()):
            return entry
    return mode_for(game, options.get("mode"))

