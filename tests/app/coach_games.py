"""Positions and games the coach's tests share: built by hand, or played by bots from a seed."""

from __future__ import annotations

from typing import Any

from yamabushi.app.bots import make_bot
from yamabushi.app.registry import engine_for
from yamabushi.core.replay import resolve
from yamabushi.himiki.engine import from_hpn
from yamabushi.himizu.state import WATER
from yamabushi.session.record import GameRecord, SeatRecord
from yamabushi.session.timeline import Timeline

from tests.himizu.helpers import position

HIMIKI_4_4 = from_hpn("B3MKH,E4MHK,A6KMH/C1MKH,E1MHK,E2MHK w 4-4 -b- - -")
"""4-4, White to move: A6 BA5 wins the game; B3 BB2 lets Black win it with its reply."""

HIMIZU_LAST_TURN = position(
    """
    b b b b b
    b b b b b
    b b b . .W
    .F . . . .
    . . . . .
    """,
    seat=WATER, moves_left=1, round=9, round_tokens=1, tokens=((0, 0), (0, 0)),
)
"""Water's 9th turn, one move left; 13 tiles burn and Fire's flame on A4 can lay its last 3 in
its final turn. Only the wave putting out E2 keeps Fire from 16; ending the turn lets it win."""

YAMI_SEED, YAMI_BLUNDER = 33, 26
"""Two players and the automa, normal bots, seed 33: at action 26 (the last card of the last
trick) O1 keeps the mission winnable, O6 wins the trick with a tile that cannot finish it."""


def timeline_from(game: str, start: Any, moves: list[str], kinds: tuple[str, ...]) -> Timeline:
    """A game from a position set up by hand (no save can start there), its seats of `kinds`."""
    engine = engine_for(game)
    states, steps = [start], []
    for text in moves:
        step, state = resolve(engine, states[-1], engine.parse_action(states[-1], text))
        states.append(state)
        steps.append(step)
    names = engine.seat_names({})
    seats = [SeatRecord(name=n, kind=k) for n, k in zip(names, kinds)]  # type: ignore[arg-type]
    record = GameRecord(game=game, options=engine.normalize_options({}), seed=0, seats=seats, actions=moves, created="2026-01-01")
    return Timeline(engine, record, tuple(states), tuple(steps))


def bot_actions(game: str, options: dict[str, Any], seed: int, levels: tuple[str, ...], count: int) -> list[str]:
    """The first `count` actions (fewer if it ends) of a game between bots of `levels`, seat by seat."""
    engine = engine_for(game)
    options = engine.normalize_options(options)
    bots = [make_bot(game, level, seat, seed, max_seconds=None) for seat, level in enumerate(levels)]
    state, notations = engine.new_game(options, seed), []
    while len(notations) < count and (seat := engine.to_play(state)) is not None:
        action = bots[seat].choose(engine.observation(state, seat), engine.legal_actions(state))
        notations.append(engine.format_action(state, action))
        state = engine.next_state(state, action)[0]
    return notations


def yami_blunder_record(last: str) -> GameRecord:
    """The Yami game of YAMI_SEED up to action YAMI_BLUNDER, then `last`; the seat that plays it
    is the person, the other one a bot."""
    engine = engine_for("yami")
    options = engine.normalize_options({"players": 2})
    actions = bot_actions("yami", options, YAMI_SEED, ("normal", "normal"), YAMI_BLUNDER)
    from yamabushi.core.replay import replay

    person = engine.to_play(replay(engine, options, YAMI_SEED, actions).state)
    seats = [SeatRecord(name=n, kind="human" if i == person else "bot", level=None if i == person else "normal")
             for i, n in enumerate(engine.seat_names(options))]
    return GameRecord(game="yami", options=options, seed=YAMI_SEED, seats=seats, actions=[*actions, last], created="2026-01-01")


def finished_yami_record(hints: int = 0) -> GameRecord:
    """`yami_blunder_record("O6")` played to its failed end (the tile laid anywhere)."""
    from yamabushi.core.replay import replay

    record = yami_blunder_record("O6")
    engine = engine_for("yami")
    state = replay(engine, record.options, record.seed, record.actions).state
    place = engine.format_action(state, engine.legal_actions(state)[0])
    return record.model_copy(update={"actions": [*record.actions, place], "hints": hints})
