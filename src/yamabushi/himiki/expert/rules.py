"""Expert mode's actions: what is legal and how each action resolves, on top of `rules.py`.

Plain turns still go through `rules.py`; this module adds the Chaos moments
(a decision owed, a turn under Confusion), routes every Tilt through
`chaos_flow` so terrain, Major Yokai and chances apply, and starts each new
turn with the Confusion check.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from yamabushi.himiki import rules
from yamabushi.himiki.actions import Action, Conjure, Go, PutTerrain, Rotate, Skip, Swap, Tilt
from yamabushi.himiki.board import NEIGHBOURS, STEP
from yamabushi.himiki.chaos import FORCED, IMPULSE, MANA, TILT, Decision, Tile, tile
from yamabushi.himiki.cube import ROTATED, make_cube
from yamabushi.himiki.effects import slide_targets, yokai_targets
from yamabushi.himiki.events import TilePlayed
from yamabushi.himiki.expert import options
from yamabushi.himiki.expert import texts as chaos_texts
from yamabushi.himiki.expert.flow import Flow, Result, end_turn, fight, finish, next_decision, settle, start_turn, tilt
from yamabushi.himiki.expert.options import forced_actions
from yamabushi.himiki.state import HiMiKiState


def legal_actions(state: HiMiKiState) -> list[Action]:
    chaos = state.chaos
    assert chaos is not None
    if state.over or state.setup or (chaos.pending is None and not chaos.forced):
        return rules.legal_actions(state)
    if chaos.pending is not None:
        return decision_actions(state, chaos.pending)
    actions = forced_actions(state) or [rules.PASS]
    if state.quiet_turns >= state.rules.quiet_turns_for_draw:
        actions.append(rules.CLAIM_DRAW)
    return actions


def next_state(state: HiMiKiState, action: Action) -> Result:
    chaos = state.chaos
    assert chaos is not None
    if chaos.pending is not None:
        return ANSWERS[chaos.pending.kind].resolve(Flow(state), chaos.pending, action)
    if isinstance(action, Tilt) and not state.setup:
        return tilt(Flow(state), action.frm, action.to, FORCED if chaos.forced else TILT)
    if chaos.forced and isinstance(action, Rotate):
        return _forced_rotate(state, action)
    after, events = rules.next_state(state, action)
    if after.to_move != state.to_move and not after.over:
        after = start_turn(after)
    return after, events


def _forced_rotate(state: HiMiKiState, action: Rotate) -> Result:
    """Under Confusion a Rotate ends the turn and restricts nobody."""
    board = list(state.board)
    board[action.squares[0]] = ROTATED[board[action.squares[0]]]  # type: ignore[index]
    return end_turn(replace(state, board=tuple(board)), ())


def _chance(flow: Flow, decision: Decision, action: Any) -> Result:
    """Skip lets one chance lapse; a tile leaves the hand face up and applies at once."""
    flow.chances -= 1
    if isinstance(action, Skip):
        return next_decision(flow)
    seat, played = flow.seat, tile(action.code)
    hands = tuple(h if i != seat else tuple(c for c in h if c != played.code) for i, h in enumerate(flow.chaos.hands))
    flow.chaos = replace(flow.chaos, hands=hands)
    flow.events.append(TilePlayed(chaos_texts.tile_played(flow.rules.seat_names[seat], played.code), seat, played.code))
    if played.effect == "yokai":
        flow.chaos = replace(flow.chaos, armed=flow.chaos.armed + (seat,))
    elif played.effect == "confusion":
        flow.chaos = replace(flow.chaos, confused=tuple(range(len(flow.rules.seat_names))))
    else:
        return flow.suspend(_follow_up(played))
    return next_decision(flow)


def _follow_up(played: Tile) -> Decision:
    """What a played tile leaves owed: the Mana Tilt, the Conjuration, or where the terrain tile goes."""
    if played.effect == "mana":
        return Decision("mana", tile=played.element or "")
    if played.effect == "conjuration":
        return Decision("conjure")
    return Decision("place", tile=played.code)


def _place(flow: Flow, decision: Decision, action: PutTerrain) -> Result:
    flow.terrain[action.square] = decision.tile
    flow.note(chaos_texts.terrain_put(flow.rules.seat_names[flow.seat], decision.tile, action.square), action.square)
    return next_decision(flow)


def _mana(flow: Flow, decision: Decision, action: Tilt) -> Result:
    return tilt(flow, action.frm, action.to, MANA)


def _conjure(flow: Flow, decision: Decision, action: Conjure) -> Result:
    cube = flow.board[action.square]
    assert cube is not None
    stood = flow.board[action.square] = make_cube(cube.owner, action.top, action.ns, action.ew)
    flow.note(chaos_texts.conjured(flow.rules.seat_names[flow.seat], stood, action.square), action.square)
    return next_decision(flow)


def _impulse(flow: Flow, decision: Decision, action: Go) -> Result:
    """The extra Tilt is a Tilt: it rolls the cube and may trigger the tile it lands on, but
    like every Chaos movement it earns no replay (a Mana Tilt's replay on offer still waits)."""
    source = IMPULSE if decision.source == TILT else decision.source
    return tilt(flow, decision.square, STEP[decision.square, action.direction], source)


def _teleport(flow: Flow, decision: Decision, action: Go) -> Result:
    """A slide keeps the orientation and triggers nothing; no replay can follow it."""
    to = slide_targets(flow.board, decision.square)[action.direction]
    cube = flow.board[decision.square]
    assert cube is not None
    flow.move(decision.square, to, cube)
    flow.note(chaos_texts.slid(cube, decision.square, to), to)
    return settle(flow, to, -1, decision.source)


def _transfer(flow: Flow, decision: Decision, action: Swap) -> Result:
    """Both swapped cubes fight the other colour, the mover's first; they never fight each other."""
    here, there = decision.square, action.square
    mine, theirs = flow.board[here], flow.board[there]
    assert mine is not None and theirs is not None
    flow.swap(here, there)
    flow.note(chaos_texts.swapped(mine, here, theirs, there), there)
    rules._resolve_conflicts(flow, there, mine, tuple(sq for sq in NEIGHBOURS[there] if sq != here))
    if not flow.won():
        others = tuple(sq for sq in NEIGHBOURS[here] if sq != there)
        rules._resolve_conflicts(flow, here, theirs, others, scorer=theirs.owner)
    if not flow.won():
        rules._take_influence(flow, mine)
    return flow.game_won() if flow.won() else finish(flow, decision.source, None)


def _yokai(flow: Flow, decision: Decision, action: Any) -> Result:
    if isinstance(action, Skip):
        return fight(flow, decision.square, decision.origin, decision.source, ())
    flow.chaos = replace(flow.chaos, armed=tuple(s for s in flow.chaos.armed if s != flow.seat))
    flow.note(chaos_texts.yokai_used(flow.rules.seat_names[flow.seat], decision.square), decision.square)
    return fight(flow, decision.square, decision.origin, decision.source, yokai_targets(flow.board, decision.square))


@dataclass(frozen=True, slots=True)
class Answer:
    """One kind of decision: the answers it offers, and how the one given resolves."""

    offered: Callable[[HiMiKiState, Decision], list[Action]]
    resolve: Callable[[Flow, Decision, Any], Result]


ANSWERS: dict[str, Answer] = {
    "chance": Answer(options.offer_chance, _chance),
    "place": Answer(options.offer_place, _place),
    "mana": Answer(options.offer_mana, _mana),
    "conjure": Answer(options.offer_conjure, _conjure),
    "impulse": Answer(options.offer_impulse, _impulse),
    "teleport": Answer(options.offer_teleport, _teleport),
    "transfer": Answer(options.offer_transfer, _transfer),
    "yokai": Answer(options.offer_yokai, _yokai),
}
"""Every kind of decision Expert play can owe: one entry answers it and resolves the answer."""


def decision_actions(state: HiMiKiState, decision: Decision) -> list[Action]:
    """The answers to the decision owed, in a fixed order."""
    return list(ANSWERS[decision.kind].offered(state, decision))
