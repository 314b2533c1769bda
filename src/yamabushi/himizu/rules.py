"""Set-up, figure moves, turn changes, proliferation and the end of the game.

Every legality rule is a `*_refusal` function returning the sentence a player
reads when the action is refused, or None when it is allowed. The legal-action
lists, which bots and simulations ask for on every step, check the same rules
inline instead of building a refusal sentence for every candidate;
tests/himizu/test_legality.py puts every conceivable action to the
`*_refusal` functions and holds the lists equal to what they accept, in order.
Effects are plain functions from a state to (new state, events) that build the
new state once per action (`evolve`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.himizu.actions import Move, Place
from yamabushi.himizu.events import (
    FigureMoved,
    FigurePlaced,
    FlameReturned,
    GameOver,
    TileFlipped,
    TileLaid,
    TileProliferated,
    TileReturned,
    TurnStarted,
)
from yamabushi.himizu.state import (
    BASE_MOVES,
    FIRE,
    PUDDLE_KINDS,
    SEATS,
    SETUP_FLAMES,
    TERRAIN_TILES,
    WATER,
    Figure,
    HimizuState,
    Phase,
    Tile,
    evolve,
)

Result = tuple[HimizuState, list[Event]]
Changes = dict[str, Any]
"""Fields of the next state, gathered so that it is built once per action."""

FIGURE_NAMES = {Figure.FLAME: "flame", Figure.WAVE: "wave"}
TILE_NAMES = {
    Tile.BURNING: "burning terrain",
    Tile.CHARRED: "charred terrain",
    Tile.PUDDLE: "a puddle",
    Tile.PUDDLES: "two puddles",
    Tile.MUD: "mud",
}


def owner(figure: Figure) -> int:
    return FIRE if figure == Figure.FLAME else WATER


def empty_refusal(state: HimizuState, square: int) -> str | None:
    """Why `square` is not empty (no figure, no tile, not the Shrine), if it is not."""
    if state.is_empty(square):
        return None
    name = state.board.name(square)
    if square in state.board.shrines:
        return f"{name} is the Shrine: no figure or tile may go there."
    if state.figures[square] != Figure.NONE:
        return f"{name} is not empty: the {FIGURE_NAMES[state.figures[square]]} stands there."
    return f"{name} is not empty: it holds {TILE_NAMES[state.tiles[square]]}."


# -- set-up ------------------------------------------------------------------
def place_refusal(state: HimizuState, action: Place) -> str | None:
    wanted = Figure.FLAME if state.seat == FIRE else Figure.WAVE
    if action.figure != wanted:
        what = "a flame" if wanted == Figure.FLAME else "the wave"
        return f"In the set-up {SEATS[state.seat]} now places {what}."
    return empty_refusal(state, action.square)


def legal_placements(state: HimizuState) -> list[Place]:
    figure = Figure.FLAME if state.seat == FIRE else Figure.WAVE
    return [Place(figure, sq) for sq in state.board.open_squares if state.is_empty(sq)]


def place(state: HimizuState, action: Place) -> Result:
    figures = list(state.figures)
    figures[action.square] = action.figure
    text = f"{SEATS[state.seat]} places the {FIGURE_NAMES[action.figure]} on {state.board.name(action.square)}."
    events: list[Event] = [FigurePlaced(text, action.figure, action.square)]
    if action.figure == Figure.WAVE:
        state, started = start_turn(state, FIRE, 1, figures=tuple(figures))
        return state, events + started
    flames = state.fire_flames - 1
    placed_all = state.figures.count(Figure.FLAME) + 1 == SETUP_FLAMES
    return evolve(state, figures=tuple(figures), fire_flames=flames, seat=WATER if placed_all else FIRE), events


# -- moves -------------------------------------------------------------------
def move_cost(state: HimizuState, dst: int, figure: Figure) -> int:
    """A move costs 1, except the wave's first entry onto each puddle square this turn."""
    if figure == Figure.WAVE and state.tiles[dst] in PUDDLE_KINDS and dst not in state.entered:
        return 0
    return 1


def move_refusal(state: HimizuState, action: Move) -> str | None:
    board, src, dst = state.board, action.src, action.dst
    figure = state.figures[src]
    if figure == Figure.NONE:
        return f"There is no figure on {board.name(src)}."
    if owner(figure) != state.seat:
        return f"The {FIGURE_NAMES[figure]} on {board.name(src)} is not {SEATS[state.seat]}'s."
    if dst not in board.neighbours[src]:
        if dst in board.shrines:
            return empty_refusal(state, dst)
        return f"{board.name(dst)} is not next to {board.name(src)}."
    entry = _flame_entry_refusal if figure == Figure.FLAME else _wave_entry_refusal
    return entry(state, dst) or _cost_refusal(state, dst, figure)


