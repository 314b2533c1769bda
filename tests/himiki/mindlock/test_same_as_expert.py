"""Mindlock resolves every move as Expert mode does (issue 15 item 3, issue 18).

Mindlock keeps its own compact resolver for the solver's speed, so this test holds it to
Expert's: thousands of random puzzle positions, with terrain tiles, event tiles, an armed
Major Yokai and replays on offer, are played on by random moves; every legal move of every
position met is applied both by Mindlock and by Expert's own flow (expert/flow.py and the
answers of expert/rules.py), and the two positions must be the same. The choices a waiting
tile offers must be the same too. Expert runs with exactly Mindlock's documented
differences (rules/himiki.md, "Chaos tiles in Mindlock"): a beaten Black cube leaves the
board at once, nothing scores (so no chance and no win on points), an event tile is played
whenever the player likes (as a chance would play it), and Black never moves.
"""

from __future__ import annotations

import random

from yamabushi.himiki import rules as hi_mi_ki
from yamabushi.himiki.actions import Action, Conjure, Go, PlayTile, Rotate, Skip, Swap, Tilt, UseYokai
from yamabushi.himiki.board import NEIGHBOURS, SQUARES, direction
from yamabushi.himiki.cube import BLACK, ELEMENT_INDEX, ELEMENTS, ORIENTATIONS, WHITE, first_with_top
from yamabushi.himiki.events import ConflictWon
from yamabushi.himiki.expert import flow, rules as expert
from yamabushi.himiki.chaos import MANA, TILT, ChaosState, Decision
from yamabushi.himiki.effects import slide_targets
from yamabushi.himiki.expert.options import mana_tilts
from yamabushi.himiki.mindlock import actions as puzzle
from yamabushi.himiki.mindlock.position import TOP, Position, board_cubes, white_at, white_code
from yamabushi.himiki.mindlock.rules import advance, legal
from yamabushi.himiki.state import HiMiKiState

STARTS = 1500
STEPS = 6
EVENTS = tuple(code for code, t in puzzle.TILES.items() if t.kind == "event")
TERRAIN = tuple(code for code, t in puzzle.TILES.items() if t.kind == "terrain")


class _Removals(list):
    """The events of a fight, removing each Black cube the moment it is beaten (Mindlock's rule)."""

    def __init__(self, board: list) -> None:
        super().__init__()
        self.board = board

    def append(self, event: object) -> None:
        if isinstance(event, ConflictWon) and self.board[event.square].owner == BLACK:
            self.board[event.square] = None
        super().append(event)


class PuzzleFlow(flow.Flow):
    """Expert's flow with nothing to score: no points, so no chance and no win on points."""

    __slots__ = ()

    def __init__(self, state: HiMiKiState) -> None:
        super().__init__(state)
        self.events = _Removals(self.board)

    def gain(self, colour: int) -> None:
        pass

    def won(self) -> bool:
        return False


def as_expert(pos: Position, decision: Decision | None = None, resume=None, hand=None, chances=0) -> HiMiKiState:
    chaos = ChaosState(hands=(pos.hand if hand is None else hand, ()), terrain=pos.terrain,
                       armed=(WHITE,) if pos.armed else (), pending=decision, chances=chances, resume=resume)
    influence = tuple(WHITE if pos.earned >> i & 1 else None for i in range(3))
    return HiMiKiState(board=board_cubes(pos), influence=influence, replay=pos.replay, chaos=chaos)


def as_puzzle(state: HiMiKiState) -> Position:
    chaos = state.chaos
    assert chaos is not None and chaos.chances == 0
    whites, blacks = [], [0, 0, 0]
    for sq, cube in enumerate(state.board):
        if cube is not None and cube.owner == WHITE:
            whites.append(white_code(sq, ORIENTATIONS.index((cube.top, cube.ns, cube.ew))))
        elif cube is not None:
            blacks[ELEMENT_INDEX[cube.top]] |= 1 << sq
    decision = chaos.pending
    pending = None if decision is None else (puzzle.CODE[decision.kind], decision.square, decision.origin, decision.source)
    replay = chaos.resume if pending else state.replay
    earned = sum(1 << i for i, holder in enumerate(state.influence) if holder == WHITE)
    return Position(tuple(sorted(whites)), (blacks[0], blacks[1], blacks[2]), earned, replay, chaos.terrain,
                    tuple(sorted(chaos.hands[WHITE])), WHITE in chaos.armed, pending)


def answer(state: HiMiKiState, decision: Decision, action: Action) -> HiMiKiState:
    return expert.ANSWERS[decision.kind].resolve(PuzzleFlow(state), decision, action)[0]


def expert_answer(pos: Position, action: puzzle.MindlockAction) -> Action:
    """A Mindlock answer to a waiting tile, as Expert's answer to the same decision."""
    match action:
        case puzzle.ChaosTilt(frm, to):
            return Go(direction(frm, to))
        case puzzle.Teleport(frm, to):
            ways = slide_targets(board_cubes(pos), frm)
            return Go(next(d for d, sq in ways.items() if sq == to))
        case puzzle.Transfer(_, to):
            return Swap(to)
    assert isinstance(action, (UseYokai, Skip))
    return action


