"""How a Tilt resolves in Expert mode, with terrain tiles, Major Yokai and chances.

The order is the rulings': the cube lands; a terrain tile under it applies
first (and may move it, or wait for the mover to pick a direction or a cube);
then the cube at its final square fights (two squares away too with Major
Yokai) and checks Influence; then the chances it earned are offered one by
one; then the turn goes on (a replay) or ends. Whenever the mover owes a
choice the resolution stops in a state whose `chaos.pending` names it, and
`expert.py` resumes it here when the choice arrives.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.protocol import Event
from yamabushi.himiki import rules, texts
from yamabushi.himiki.board import NEIGHBOURS, WIDTH
from yamabushi.himiki.chaos import MANA, TILT, ChaosState, Decision, tile
from yamabushi.himiki.cube import ROTATED, TILT_EW, TILT_NS, Cube
from yamabushi.himiki.effects import can_trigger, mirrored, yokai_targets
from yamabushi.himiki.events import ChanceLapsed, ChaosEffect, GameOver, ReplayOffered
from yamabushi.himiki.expert import texts as chaos_texts
from yamabushi.himiki.expert.options import playable_tiles
from yamabushi.himiki.state import HiMiKiState, carry, carry_swap

Result = tuple[HiMiKiState, tuple[Event, ...]]

CHANCE_SCORES = (2, 3, 4)


class Flow(rules._Resolution):
    """One resolution in progress: the board and scores as they change, plus the Chaos state."""

    __slots__ = ("carried", "chances", "chaos", "resume", "terrain")

    def __init__(self, state: HiMiKiState) -> None:
        super().__init__(state, list(state.board))
        assert state.chaos is not None
        self.chaos: ChaosState = state.chaos
        self.terrain = dict(state.chaos.terrain)
        self.carried = state.carried
        self.resume = state.chaos.resume
        self.chances = state.chaos.chances

    @property
    def seat(self) -> int:
        return self.state.to_move

    def gain(self, colour: int) -> None:
        """A point the mover's own side gains reaching 2, 3 or 4 earns a chance."""
        self.scores[colour] += 1
        if colour == self.me and self.scores[colour] in CHANCE_SCORES:
            self.chances += 1

    def move(self, frm: int, to: int, cube: Cube | None) -> None:
        """Put `cube` (the one from `frm`, maybe turned) on `to`, keeping control and the replay in step."""
        self.board[frm], self.board[to] = None, cube
        if cube is not None and cube.owner == self.me:
            self.carried = carry(self.rules, self.seat, self.carried, frm, to)
        self.vacated(frm)

    def swap(self, a: int, b: int) -> None:
        """A Transfer: the mover's cube on `a` and the cube on `b` change places (2v2 control follows the cubes)."""
        self.carried = carry_swap(self.rules, self.seat, self.carried, a, b)
        self.board[a], self.board[b] = self.board[b], self.board[a]
        self.vacated(a)
        self.vacated(b)

    def vacated(self, sq: int) -> None:
        """A replay waiting behind the chances lapses once its cube has been moved away."""
        if self.resume is not None and self.resume[1] == sq:
            self.resume = None

    def note(self, text: str, square: int) -> None:
        self.events.append(ChaosEffect(text, square))

    def chaos_value(self, **changes: object) -> ChaosState:
        """The Chaos state as it stands now (the same object when nothing changed: most Tilts)."""
        terrain = tuple(sorted(self.terrain.items()))
        fields = {"terrain": terrain, "resume": self.resume, "chances": self.chances, **changes}
        current = self.chaos
        if all(getattr(current, name) == value for name, value in fields.items()):
            return current
        return replace(current, **fields)  # type: ignore[arg-type]

    def build(self, **changes: object) -> HiMiKiState:
        """The state as it stands now; `changes` override fields (the Chaos part included)."""
        scores = self.final_scores()
        fields = {
            "board": tuple(self.board),
            "scores": scores,
            "influence": self.influence,
            "must_tilt": False,
            "replay": None,
            "turn_scored": self.state.turn_scored or scores != self.state.scores,
            "carried": self.carried,
            "chaos": self.chaos_value(pending=None),
            **changes,
        }
        return replace(self.state, **fields)  # type: ignore[arg-type]

    def game_won(self) -> Result:
        winner = 0 if self.scores[0] >= self.rules.win_score else 1
        return self.finished(winner, texts.game_won(self.rules, winner, self.scores))

    def finished(self, winner: int, text: str) -> Result:
        self.events.append(GameOver(text, winner))
        done = self.build(winner=winner, carried=(), chaos=self.chaos_value(pending=None, chances=0, resume=None))
        return done, tuple(self.events)

    def suspend(self, decision: Decision) -> Result:
        return self.build(chaos=self.chaos_value(pending=decision)), tuple(self.events)


def roll(cube: Cube, frm: int, to: int) -> Cube:
    """The cube after tilting from `frm` to the adjacent `to`."""
    return (TILT_NS if abs(to - frm) == WIDTH else TILT_EW)[cube]


