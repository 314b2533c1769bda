"""The eight abilities: paying for them, their targets and their effects.

Payment. A token is worth 2 towards its own spirit's abilities and 1 towards
the other spirit's. Value left over after a payment (`state.credit`) pays later
abilities of the same turn. A payment must be minimal: leftover value is used
first, and no token may be added that the cost does not need. This loses no
option (an unneeded token can always be spent later in the turn instead) and
keeps the legal-action list short. Spent tokens go to the opponent at once.

Ability W2 places a puddle, then Water may move one puddle: the move is a
separate decision (phase PUDDLE) offered only when some puddle can move.
An ability is offered only when it can do something: F2, F4 and W3 need a
target, W2 needs a puddle to place or to move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache

from yamabushi.core.protocol import Event
from yamabushi.himizu.actions import MovePuddle, UseAbility
from yamabushi.himizu.board import Board
from yamabushi.himizu.events import (
    AbilityUsed,
    FigureMoved,
    FigurePlaced,
    PuddleMoved,
    TileFlipped,
    TileLaid,
    TileReturned,
)
from yamabushi.himizu.rules import TILE_NAMES, Changes, Result, empty_refusal
from yamabushi.himizu.state import (
    FIRE,
    PUDDLE_KINDS,
    SEATS,
    SPIRIT_LETTERS,
    WATER,
    Figure,
    HimizuState,
    Phase,
    Tile,
    evolve,
)

ABILITY_TEXT = (
    (
        "Two more moves this turn.",
        "Put a burning tile on an empty square, or turn a burning tile to charred.",
        "Flames may enter charred squares this turn.",
        "Put a flame from the supply on an empty square.",
    ),
    (
        "One more move this turn.",
        "Put a puddle on an empty square, then you may move one puddle a square.",
        "Put the wave on a puddle, free.",
        "Next turn: one more move, and the wave may enter a flame's square, sending the flame back.",
    ),
)
"""One line per ability, [seat][number - 1], for menus and help."""

TARGETED = frozenset({(FIRE, 2), (FIRE, 4), (WATER, 2), (WATER, 3)})


def ability_code(spirit: int, number: int) -> str:
    return f"{SPIRIT_LETTERS[spirit]}{number}"


def token_values(seat: int) -> tuple[int, int]:
    """What a (Fire token, Water token) is worth towards `seat`'s abilities."""
    return (2, 1) if seat == FIRE else (1, 2)


# -- payment -----------------------------------------------------------------
Purse = tuple[int, int, int, int]
"""(seat, Fire tokens held, Water tokens held, left-over value): all a payment depends on."""


def payment_refusal(state: HimizuState, cost: int, fire: int, water: int) -> str | None:
    held_fire, held_water = state.tokens[state.seat]
    return _payment_refusal((state.seat, held_fire, held_water, state.credit), cost, fire, water)


def _payment_refusal(purse: Purse, cost: int, fire: int, water: int) -> str | None:
    seat, held_fire, held_water, credit = purse
    if fire > held_fire or water > held_water:
        return f"{SEATS[seat]} holds {held_fire} Fire and {held_water} Water tokens only."
    value_fire, value_water = token_values(seat)
    total = credit + fire * value_fire + water * value_water
    if total < cost:
        return f"The payment is worth {total} (left-over value included) but the ability costs {cost}."
    if (fire and total - value_fire >= cost) or (water and total - value_water >= cost):
        return f"The payment is worth {total} but the ability costs {cost}: leave out the tokens it does not need."
    return None


def payments(state: HimizuState, cost: int) -> tuple[tuple[int, int], ...]:
    """Every minimal (Fire tokens, Water tokens) payment for `cost`, fewest Fire tokens first."""
    held_fire, held_water = state.tokens[state.seat]
    return _payments((state.seat, held_fire, held_water, state.credit), cost)


@lru_cache(maxsize=1024)
def _payments(purse: Purse, cost: int) -> tuple[tuple[int, int], ...]:
    """Cached: a handful of purses and costs occur in a whole game, some 200 in thousands
    (bounded all the same, as every cache is)."""
    return tuple(
        (fire, water)
        for fire in range(purse[1] + 1)
        for water in range(purse[2] + 1)
        if _payment_refusal(purse, cost, fire, water) is None
    )


