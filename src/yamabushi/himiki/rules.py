"""Play-phase rules: legal actions and their resolution (the hot path).

Everything here is unchecked: `next_state` trusts that the action is legal.
The order of resolution after a Tilt follows the rulings: conflicts of the
Active Cube, then Elemental Influence for its top element, then the replay
offer. Scores are checked after every change, so the game can end part-way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from itertools import combinations
from typing import Any, cast

from yamabushi.core.protocol import Event
from yamabushi.himiki import texts
from yamabushi.himiki.actions import Action, ClaimDraw, End, Pass, Place, Rotate, Tilt
from yamabushi.himiki.board import NEIGHBOURS, SQUARES, WIDTH
from yamabushi.himiki.cube import BEATS, ELEMENT_INDEX, ROTATED, TILT_EW, TILT_NS, Cube
from yamabushi.himiki.events import ConflictLost, ConflictWon, GameOver, InfluenceTaken, Passed, ReplayOffered
from yamabushi.himiki.modes import MODES, ModeRules
from yamabushi.himiki.repetition import CLAIM_AT
from yamabushi.himiki.setup import legal_placements, place
from yamabushi.himiki.state import HiMiKiState, evolve, make_state, occupied

END, PASS, CLAIM_DRAW = End(), Pass(), ClaimDraw()

TILTS: tuple[tuple[Tilt, ...], ...] = tuple(tuple(Tilt(sq, to) for to in NEIGHBOURS[sq]) for sq in SQUARES)
"""Per square, the Tilt to each neighbour: shared objects, so generation allocates nothing."""

_TILT_OF = {(t.frm, t.to): t for row in TILTS for t in row}

_TARGETS: tuple[tuple[tuple[int, Tilt], ...], ...] = tuple(tuple((t.to, t) for t in row) for row in TILTS)
"""TILTS with each target square beside its Tilt, so generation reads no attributes."""

Result = tuple[HiMiKiState, tuple[Event, ...]]


@lru_cache(maxsize=1024)
def rotations(squares: tuple[int, ...]) -> tuple[Rotate, ...]:
    """Every non-empty subset of `squares` as one Rotate, smallest subsets first.

    Bounded: the sets of squares a side's cubes stand on run to tens of thousands over many games."""
    return tuple(Rotate(combo) for n in range(1, len(squares) + 1) for combo in combinations(squares, n))


def legal_actions(state: HiMiKiState) -> list[Action]:
    """Tilts, then Rotates, then `end`; `pass` only if none; `draw` once claimable."""
    if state.winner is not None or state.draw:
        return []
    if state.setup:
        return list[Action](legal_placements(state))
    actions = play_actions(state)
    if not actions:
        actions.append(PASS)
    if state.quiet_turns >= MODES[state.mode].quiet_turns_for_draw:
        actions.append(CLAIM_DRAW)
    return actions


def play_actions(state: HiMiKiState) -> list[Action]:
    """The Tilt/Rotate/End choices of the side to move, before `pass` and `draw`."""
    own = state.controlled()
    actions = cast(list[Action], legal_tilts(state, own))  # a fresh list: no copy needed
    if state.must_tilt:
        return actions
    actions.extend(rotations(own))
    if state.replay is not None:
        actions.append(END)
    return actions


def legal_tilts(state: HiMiKiState, squares: tuple[int, ...]) -> list[Tilt]:
    """Tilts of the cubes on `squares` onto empty neighbours, minus a replayed cube's way back."""
    board = state.board
    tilts = [t for sq in squares for to, t in _TARGETS[sq] if board[to] is None]
    if state.replay is not None:
        back = _TILT_OF[state.replay[1], state.replay[0]]
        tilts = [t for t in tilts if t is not back]
    return tilts


def next_state(state: HiMiKiState, action: Action) -> Result:
    """Apply a legal action (unchecked)."""
    return _RESOLVERS[type(action)](state, action)


