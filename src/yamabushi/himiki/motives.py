"""Why a Hi Mi Ki move that wins nothing at once is worth playing, in words a newcomer reads.

The coach's hint names its move and why (advice.py). A move that scores, takes an Influence,
parries a strike or makes one says so there; every other move, which the search prefers for
what it prepares, is read here from the position it leaves: the cube it takes out of reach
or covers, the replay it earns, the Influence it brings within one cube, the strikes it
denies the other side, the Tilt it forces on them, or the way it closes in. Each reason is a
fact of that position, never the search's percentage, so every hint has a sentence.
"""

from __future__ import annotations

from typing import Any

from yamabushi.himiki.actions import End, Pass, Place, PlayTile, PutTerrain, Rotate, Skip, Tilt
from yamabushi.himiki.board import NEIGHBOURS, SQUARES, WIDTH, col_row, square_name
from yamabushi.himiki.chaos import tile
from yamabushi.himiki.cube import BEATS, COLOUR_NAMES, ELEMENT_INDEX, ELEMENT_NAMES, TILT_EW, TILT_NS, Cube
from yamabushi.himiki.state import HiMiKiState

Board = tuple[Cube | None, ...]


def in_reach(board: Board, colour: int) -> frozenset[int]:
    """The squares of `colour`'s cubes that one Tilt of an enemy cube would beat."""
    hit: set[int] = set()
    for frm in SQUARES:
        cube = board[frm]
        if cube is None or cube.owner == colour:
            continue
        for to in NEIGHBOURS[frm]:
            if board[to] is not None:
                continue
            top = (TILT_NS if abs(to - frm) == WIDTH else TILT_EW)[cube].top
            hit.update(sq for sq in NEIGHBOURS[to] if (c := board[sq]) and c.owner == colour and BEATS[top] == c.top)
    return frozenset(hit)


def rival_name(state: HiMiKiState, colour: int) -> str:
    """The other side as the panel names it: its seat's name in 1v1, its team in 2v2."""
    names = [name for name, c in zip(state.rules.seat_names, state.rules.seat_colours) if c == colour]
    return names[0] if len(names) == 1 else f"the {COLOUR_NAMES[colour]} team"


def asked(state: HiMiKiState) -> str | None:
    """The kind of Expert decision the state waits for (a chance, Major Yokai, ...), if any."""
    pending = state.chaos.pending if state.chaos is not None else None
    return None if pending is None else pending.kind


def motive(before: HiMiKiState, action: Any, after: HiMiKiState, seat: int) -> str:
    """The reason for a move that wins nothing now; never empty."""
    colour = before.rules.seat_colours[seat]
    rival = rival_name(before, 1 - colour)
    match action:
        case Place():
            return placed(before, action, colour, rival)
        case End():
            return "no further action this turn does better than stopping here"
        case Pass():
            return "there is nothing else to play"
        case Skip() if asked(before) == "yokai":
            return "the fights two squares away win nothing now; the tile waits for a better strike"
        case Skip():
            return "none of your tiles helps enough now, and a tile kept may serve a later chance"
        case PlayTile(code):
            return f"a chance not used is lost, and the {tile(code).name} helps most now"
        case PutTerrain(square):
            return laid(after, square, colour, rival)
    return (
        sheltered(before, action, after, colour, rival)
        or replayed(before, after, seat)
        or nearer_influence(before, after, colour)
        or kept_safe(after, colour, rival)
        or forced_tilt(action, after, rival)
        or closer(before, action, after, colour, rival)
    )


def placed(state: HiMiKiState, cube: Place, colour: int, rival: str) -> str:
    """Set-up: which of the other side's tops the cube's top, or a first Tilt, would beat."""
    tops = [c.top for c in state.board if c is not None and c.owner != colour]
    if not tops:
        return f"no cube of {rival} stands yet, so any way to stand it is about as good"
    for element, how in ((cube.top, "its {} on top"), (cube.ns, "a Tilt north or south brings up {}, which"),
                         (cube.ew, "a Tilt east or west brings up {}, which")):
        if prey := sum(BEATS[element] == top for top in tops):
            return f"{how.format(ELEMENT_NAMES[element])} beats {prey} of the tops {rival} shows"
    return f"no top {rival} shows beats its {ELEMENT_NAMES[cube.top]}"