# -- targets -----------------------------------------------------------------
def target_refusal(state: HimizuState, spirit: int, number: int, square: int | None) -> str | None:
    key = (spirit, number)
    if key == (WATER, 2):
        return _puddle_place_refusal(state, square)
    if key not in TARGETED:
        return None if square is None else f"Ability {ability_code(spirit, number)} takes no square."
    if square is None:
        return f"Ability {ability_code(spirit, number)} needs a square."
    return _TARGET_PROBLEMS[key](state, square)


def _burn_refusal(state: HimizuState, square: int) -> str | None:
    if state.tiles[square] == Tile.BURNING or empty_refusal(state, square) is None:
        return None
    if square in state.board.shrines:
        return empty_refusal(state, square)
    return f"{state.board.name(square)} is neither empty nor a burning tile."


def _new_flame_refusal(state: HimizuState, square: int) -> str | None:
    if not state.fire_flames:
        return "All of Fire's flames are already on the board."
    return empty_refusal(state, square)


def _wave_jump_refusal(state: HimizuState, square: int) -> str | None:
    if state.tiles[square] in PUDDLE_KINDS and state.figures[square] == Figure.NONE:
        return None
    return f"{state.board.name(square)} is not a puddle without a figure on it."


def _puddle_place_refusal(state: HimizuState, square: int | None) -> str | None:
    """W2 must place a puddle when it can; otherwise it is only its puddle move."""
    if square is not None:
        if not state.water_puddles:
            return "Water has no puddle tile left to place."
        return empty_refusal(state, square)
    if state.water_puddles and any(state.is_empty(sq) for sq in state.board.open_squares):
        return "Ability W2 must put a puddle on an empty square: name it."
    if not puddle_moves(state):
        return "Ability W2 would do nothing: no puddle can be placed or moved."
    return None


_TARGET_PROBLEMS: dict[tuple[int, int], Callable[[HimizuState, int], str | None]] = {
    (FIRE, 2): _burn_refusal,
    (FIRE, 4): _new_flame_refusal,
    (WATER, 3): _wave_jump_refusal,
}


def _candidate_targets(state: HimizuState, spirit: int, number: int) -> tuple[int | None, ...]:
    if (spirit, number) == (WATER, 2):
        return (*state.board.open_squares, None)
    return state.board.open_squares if (spirit, number) in TARGETED else (None,)


# -- availability ------------------------------------------------------------
def spending_power(state: HimizuState, seat: int) -> int:
    """What `seat` could pay towards its own abilities now: its tokens, plus left-over value on its turn."""
    held_fire, held_water = state.tokens[seat]
    value_fire, value_water = token_values(seat)
    return held_fire * value_fire + held_water * value_water + (state.credit if seat == state.seat else 0)


def ability_refusal(state: HimizuState, number: int) -> tuple[str, str] | None:
    """Why the side to play cannot use its ability `number` at all this turn: (short tag, sentence).

    The legal list says whether an ability can be used; this says why not, so a
    screen can grey the ability out with a tag and explain a refused key. None
    when some use of the ability is legal (phases other than TURN are the
    engine's `explain_illegal` business).
    """
    seat, code = state.seat, ability_code(state.seat, number)
    if number in state.used:
        return "used", f"Ability {code} was already used this turn."
    cost = state.costs[seat][number - 1]
    if not payments(state, cost):
        power = spending_power(state, seat)
        return "can't pay", f"Ability {code} costs {cost}, but {SEATS[seat]} can pay only {power} now."
    if all(target_refusal(state, seat, number, t) for t in _candidate_targets(state, seat, number)):
        return "no target", _no_target(state, seat, number)
    return None


_TARGET_WORDS = {
    (FIRE, 2): "an empty square or a burning tile",
    (FIRE, 4): "an empty square",
    (WATER, 3): "a puddle with no figure on it",
}