class _Resolution:
    """Scratch values while one Tilt resolves; becomes a state at the end."""

    __slots__ = ("state", "rules", "me", "board", "scores", "influence", "events")

    def __init__(self, state: HiMiKiState, board: list[Cube | None]) -> None:
        self.state = state
        self.rules: ModeRules = MODES[state.mode]
        self.me = self.rules.seat_colours[state.to_move]
        self.board = board
        self.scores = list(state.scores)
        self.influence = state.influence
        self.events: list[Event] = []

    def won(self) -> bool:
        """Either colour may reach the winning score (a Transfer scores for both)."""
        return max(self.scores) >= self.rules.win_score

    def gain(self, colour: int) -> None:
        """One point for `colour`; Expert mode also counts the chances it earns."""
        self.scores[colour] += 1

    def final_scores(self) -> tuple[int, int]:
        """Scores are kept per colour, and there are always two colours."""
        return self.scores[0], self.scores[1]

    def game_won(self) -> Result:
        winner = 0 if self.scores[0] >= self.rules.win_score else 1
        self.events.append(GameOver(texts.game_won(self.rules, winner, self.scores), winner))
        done = evolve(
            self.state,
            board=tuple(self.board),
            scores=self.final_scores(),
            influence=self.influence,
            must_tilt=False,
            replay=None,
            winner=winner,
            carried=(),
        )
        return done, tuple(self.events)

    def offer_replay(self, frm: int, to: int) -> Result:
        """Same seat acts again, free of any Rotate restriction; `to` may not go back to `frm`."""
        state = self.state
        cube = self.board[to]
        assert cube is not None, "a replay follows a cube's Tilt onto `to`"
        self.events.append(ReplayOffered(texts.replay(self.me, frm, to, cube.top, texts.colour_names(state.rules)), state.to_move, to, frm))
        scores = self.final_scores()
        offered = evolve(
            state,
            board=tuple(self.board),
            scores=scores,
            influence=self.influence,
            must_tilt=False,
            replay=(frm, to),
            turn_scored=state.turn_scored or scores != state.scores,
            carried=state.carried_after(frm, to),
        )
        return offered, tuple(self.events)


def _tilt(state: HiMiKiState, action: Tilt) -> Result:
    frm, to = action.frm, action.to
    board = list(state.board)
    cube = board[frm]
    assert cube is not None, "a legal Tilt starts from a cube"
    active = (TILT_NS if abs(to - frm) == WIDTH else TILT_EW)[cube]
    board[frm], board[to] = None, active
    res = _Resolution(state, board)
    fought = _resolve_conflicts(res, to, active)
    if fought and res.won():
        return res.game_won()
    _take_influence(res, active)
    if res.events and res.won():  # every point scored comes with its event
        return res.game_won()
    if not fought and _earns_replay(board, to, active):
        return res.offer_replay(frm, to)
    if not res.events:  # nothing scored: the common, quiet Tilt
        return _end_turn(state, tuple(board), state.scores, state.influence, rotated=False), ()
    after = _end_turn(state, tuple(board), res.final_scores(), res.influence, rotated=False)
    return after, tuple(res.events)


def _resolve_conflicts(
    res: _Resolution, to: int, active: Cube, squares: tuple[int, ...] | None = None, scorer: int | None = None
) -> bool:
    """Score each opposing cube the Active Cube beats; stop at a win. True if any conflict.

    The opponents are its neighbours unless `squares` says otherwise (Major
    Yokai, Transfer); points go to the mover's colour unless `scorer` is given
    (a swapped cube scores for its own owner).
    """
    board, fought = res.board, False
    me = res.me if scorer is None else scorer
    owner, top = active.owner, active.top
    victim = BEATS[top]
    for sq in NEIGHBOURS[to] if squares is None else squares:
        other = board[sq]
        if other is None or other.owner == owner or other.top == top:
            continue
        if other.top == victim:
            fought = True
            res.gain(me)
            res.events.append(ConflictWon(texts.conflict(active, to, other, sq, True, me, texts.colour_names(res.rules)), res.state.to_move, to, sq))
            if res.won():
                return True
        else:  # two different elements: the other one beats the Active Cube
            fought = True
            res.events.append(ConflictLost(texts.conflict(active, to, other, sq, False, me, texts.colour_names(res.rules)), res.state.to_move, to, sq))
    return fought