def _flame_entry_refusal(state: HimizuState, dst: int) -> str | None:
    tile = state.tiles[dst]
    if state.figures[dst] != Figure.NONE:
        return f"{state.board.name(dst)} already holds the {FIGURE_NAMES[state.figures[dst]]}."
    if tile in PUDDLE_KINDS or tile == Tile.MUD:
        return f"A flame cannot enter {state.board.name(dst)}: it holds {TILE_NAMES[tile]}."
    if tile == Tile.CHARRED and not state.charred_open:
        return f"A flame cannot enter the charred terrain on {state.board.name(dst)} unless Fire used F3 this turn."
    return None


def _wave_entry_refusal(state: HimizuState, dst: int) -> str | None:
    if state.tiles[dst] == Tile.CHARRED:
        return f"The wave cannot enter the charred terrain on {state.board.name(dst)}."
    if state.figures[dst] == Figure.FLAME and not state.wave_boost:
        name = state.board.name(dst)
        return f"{name} holds a flame; the wave may enter it only on the turn after Water used W4."
    return None


def _cost_refusal(state: HimizuState, dst: int, figure: Figure) -> str | None:
    if move_cost(state, dst, figure) <= state.moves_left:
        return None
    if figure == Figure.WAVE and state.tiles[dst] in PUDDLE_KINDS:
        return f"No moves are left, and the wave already entered the puddle on {state.board.name(dst)} this turn."
    return "No moves are left this turn."


def legal_moves(state: HimizuState) -> list[Move]:
    """The moves `move_refusal` allows, in reading order of source then destination.

    The entry and cost rules are checked inline (no sentence is built for a
    refused move); tests/himizu/test_legality.py holds this list equal to
    the candidates `move_refusal` accepts.
    """
    tiles, figures, neighbours, moves_left = state.tiles, state.figures, state.board.neighbours, state.moves_left
    if state.seat == FIRE:
        if not moves_left:  # a flame move always costs 1
            return []
        ground = _FLAME_GROUND_F3 if state.charred_open else _FLAME_GROUND
        return [
            _move(src, dst)
            for src in state.squares_with(Figure.FLAME)
            for dst in neighbours[src]
            if not figures[dst] and tiles[dst] in ground
        ]
    wave_boost, entered = state.wave_boost, state.entered
    return [
        _move(src, dst)
        for src in state.squares_with(Figure.WAVE)
        for dst in neighbours[src]
        if (tile := tiles[dst]) != Tile.CHARRED
        and (wave_boost or figures[dst] != Figure.FLAME)
        and (moves_left or (tile in PUDDLE_KINDS and dst not in entered))
    ]


_FLAME_GROUND = frozenset({Tile.NONE, Tile.BURNING})
_FLAME_GROUND_F3 = frozenset({Tile.NONE, Tile.BURNING, Tile.CHARRED})
"""Tiles a flame may enter, without and with F3 used this turn."""

_move = cache(Move)
"""One shared Move per (src, dst): building the value costs more than finding it."""


def move(state: HimizuState, action: Move) -> Result:
    src, dst, board = action.src, action.dst, state.board
    figure = state.figures[src]
    cost = move_cost(state, dst, figure)
    text = f"The {FIGURE_NAMES[figure]} moves from {board.name(src)} to {board.name(dst)}"
    events: list[Event] = [FigureMoved(text + ("." if cost else " (free: a puddle)."), figure, src, dst, cost)]
    tiles, figures = list(state.tiles), list(state.figures)
    figures[src], figures[dst] = Figure.NONE, figure
    changes: Changes = {"moves_left": state.moves_left - cost}
    if figure == Figure.WAVE:
        events += _wave_puts_out(state, dst, tiles, changes)
    else:
        events += _flame_leaves(state, src, tiles, changes)
    return evolve(state, tiles=tuple(tiles), figures=tuple(figures), **changes), events


def _flame_leaves(state: HimizuState, src: int, tiles: list[Tile], changes: Changes) -> list[Event]:
    """A flame leaves fire behind: a new burning tile, or a burning tile turns charred."""
    name = state.board.name(src)
    if tiles[src] == Tile.NONE:
        tiles[src] = Tile.BURNING
        changes["fire_tiles"] = state.fire_tiles - 1
        return [TileLaid(f"A burning tile is left on {name}.", src, Tile.BURNING)]
    if tiles[src] == Tile.BURNING:
        tiles[src] = Tile.CHARRED
        return [TileFlipped(f"The tile on {name} is now charred.", src)]
    return []