def _no_target(state: HimizuState, seat: int, number: int) -> str:
    if (seat, number) == (FIRE, 4) and not state.fire_flames:
        return "All of Fire's flames are already on the board."
    if (seat, number) == (WATER, 2):
        return "Ability W2 would do nothing: no puddle can be placed or moved."
    return f"Ability {ability_code(seat, number)} needs {_TARGET_WORDS[seat, number]}, and there is none."


# -- legality ----------------------------------------------------------------
def ability_use_refusal(state: HimizuState, action: UseAbility) -> str | None:
    seat, number = state.seat, action.number
    if action.spirit != seat:
        return f"{SEATS[seat]} cannot use {SEATS[action.spirit]}'s abilities."
    if number in state.used:
        return f"Ability {ability_code(seat, number)} was already used this turn."
    cost = state.costs[seat][number - 1]
    return payment_refusal(state, cost, action.fire_tokens, action.water_tokens) or target_refusal(
        state, seat, number, action.square
    )


def legal_abilities(state: HimizuState) -> list[UseAbility]:
    """The uses `ability_use_refusal` allows: by ability, then payment, then target."""
    seat = state.seat
    held_fire, held_water = state.tokens[seat]
    found: list[UseAbility] = []
    for number, tables in _offers((seat, held_fire, held_water, state.credit), state.costs[seat], state.used):
        targets = _targets(state, seat, number) if (seat, number) in TARGETED else (None,)
        found += [uses[t] for uses in tables for t in targets]
    return found


@lru_cache(maxsize=1024)
def _offers(purse: Purse, costs: tuple[int, ...], used: frozenset[int]) -> tuple[tuple[int, tuple[_Uses, ...]], ...]:
    """The abilities not used yet that the purse can pay, each with one table of uses per minimal payment.

    Cached: like payments, a handful of purses, costs and used sets occur.
    """
    offers = []
    for number in (1, 2, 3, 4):
        if number not in used and (paid := _payments(purse, costs[number - 1])):
            offers.append((number, tuple(_uses(purse[0], number, fire, water) for fire, water in paid)))
    return tuple(offers)


class _Uses(dict[int | None, UseAbility]):
    """The uses of one ability paid one way, by target: each value is built once, when first offered."""

    def __init__(self, spirit: int, number: int, fire: int, water: int) -> None:
        super().__init__()
        self.use = (spirit, number, fire, water)

    def __missing__(self, square: int | None) -> UseAbility:
        use = self[square] = UseAbility(*self.use, square)
        return use


_uses = cache(_Uses)


def _targets(state: HimizuState, seat: int, number: int) -> Sequence[int | None]:
    """The targets `target_refusal` accepts for a targeted ability, checked inline, in reading order.

    tests/himizu/test_legality.py holds them equal to the candidates
    `target_refusal` accepts; building its refusal sentences is what this saves.
    """
    tiles, figures, squares = state.tiles, state.figures, state.board.open_squares
    if (seat, number) == (FIRE, 2):
        return [sq for sq in squares if tiles[sq] == Tile.BURNING or not (tiles[sq] or figures[sq])]
    if (seat, number) == (WATER, 3):
        if Tile.PUDDLE not in tiles and Tile.PUDDLES not in tiles:
            return []
        return [sq for sq in squares if tiles[sq] in PUDDLE_KINDS and not figures[sq]]
    if (seat, number) == (FIRE, 4):
        return _empty_squares(state) if state.fire_flames else []
    if state.water_puddles and (empty := _empty_squares(state)):
        return empty  # W2 must place a puddle when it can
    return [None] if puddle_moves(state) else []


def _empty_squares(state: HimizuState) -> list[int]:
    """The squares `HimizuState.is_empty` accepts, in reading order (open squares are never the Shrine)."""
    tiles, figures = state.tiles, state.figures
    return [sq for sq in state.board.open_squares if not (tiles[sq] or figures[sq])]