def laid(after: HiMiKiState, square: int, colour: int, rival: str) -> str:
    """Expert: where the terrain tile now waits, said by whose cubes can Tilt onto it."""
    near = [sq for sq in NEIGHBOURS[square] if after.board[sq] is not None]
    mine = [square_name(sq) for sq in near if after.board[sq].owner == colour]  # type: ignore[union-attr]
    theirs = [square_name(sq) for sq in near if after.board[sq].owner != colour]  # type: ignore[union-attr]
    if theirs:
        return f"it waits next to {rival}'s cube on {theirs[0]}, in its way"
    if mine:
        return f"it waits next to your cube on {mine[0]}, ready for it"
    return f"it waits on {square_name(square)}, away from every cube until one chooses to go there"


def replayed(before: HiMiKiState, after: HiMiKiState, seat: int) -> str:
    """The move earns another action this turn."""
    if after.replay is None or after.to_move != seat or before.replay == after.replay:
        return ""
    top = after.board[after.replay[1]]
    same = ELEMENT_NAMES[top.top] if top else "the same element"
    return f"it lands next to a cube showing {same} too, so you may play again"


def nearer_influence(before: HiMiKiState, after: HiMiKiState, colour: int) -> str:
    """The move brings an Influence tile the side does not hold within one cube of being taken."""
    need = before.rules.influence_threshold
    for element, index in ELEMENT_INDEX.items():
        if after.influence[index] == colour:
            continue
        count = [sum(c is not None and c.top == element for c in s.board) for s in (before, after)]
        if count[1] == need - 1 and count[0] < count[1]:
            name = ELEMENT_NAMES[element]
            return f"{count[1]} cubes now show {name}, one short of the {need} that take the {name} Influence tile"
    return ""


def forced_tilt(action: Any, after: HiMiKiState, rival: str) -> str:
    """A Rotate binds the reply to a Tilt."""
    if isinstance(action, Rotate) and after.must_tilt:
        return f"after a Rotate, {rival} must Tilt next turn and cannot turn cubes in place"
    return ""


def sheltered(before: HiMiKiState, action: Any, after: HiMiKiState, colour: int, rival: str) -> str:
    """A cube that one Tilt of the other side could beat no longer can be: moved away, or covered
    where it stands."""
    was, now = in_reach(before.board, colour), in_reach(after.board, colour)
    if isinstance(action, Tilt) and action.frm in was and action.to not in now:
        return f"it takes your cube on {square_name(action.frm)} out of {rival}'s reach"
    covered = sorted(sq for sq in was - now if after.board[sq] is before.board[sq])
    if covered:
        return f"it covers your cube on {square_name(covered[0])}, which {rival} could have struck with one Tilt"
    return ""


def kept_safe(after: HiMiKiState, colour: int, rival: str) -> str:
    """No cube of the side can be struck next turn."""
    if not in_reach(after.board, colour):
        return f"it leaves {rival} no Tilt that wins a conflict next turn"
    return ""


def closer(before: HiMiKiState, action: Any, after: HiMiKiState, colour: int, rival: str) -> str:
    """The last reason, always given: how the move stands against the other side's cubes."""
    if isinstance(action, Tilt):
        enemy = [sq for sq in SQUARES if (c := before.board[sq]) is not None and c.owner != colour]
        if enemy and distance(action.to, enemy) < distance(action.frm, enemy):
            return f"it closes in on {rival}'s cubes, to strike from nearer later"
        if enemy and distance(action.to, enemy) > distance(action.frm, enemy):
            return f"it steps back from {rival}'s cubes, to wait for a better strike"
    return kept_out(after, colour, rival)


def kept_out(after: HiMiKiState, colour: int, rival: str) -> str:
    """How many of the side's cubes stay out of the other side's reach."""
    cubes = [sq for sq in SQUARES if (c := after.board[sq]) is not None and c.owner == colour]
    safe = len(cubes) - len(in_reach(after.board, colour))
    return f"it keeps {safe} of your {len(cubes)} cubes out of reach of {rival}'s next Tilt"


def distance(square: int, others: list[int]) -> int:
    """Steps from `square` to the nearest of `others` (nothing is ever diagonal)."""
    col, row = col_row(square)
    return min(abs(col - c) + abs(row - r) for c, r in map(col_row, others))