def _wave_puts_out(state: HimizuState, dst: int, tiles: list[Tile], changes: Changes) -> list[Event]:
    """What the wave enters: a flame (only under W4) and a burning tile go back to Fire.

    A puddle square is recorded so its free entry is used up for the turn.
    """
    name = state.board.name(dst)
    events: list[Event] = []
    if tiles[dst] in PUDDLE_KINDS:
        changes["entered"] = state.entered | {dst}
    if state.figures[dst] == Figure.FLAME:
        changes["fire_flames"] = state.fire_flames + 1
        events.append(FlameReturned(f"The flame on {name} goes back to Fire.", dst))
    if tiles[dst] == Tile.BURNING:
        tiles[dst] = Tile.NONE
        changes["fire_tiles"] = state.fire_tiles + 1
        events.append(TileReturned(f"The burning tile on {name} goes back to Fire.", dst, Tile.BURNING))
    return events


# -- turns -------------------------------------------------------------------
def start_turn(state: HimizuState, seat: int, round_number: int, **changes: Any) -> Result:
    """Reset the per-turn counters; Water's W4 from last turn, Fire's proliferation.

    `changes` are fields the action that ended the turn changed, set in the same step.
    """
    boost = seat == WATER and state.wave_boost_next
    moves = BASE_MOVES + boost
    text = f"Round {round_number}: {SEATS[seat]}'s turn ({moves} moves)."
    events: list[Event] = [TurnStarted(text, seat, round_number, moves)]
    if seat == FIRE:
        events += _proliferate(state, changes)
    state = evolve(
        state,
        phase=Phase.TURN,
        seat=seat,
        round=round_number,
        moves_left=moves,
        used=frozenset(),
        credit=0,
        charred_open=False,
        wave_boost=boost,
        wave_boost_next=state.wave_boost_next and not boost,
        entered=frozenset(),
        **changes,
    )
    return state, events


def proliferation(state: HimizuState) -> tuple[int, ...]:
    """Empty squares flanked by two burning tiles in a row or column, in reading order.

    Judged on the tiles as they are before any grows, so new tiles never
    cause more; the supply caps how many grow.
    """
    return _proliferation(state, state.tiles, state.figures)


def _proliferation(state: HimizuState, tiles: Sequence[Tile], figures: Sequence[Figure]) -> tuple[int, ...]:
    flanks, burning = state.board.flanks, Tile.BURNING
    if tiles.count(burning) < 2:
        return ()
    flanked = [
        sq
        for sq in state.board.open_squares
        if not (tiles[sq] or figures[sq])
        for a, b in flanks[sq]
        if tiles[a] == burning and tiles[b] == burning
    ]
    return tuple(dict.fromkeys(flanked))[: state.fire_tiles]  # a square flanked both ways is listed twice


def _proliferate(state: HimizuState, changes: Changes) -> list[Event]:
    """Fire's tiles grow at the start of its turn, on the tiles and figures as `changes` leave them."""
    tiles = changes.get("tiles", state.tiles)
    grow = _proliferation(state, tiles, changes.get("figures", state.figures))
    if not grow:
        return []
    grown = list(tiles)
    for sq in grow:
        grown[sq] = Tile.BURNING
    changes.update(tiles=tuple(grown), fire_tiles=state.fire_tiles - len(grow))
    return [TileProliferated(f"Fire proliferates onto {state.board.name(sq)}.", sq) for sq in grow]


def end_turn(state: HimizuState) -> Result:
    if state.seat == FIRE:
        tokens = state.round_tokens - 1
        if tokens == 0:
            return finish(evolve(state, round_tokens=0), WATER, "Fire returned its last round token.")
        return start_turn(state, WATER, state.round, round_tokens=tokens)
    if Figure.FLAME not in state.figures:
        return finish(state, WATER, "Water ended its turn with no flame on the board.")
    return start_turn(state, FIRE, state.round + 1)


# -- the end -----------------------------------------------------------------
def finish(state: HimizuState, winner: int, reason: str) -> Result:
    result = f"{SEATS[winner]} wins: {reason}"
    return evolve(state, phase=Phase.OVER, winner=winner, result=result), [GameOver(result, winner)]


def settle(state: HimizuState, events: list[Event]) -> Result:
    """Fire wins the moment all its terrain tiles are on the board, whatever caused it."""
    if state.phase is not Phase.OVER and state.fire_tiles == 0:
        state, over = finish(state, FIRE, f"all {TERRAIN_TILES} terrain tiles are on the board.")
        events = events + over
    return state, events