def tilt(flow: Flow, frm: int, to: int, source: str) -> Result:
    cube = flow.board[frm]
    assert cube is not None
    flow.move(frm, to, roll(cube, frm, to))
    return land(flow, frm, to, source)


def land(flow: Flow, frm: int, to: int, source: str) -> Result:
    """A cube has just Tilted from `frm` onto `to`: a terrain tile there applies before anything else."""
    code = flow.terrain.get(to)
    effect = tile(code).effect if code else None
    if effect is None or not can_trigger(flow.board, effect, frm, to):
        return settle(flow, to, frm, source)
    del flow.terrain[to]
    if effect == "vortex":
        flow.board[to] = ROTATED[flow.board[to]]  # type: ignore[index]
    cube = flow.board[to]
    assert code is not None and cube is not None
    flow.note(chaos_texts.triggered(code, cube, to), to)
    if effect == "gate":
        return _gate(flow, to, source)
    if effect == "vortex":
        return settle(flow, to, frm, source)
    if effect == "mirror":
        flow.move(to, mirrored(to), cube)
        flow.note(chaos_texts.mirrored_to(cube, to, mirrored(to)), mirrored(to))
        return settle(flow, mirrored(to), -1, source)
    return flow.suspend(Decision(effect, square=to, origin=frm, source=source))


def _gate(flow: Flow, sq: int, source: str) -> Result:
    cube = flow.board[sq]
    assert cube is not None
    flow.board[sq] = None
    flow.vacated(sq)
    flow.carried = tuple(s for s in flow.carried if s != sq)
    left = sum(1 for c in flow.board if c is not None and c.owner == cube.owner)
    flow.note(chaos_texts.fell(cube, sq, left), sq)
    if not left:
        winner = 1 - cube.owner
        return flow.finished(winner, texts.game_won(flow.rules, winner, flow.scores, chaos_texts.no_cube_left(cube.owner)))
    return finish(flow, source, None)


def settle(flow: Flow, sq: int, origin: int, source: str) -> Result:
    """The Active Cube is at its final square: offer Major Yokai if it would matter, else fight."""
    if flow.seat in flow.chaos.armed and yokai_targets(flow.board, sq):
        return flow.suspend(Decision("yokai", square=sq, origin=origin, source=source))
    return fight(flow, sq, origin, source, ())


def fight(flow: Flow, sq: int, origin: int, source: str, far: tuple[int, ...]) -> Result:
    """Conflicts (neighbours and `far` cubes), Influence, then whether a replay was earned."""
    active = flow.board[sq]
    assert active is not None
    fought = rules._resolve_conflicts(flow, sq, active, NEIGHBOURS[sq] + far)
    if flow.won():
        return flow.game_won()
    rules._take_influence(flow, active)
    if flow.won():
        return flow.game_won()
    earned = source == TILT and origin >= 0 and not fought and rules._earns_replay(flow.board, sq, active)
    return finish(flow, source, (origin, sq) if earned else None)


def finish(flow: Flow, source: str, replay: tuple[int, int] | None) -> Result:
    """The Tilt that started the turn's resolution says how the turn goes on; a Mana Tilt does not."""
    if source != MANA:
        flow.resume = replay
    return next_decision(flow)


def next_decision(flow: Flow) -> Result:
    """Offer the next chance the seat can use; then the replay, or the end of the turn."""
    if flow.chances > 0:
        offered = flow.build(chaos=flow.chaos_value(pending=Decision("chance")))
        if playable_tiles(offered):
            return offered, tuple(flow.events)
        flow.events.append(ChanceLapsed(chaos_texts.lapsed(flow.rules.seat_names[flow.seat], flow.chances), flow.seat, flow.chances))
        flow.chances = 0
    if flow.resume is not None:
        frm, to = flow.resume
        cube = flow.board[to]
        assert cube is not None, "a replay waits only while its cube stays on `to`"
        flow.events.append(ReplayOffered(texts.replay(flow.me, frm, to, cube.top), flow.seat, to, frm))
        return flow.build(replay=flow.resume, chaos=flow.chaos_value(pending=None, resume=None)), tuple(flow.events)
    after = rules._end_turn(flow.state, tuple(flow.board), flow.final_scores(), flow.influence, rotated=False)
    chaos = flow.chaos_value(pending=None)
    return start_turn(after if chaos is after.chaos else replace(after, chaos=chaos)), tuple(flow.events)


def end_turn(state: HiMiKiState, events: tuple[Event, ...], rotated: bool = False) -> Result:
    """Hand over to the next seat, whose turn is forced if a Confusion is waiting for it."""
    after = rules._end_turn(state, state.board, state.scores, state.influence, rotated=rotated)
    return start_turn(after), events


def start_turn(state: HiMiKiState) -> HiMiKiState:
    chaos = state.chaos
    assert chaos is not None
    if not (chaos.confused or chaos.forced or chaos.pending or chaos.chances or chaos.resume):
        return state
    seat = state.to_move
    forced = seat in chaos.confused
    confused = tuple(s for s in chaos.confused if s != seat)
    fresh = replace(chaos, forced=forced, confused=confused, pending=None, chances=0, resume=None)
    return replace(state, chaos=fresh, must_tilt=state.must_tilt and not forced)
