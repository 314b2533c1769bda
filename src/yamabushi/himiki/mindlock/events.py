"""What a Mindlock action did, as Hi Mi Ki events (for the log, the marks and highlights).

A removed Black cube is a ConflictWon (so the `*` marks and the board
highlights work as in 1 vs 1); an Influence is an InfluenceTaken. Chaos tiles
get their own small events.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.protocol import Event
from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import ELEMENT_NAMES, ELEMENTS
from yamabushi.himiki.events import ConflictWon, InfluenceTaken, ReplayOffered
from yamabushi.himiki.mindlock.actions import (
    CODE,
    MANA_OF,
    TILES,
    ArmYokai,
    ChaosTilt,
    Conjure,
    MindlockAction,
)
from yamabushi.himiki.mindlock.position import (
    TOP,
    Pending,
    Position,
    black_at,
    black_count,
    white_at,
)
from yamabushi.himiki.mindlock.puzzle import influence_letters
from yamabushi.himiki.mindlock.resolve import Report
from yamabushi.himiki.mindlock.state import MindlockState


@dataclass(frozen=True, slots=True)
class TileUsed(Event):
    """A Chaos tile acted: an event tile played, or a terrain tile a cube landed on."""

    code: str


@dataclass(frozen=True, slots=True)
class CubeLost(Event):
    """A White cube left the game (Gate of Hell)."""

    square: int


@dataclass(frozen=True, slots=True)
class ChoiceNeeded(Event):
    """A tile waits for the player: where its cube goes, or whether Major Yokai fights."""

    code: str
    square: int


def events_for(before: Position, action: MindlockAction, report: Report, after: Position) -> tuple[Event, ...]:
    events: list[Event] = [TileUsed(f"{TILES[code].name} played.", code) for code in _played(before, action)]
    events += [TileUsed(f"{TILES[code].name} acts.", code) for code in report.triggered]
    events += [CubeLost(f"White's cube on {square_name(sq)} falls through the Gate of Hell.", sq) for sq in report.lost]
    for fighter, sq in report.removed:
        events.append(ConflictWon(_removal(before, after, fighter, sq), 0, fighter, sq))
    for element in report.earned:
        name = ELEMENT_NAMES[ELEMENTS[element]]
        events.append(InfluenceTaken(f"White earns the {name} Influence.", 0, ELEMENTS[element], None))
    if after.pending is not None:
        code, sq, _, _ = after.pending
        events.append(ChoiceNeeded(choice_text(after.pending), code, sq))
    elif after.replay is not None:
        frm, to = after.replay
        text = f"Free replay: act again at no cost (the cube on {square_name(to)} may not go back to {square_name(frm)})."
        events.append(ReplayOffered(text, 0, to, frm))
    return tuple(events)


def choice_text(pending: Pending) -> str:
    """What the tile waiting asks of the player, in one sentence."""
    code, sq, _, _ = pending
    if code == CODE["yokai"]:
        return (f"{TILES[code].name}: C-Y+ lets the cube on {square_name(sq)} also fight two squares away, "
                "C-Y- keeps the tile armed.")
    return f"{TILES[code].name}: choose where the cube on {square_name(sq)} goes."


def _played(before: Position, action: MindlockAction) -> tuple[str, ...]:
    """The event tile an action spends, if any (an Impulse's extra square spends none)."""
    if isinstance(action, ChaosTilt) and before.pending is None:
        orientation = white_at(before, action.frm)
        return (MANA_OF[TOP[orientation]],) if orientation is not None else ()
    if isinstance(action, Conjure):
        return (CODE["conjuration"],)
    if isinstance(action, ArmYokai):
        return (CODE["yokai"],)
    return ()


def _removal(before: Position, after: Position, fighter: int, sq: int) -> str:
    mine = white_at(after, fighter)
    theirs = black_at(before, sq)
    mine_name = ELEMENT_NAMES[ELEMENTS[TOP[mine]]] if mine is not None else "cube"
    theirs_name = ELEMENT_NAMES[ELEMENTS[theirs]] if theirs is not None else "cube"
    return f"White's {mine_name} on {square_name(fighter)} beats Black's {theirs_name} on {square_name(sq)}: removed."


def outcome_text(state: MindlockState, solved: bool) -> str:
    par = state.puzzle.par
    moves = f"{state.moves} move{'s' if state.moves != 1 else ''}"
    if solved:
        return f"Solved in {moves}" + (f" (PAR {par})." if par is not None else ".")
    if not state.pos.whites:
        return "Failed: no White cube is left."
    left = black_count(state.pos)
    missing = [ELEMENT_NAMES[e] for e in influence_letters(state.puzzle.required & ~state.pos.earned)]
    need = [f"{left} Black cube{'s' if left != 1 else ''} left"] if left else []
    need += [f"the {' and '.join(missing)} Influence not earned"] if missing else []
    return f"Failed: PAR {par} reached with {' and '.join(need)}."