# -- effects -----------------------------------------------------------------
def use_ability(state: HimizuState, action: UseAbility) -> Result:
    """Pay (tokens to the opponent at once, leftover kept as credit), then the effect."""
    seat, number, fire, water = action.spirit, action.number, action.fire_tokens, action.water_tokens
    value_fire, value_water = token_values(seat)
    credit = state.credit + fire * value_fire + water * value_water - state.costs[seat][number - 1]
    payer, payee = state.tokens[seat], state.tokens[1 - seat]
    mine, theirs = (payer[0] - fire, payer[1] - water), (payee[0] + fire, payee[1] + water)
    tokens = (mine, theirs) if seat == FIRE else (theirs, mine)
    paid = payment_text(fire, water, 1 - seat)
    text = f"{SEATS[seat]} uses ability {ability_code(seat, number)}{paid}."
    changes, events = _EFFECTS[seat, number](state, action.square)
    state = evolve(state, tokens=tokens, credit=credit, used=state.used | {number}, **changes)
    return state, [AbilityUsed(text, seat, number, fire, water, credit), *events]


Effect = Callable[[HimizuState, int | None], tuple[Changes, list[Event]]]
"""An ability's effect: the fields it changes (set with the payment, in one step) and its events.

No effect reads or writes what the payment changes (tokens, credit, used).
"""


def payment_text(fire: int, water: int, payee: int) -> str:
    parts = [f"{n} {colour} token{'s' if n > 1 else ''}" for n, colour in ((fire, "Fire"), (water, "Water")) if n]
    return f", giving {' and '.join(parts)} to {SEATS[payee]}" if parts else " with left-over value"


def _more_moves(extra: int) -> Effect:
    return lambda state, _: ({"moves_left": state.moves_left + extra}, [])


def _burn(state: HimizuState, square: int | None) -> tuple[Changes, list[Event]]:
    assert square is not None
    tiles, name = list(state.tiles), state.board.name(square)
    if tiles[square] == Tile.BURNING:
        tiles[square] = Tile.CHARRED
        return {"tiles": tuple(tiles)}, [TileFlipped(f"The tile on {name} is now charred.", square)]
    tiles[square] = Tile.BURNING
    event = TileLaid(f"A burning tile goes on {name}.", square, Tile.BURNING)
    return {"tiles": tuple(tiles), "fire_tiles": state.fire_tiles - 1}, [event]


def _open_charred(state: HimizuState, _: int | None) -> tuple[Changes, list[Event]]:
    return {"charred_open": True}, []


def _new_flame(state: HimizuState, square: int | None) -> tuple[Changes, list[Event]]:
    assert square is not None
    figures = list(state.figures)
    figures[square] = Figure.FLAME
    event = FigurePlaced(f"A flame goes on {state.board.name(square)}.", Figure.FLAME, square)
    return {"figures": tuple(figures), "fire_flames": state.fire_flames - 1}, [event]


def _puddle(state: HimizuState, square: int | None) -> tuple[Changes, list[Event]]:
    changes: Changes = {}
    events: list[Event] = []
    if square is not None:
        events.append(TileLaid(f"A puddle goes on {state.board.name(square)}.", square, Tile.PUDDLE))
        changes.update(tiles=_with_puddle(state, square), water_puddles=state.water_puddles - 1)
    if _puddle_moves(state.board, changes.get("tiles", state.tiles), state.figures):
        changes["phase"] = Phase.PUDDLE
    return changes, events


def puddle_move_follows(state: HimizuState, square: int) -> bool:
    """Whether W2, putting its puddle on `square`, then offers a puddle move (for the narration)."""
    return bool(_puddle_moves(state.board, _with_puddle(state, square), state.figures))


def _with_puddle(state: HimizuState, square: int) -> tuple[Tile, ...]:
    tiles = list(state.tiles)
    tiles[square] = Tile.PUDDLE
    return tuple(tiles)


def _wave_to_puddle(state: HimizuState, square: int | None) -> tuple[Changes, list[Event]]:
    assert square is not None
    src = state.figures.index(Figure.WAVE)
    figures = list(state.figures)
    figures[src], figures[square] = Figure.NONE, Figure.WAVE
    board = state.board
    text = f"The wave moves from {board.name(src)} to the puddle on {board.name(square)} (free)."
    return {"figures": tuple(figures), "entered": state.entered | {square}}, [
        FigureMoved(text, Figure.WAVE, src, square, 0)
    ]