def by_expert(pos: Position, action: puzzle.MindlockAction) -> Position:
    """The position Expert's rules reach from `pos` with `action`."""
    if pos.pending is not None:
        code, sq, origin, source = pos.pending
        decision = Decision(puzzle.EFFECT[code], square=sq, origin=origin, source=source)
        state = as_expert(pos, decision, resume=pos.replay if source == MANA else None)
        return as_puzzle(answer(state, decision, expert_answer(pos, action)))
    match action:
        case Tilt(frm, to):
            return as_puzzle(flow.tilt(PuzzleFlow(as_expert(pos)), frm, to, TILT)[0])
        case Rotate():
            return as_puzzle(hi_mi_ki.next_state(as_expert(pos), action)[0])
        case puzzle.ChaosTilt(frm, to):
            element = ELEMENTS[TOP[white_at(pos, frm)]]
            return _event(pos, puzzle.MANA_OF[ELEMENT_INDEX[element]], Decision("mana", tile=element), Tilt(frm, to))
        case puzzle.Conjure(square, top):
            return _event(pos, "conjuration", Decision("conjure"), Conjure(square, *first_with_top(top)))
    assert isinstance(action, puzzle.ArmYokai)
    state = as_expert(pos, Decision("chance"), resume=pos.replay, chances=1)
    return as_puzzle(answer(state, Decision("chance"), PlayTile("yokai")))


def _event(pos: Position, code: str, decision: Decision, action: Action) -> Position:
    """An event tile played as Expert plays it on a chance: out of the hand, the replay waiting."""
    hand = tuple(c for c in pos.hand if c != code)
    return as_puzzle(answer(as_expert(pos, decision, resume=pos.replay, hand=hand), decision, action))


def same_choices(pos: Position) -> None:
    """A waiting tile offers what Expert offers; each Mana tile the Tilts Expert allows."""
    if pos.pending is not None:
        code, sq, origin, source = pos.pending
        decision = Decision(puzzle.EFFECT[code], square=sq, origin=origin, source=source)
        mine = {expert_answer(pos, a) for a in legal(pos)}
        assert mine == set(expert.decision_actions(as_expert(pos, decision), decision)), pos
        return
    for element in ELEMENTS:
        if puzzle.MANA_OF[ELEMENT_INDEX[element]] in pos.hand:
            mine = {(a.frm, a.to) for a in legal(pos) if isinstance(a, puzzle.ChaosTilt)
                    and TOP[white_at(pos, a.frm)] == ELEMENT_INDEX[element]}
            assert mine == {(t.frm, t.to) for t in mana_tilts(as_expert(pos), element)}, pos


def random_position(rng: random.Random) -> Position:
    """A few cubes and tiles on squares grown from one another, so that they meet."""
    whites, blacks, tiles = rng.randint(1, 3), rng.randint(1, 6), rng.randint(0, 3)
    squares = [rng.choice(SQUARES)]
    while len(squares) < whites + blacks + tiles:
        near = sorted({n for sq in squares for m in NEIGHBOURS[sq] for n in NEIGHBOURS[m] + (m,)} - set(squares))
        squares.append(rng.choice(near))
    rng.shuffle(squares)
    white = tuple(sorted(white_code(sq, rng.randrange(6)) for sq in squares[:whites]))
    black = [0, 0, 0]
    for sq in squares[whites : whites + blacks]:
        black[rng.randrange(3)] |= 1 << sq
    terrain = tuple(sorted(zip(squares[whites + blacks :], rng.sample(TERRAIN, tiles), strict=True)))
    hand = tuple(sorted(rng.sample(EVENTS, rng.randint(0, 3))))
    armed = "yokai" not in hand and rng.random() < 0.4
    pos = Position(white, (black[0], black[1], black[2]), rng.randrange(8) if rng.random() < 0.3 else 0,
                   None, terrain, hand, armed)
    return pos._replace(replay=_some_replay(pos, rng)) if rng.random() < 0.4 else pos


def _some_replay(pos: Position, rng: random.Random) -> tuple[int, int] | None:
    """A replay on offer for one of the White cubes, from an empty neighbour."""
    to = rng.choice(pos.whites) >> 3
    empty = [sq for sq in NEIGHBOURS[to] if board_cubes(pos)[sq] is None]
    return (rng.choice(empty), to) if empty else None


def walk(rng: random.Random) -> int:
    """Play on from a random position; every legal move of every position met is compared."""
    pos, compared = random_position(rng), 0
    for _ in range(STEPS):
        actions = legal(pos)
        if not actions:
            break
        same_choices(pos)
        for action in actions:
            assert advance(pos, action) == by_expert(pos, action), (pos, action)
            compared += 1
        chaos = [a for a in actions if isinstance(a, puzzle.CHAOS_ACTIONS)]
        pos = advance(pos, rng.choice(chaos if chaos and rng.random() < 0.6 else actions))
    return compared


def test_mindlock_resolves_every_move_as_expert_does():
    rng = random.Random(20261201)
    compared = sum(walk(rng) for _ in range(STARTS))
    assert compared > 25_000