def _take_influence(res: _Resolution, active: Cube) -> None:
    """Only the Active Cube's element is checked; a tile the other side holds is stolen."""
    element = active.top
    index = ELEMENT_INDEX[element]
    holder = res.influence[index]
    if holder == res.me:
        return
    board = res.board
    showing = [sq for sq in occupied(board) if board[sq].top == element]  # type: ignore[union-attr]
    if len(showing) < res.rules.influence_threshold:
        return
    res.gain(res.me)
    if holder is not None:
        res.scores[holder] -= 1
    res.influence = res.influence[:index] + (res.me,) + res.influence[index + 1 :]  # type: ignore[assignment]
    res.events.append(InfluenceTaken(texts.influence(res.me, element, holder, len(showing), texts.colour_names(res.rules)), res.me, element, holder))


def _earns_replay(board: list[Cube | None], to: int, active: Cube) -> bool:
    """A neighbour of either colour showing the Active Cube's top element."""
    top = active.top
    for sq in NEIGHBOURS[to]:
        cube = board[sq]
        if cube is not None and cube.top == top:
            return True
    return False


def _end_turn(
    state: HiMiKiState,
    board: tuple[Cube | None, ...],
    scores: tuple[int, int],
    influence: tuple[int | None, int | None, int | None],
    *,
    rotated: bool,
) -> HiMiKiState:
    """Hand the turn to the next seat; a Rotate this turn restricts that seat's first action.

    Built field by field with `make_state` rather than with `replace`, which was the
    slowest step of perft; a new state field must be carried over here too (the
    repetition history is carried as it is: the engine's `repetition.record` updates it).
    """
    scored = state.turn_scored or scores != state.scores
    mode = state.mode
    return make_state(
        board,
        (state.to_move + 1) % len(MODES[mode].seat_names),
        scores,
        influence,
        rotated,
        None,
        False,
        0 if scored else state.quiet_turns + 1,
        False,
        state.rng,
        None,
        False,
        mode,
        (),
        state.chaos,
        state.seen,
    )


def _rotate(state: HiMiKiState, action: Rotate) -> Result:
    board = list(state.board)
    for sq in action.squares:
        cube = board[sq]
        assert cube is not None, "a legal Rotate names only cubes"
        board[sq] = ROTATED[cube]
    return _end_turn(state, tuple(board), state.scores, state.influence, rotated=True), ()


def _end(state: HiMiKiState, action: End) -> Result:
    return _end_turn(state, state.board, state.scores, state.influence, rotated=False), ()


def _pass(state: HiMiKiState, action: Pass) -> Result:
    after = _end_turn(state, state.board, state.scores, state.influence, rotated=False)
    return after, (Passed(texts.passed(state.rules.seat_names[state.to_move]), state.to_move),)


def _claim_draw(state: HiMiKiState, action: ClaimDraw) -> Result:
    """A repeated position is the reason given when it is one; else the turns without a score change."""
    if state.repeats >= CLAIM_AT:
        text = texts.repetition_draw(state.repeats, claimed=True)
    else:
        text = texts.draw_claimed(state.quiet_turns)
    return replace(state, draw=True, replay=None, carried=()), (GameOver(text, None),)


_RESOLVERS: dict[type, Callable[[HiMiKiState, Any], Result]] = {
    Tilt: _tilt,
    Rotate: _rotate,
    End: _end,
    Pass: _pass,
    ClaimDraw: _claim_draw,
    Place: place,
}