def _boost_next_turn(state: HimizuState, _: int | None) -> tuple[Changes, list[Event]]:
    return {"wave_boost_next": True}, []


_EFFECTS: dict[tuple[int, int], Effect] = {
    (FIRE, 1): _more_moves(2),
    (FIRE, 2): _burn,
    (FIRE, 3): _open_charred,
    (FIRE, 4): _new_flame,
    (WATER, 1): _more_moves(1),
    (WATER, 2): _puddle,
    (WATER, 3): _wave_to_puddle,
    (WATER, 4): _boost_next_turn,
}


# -- the puddle move of W2 ---------------------------------------------------
def puddle_move_refusal(state: HimizuState, action: MovePuddle) -> str | None:
    board, src, dst = state.board, action.src, action.dst
    if state.tiles[src] not in PUDDLE_KINDS:
        return f"There is no puddle on {board.name(src)}."
    if state.figures[src] != Figure.NONE:
        return f"The wave stands on the puddle on {board.name(src)}, so it cannot move."
    if dst not in board.neighbours[src]:
        return (
            empty_refusal(state, dst)
            if dst in board.shrines
            else f"{board.name(dst)} is not next to {board.name(src)}."
        )
    if state.figures[dst] != Figure.NONE:
        return f"A puddle cannot move onto {board.name(dst)}: a figure stands there."
    if state.tiles[dst] in (Tile.MUD, Tile.PUDDLES):
        return f"A puddle cannot move onto {TILE_NAMES[state.tiles[dst]]} ({board.name(dst)}); stacks hold two at most."
    return None


def puddle_moves(state: HimizuState) -> list[MovePuddle]:
    """The puddle moves `puddle_move_refusal` allows, checked inline, in reading order of source then destination."""
    return _puddle_moves(state.board, state.tiles, state.figures)


def _puddle_moves(board: Board, tiles: Sequence[Tile], figures: Sequence[Figure]) -> list[MovePuddle]:
    if Tile.PUDDLE not in tiles and Tile.PUDDLES not in tiles:
        return []
    neighbours = board.neighbours
    return [
        _puddle_move(src, dst)
        for src in board.open_squares
        if tiles[src] in PUDDLE_KINDS and not figures[src]
        for dst in neighbours[src]
        if not figures[dst] and tiles[dst] in _PUDDLE_LANDING
    ]


_puddle_move = cache(MovePuddle)


_PUDDLE_LANDING = {
    Tile.NONE: Tile.PUDDLE,
    Tile.PUDDLE: Tile.PUDDLES,
    Tile.BURNING: Tile.PUDDLE,
    Tile.CHARRED: Tile.MUD,
}
"""What a moved puddle makes of the tile it lands on (terrain under it goes back to Fire).

Its keys are the tiles a puddle may move onto: not mud, not two puddles.
"""


def move_puddle(state: HimizuState, action: MovePuddle) -> Result:
    src, dst, board = action.src, action.dst, state.board
    tiles = list(state.tiles)
    tiles[src] = Tile.PUDDLE if tiles[src] == Tile.PUDDLES else Tile.NONE
    before, tiles[dst] = tiles[dst], _PUDDLE_LANDING[tiles[dst]]
    text = f"A puddle moves from {board.name(src)} to {board.name(dst)}"
    text += {Tile.PUDDLES: ": two puddles stack.", Tile.MUD: " and turns to mud."}.get(tiles[dst], ".")
    events: list[Event] = [PuddleMoved(text, src, dst, tiles[dst])]
    supply = state.fire_tiles
    if before in (Tile.BURNING, Tile.CHARRED):
        supply += 1
        events.append(
            TileReturned(f"The {TILE_NAMES[before]} tile on {board.name(dst)} goes back to Fire.", dst, before)
        )
    return evolve(state, tiles=tuple(tiles), fire_tiles=supply, phase=Phase.TURN), events


def skip_puddle(state: HimizuState) -> Result:
    return evolve(state, phase=Phase.TURN), []
