"""What the main menu offers: each entry is one game mode, its options and its seats.

Every front end reads the same entries (the TUI maps each key to its screen in
`tui/modes.py`, the plain mode to its text loop). An entry also says who sits
where: seats named in `seat_kinds` are played by a bot or a rules automa (Muk
Yan, Yami's automa), every other seat by a person.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Mapping, Sequence

from yamabushi.core.errors import RulesError
from yamabushi.session.seats import Seat, SeatKind

Chooser = Literal["challenge", "campaign", "daily"]


@dataclass(frozen=True)
class ModeEntry:
    """One menu line: a game, a mode's options, and who sits where."""

    key: str
    label: str
    game: str
    options: dict[str, Any]
    description: str = ""
    choices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    seat_kinds: dict[str, SeatKind] = field(default_factory=dict)
    chooser: Chooser | None = None
    """What the mode asks for before a game starts instead of the new-game dialog:
    a Mindlock challenge, a Yami campaign, or one of the day's challenges."""
    timed: bool = False
    """A duel that may be played on a clock (session/clock.py): never a solo game or Yami."""

    def seats(self, names: Sequence[str]) -> tuple[Seat, ...]:
        """The seats of a new game of this mode, given the engine's seat names in turn order."""
        return tuple(Seat(name, self.seat_kinds.get(name, "human")) for name in names)


MODES: tuple[ModeEntry, ...] = (
    ModeEntry(
        "himiki-1v1",
        "Hi Mi Ki: 1 vs 1",
        "himiki",
        {"mode": "1v1"},
        "Two players, or one vs a bot; first to 5.",
        {"setup": ("choose", "random"), "expert": ("off", "on")},
        timed=True,
    ),
    ModeEntry(
        "himiki-2v2",
        "Hi Mi Ki: 2 vs 2",
        "himiki",
        {"mode": "2v2"},
        "Two teams of two; first team to 5.",
        {"setup": ("choose", "random"), "expert": ("off", "on")},
        timed=True,
    ),
    ModeEntry(
        "himiki-mukyan",
        "Solo: Muk Yan",
        "himiki",
        {"mode": "mukyan"},
        "Hi Mi Ki against the Muk Yan automa.",
        {"setup": ("choose", "random")},
        seat_kinds={"Muk Yan": "automa"},
    ),
    ModeEntry(
        "mindlock",
        "Solo: Mindlock",
        "mindlock",
        {},
        "Hi Mi Ki puzzles within a PAR.",
        chooser="challenge",
    ),
    ModeEntry(
        "himizu",
        "Himizu: Fire vs Water",
        "himizu",
        {"board": "A"},
        "Fire spreads, Water puts it out.",
        {"board": ("A", "B")},
        timed=True,
    ),
    *(
        ModeEntry(
            f"yami-{players}p",
            label,
            "yami",
            {"players": players},
                description,
            {"mission": ("1", "2"), "first": ("random", *map(str, range(players)))},
        )
        for players, label, description in (
            (2, "Yami: 2 players + automa", "Two players and the automa; hidden hands."),
            (3, "Yami: 3 players", "Three players; hidden hands."),
            (4, "Yami: 4 players", "Four players; hidden hands."),
        )
    ),
    ModeEntry(
        "yami-campaign",
        "Yami: Campaign",
        "yami",
        {},
        "22 missions on a map, saved by name.",
        chooser="campaign",
    ),
    ModeEntry(
        "daily",
        "Daily challenges",
        "mindlock",
        {},
        "Today's puzzle and deals, a streak.",
        chooser="daily",
    ),
)


FAMILY = {"mindlock": "himiki"}
"""Engines that the command line names as a mode of another game: `play himiki --mode mindlock`."""


def mode_for(game: str, mode: str | None) -> ModeEntry:
    """The menu entry for `game` (and `mode` when given: its "mode" option, or its key
    without the game's prefix, e.g. `3p` for `yami-3p`); the first one otherwise."""
    for entry in MODES:
        named = (entry.options.get("mode"), entry.key.removeprefix(f"{game}-"))
        ours = entry.game == game or (mode is not None and FAMILY.get(entry.game) == game)
        if ours and (mode is None or mode in named):
            return entry
    raise RulesError(f"There is no playable mode {mode or ''} of {game} yet.".replace("  ", " "))


def start_options(entry: ModeEntry, *, expert: bool = False) -> dict[str, Any]:
    """The options a game of `entry` starts with from the command line; `expert` adds the Chaos tiles."""
    if expert and "expert" not in entry.choices:
        raise RulesError(f"--expert goes with Hi Mi Ki 1 vs 1 or 2 vs 2 (--mode 1v1 or 2v2), not {entry.label}.")
    return {**entry.options, "expert": True} if expert else dict(entry.options)


def check_timed(entry: ModeEntry) -> None:
    """A clock goes with a duel only; RulesError in one sentence otherwise."""
    if not entry.timed:
        timed = ", ".join(e.label for e in MODES if e.timed)
        raise RulesError(f"A clock goes with the duels ({timed}), not {entry.label}.")


def start_of(game: str, mode: str | None, *, expert: bool = False, position: str | None = None) -> tuple[ModeEntry, dict[str, Any]]:
    """The menu entry and options of a game started from the command line: the mode's opening,
    or with `position` (in the game's own notation) that position, whose mode is the one the
    line tells unless `mode` names one. RulesError in one sentence."""
    entry = mode_for(game, mode)
    options = start_options(entry, expert=expert)
    if position is None:
        return entry, options
    from yamabushi.app.registry import engine_for

    if entry.chooser is not None or entry.game != game:
        raise RulesError(f"--position starts a game of {game} from a position; {entry.label} has its own positions.")
    if mode is None:
        options.pop("mode", None)
    options = engine_for(game).position_options(position, options)
    return entry_for(game, options), options


def game_label(game: str, options: Mapping[str, Any]) -> str:
    """The menu's name for a game with these options, Expert said when it is on (Resume, Replay)."""
    label = entry_for(game, options).label
    return f"{label}, Expert" if options.get("expert") else label


def entry_for(game: str, options: Mapping[str, Any]) -> ModeEntry:
    """The menu entry a game's options came from (the first whose own options they all
    include, e.g. `yami-3p` for a 3-player mission), so "new game" offers the same table."""
    for entry in MODES:
        if entry.game == game and all(options.get(k) == v for k, v in entry.options.items()):
            return entry
    return mode_for(game, options.get("mode"))

