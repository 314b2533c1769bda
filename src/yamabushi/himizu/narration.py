"""The sentences a Himizu player reads for an action: one for the action and what it caused,
one when a turn starts (with the fire that spread by itself), one when the game ends.

Built from the events and the state the action was played from, so every front end says
the same; events keep their own short texts for the log and the replay's detail lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from yamabushi.core.protocol import Event
from yamabushi.himizu.abilities import ability_code, payment_text, puddle_move_follows
from yamabushi.himizu.actions import Action, EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.events import (
    AbilityUsed,
    FigureMoved,
    FlameReturned,
    GameOver,
    PuddleMoved,
    TileFlipped,
    TileLaid,
    TileProliferated,
    TileReturned,
    TurnStarted,
)
from yamabushi.himizu.rules import FIGURE_NAMES, owner
from yamabushi.himizu.state import BASE_MOVES, FIRE, SEATS, WATER, Figure, HimizuState, Tile


def narrate(state: HimizuState, action: Action, events: Sequence[Event]) -> tuple[str, ...]:
    """`Engine.narration` for Himizu: the action's sentence, then the new turn's, then the result."""
    sentences = [_action_sentence(state, action, events)]
    started = next((e for e in events if isinstance(e, TurnStarted)), None)
    if started is not None:
        spread = [e.square for e in events if isinstance(e, TileProliferated)]
        sentences.append(_turn_sentence(state, started, spread))
    sentences += [e.text for e in events if isinstance(e, GameOver)]
    return tuple(sentences)


def _turn_sentence(state: HimizuState, started: TurnStarted, spread: Sequence[int]) -> str:
    """`Round 3: Fire's turn, 3 moves; B4 and C5 catch fire, each between two burning tiles.`:
    proliferation, which happens by itself as Fire's turn starts, is told here."""
    text = f"Round {started.round}: {SEATS[started.seat]}'s turn, {_count(started.moves, 'move')}"
    if started.seat == WATER and started.moves > BASE_MOVES:
        text += " (W4: one more, and the wave may take a flame)"
    if len(spread) == 1:
        text += f"; {state.board.name(spread[0])} catches fire between two burning tiles"
    elif spread:
        text += f"; {_and(state.board.name(sq) for sq in spread)} catch fire, each between two burning tiles"
    return text + "."


def _action_sentence(state: HimizuState, action: Action, events: Sequence[Event]) -> str:
    name = state.board.name
    match action:
        case Place(figure, square):
            what = "a flame" if figure == Figure.FLAME else "the wave"
            return f"{SEATS[state.seat]} places {what} on {name(square)}."
        case Move():
            return _move_sentence(state, events) + "."
        case UseAbility():
            return _ability_sentence(state, action, events) + "."
        case MovePuddle(src, dst):
            return f"Water moves a puddle {name(src)}→{name(dst)}{_puddle_lands(state, events)}."
        case SkipPuddle():
            return "Water moves no puddle."
        case EndTurn():
            return _end_sentence(state)
    raise TypeError(f"not a Himizu action: {action!r}")


def _move_sentence(state: HimizuState, events: Sequence[Event]) -> str:
    """`Water's wave moves D3→E3 and puts out the flame on E3`; a flame says what it leaves behind."""
    moved = next(e for e in events if isinstance(e, FigureMoved))
    name = state.board.name
    text = f"{SEATS[owner(moved.figure)]}'s {FIGURE_NAMES[moved.figure]} moves {name(moved.src)}→{name(moved.dst)}"
    if moved.figure == Figure.FLAME:
        return text + _flame_leaves(state, events, moved.src)
    if not moved.cost:
        text += " onto the puddle, free"
    return text + _puts_out(state, events, moved.dst)


def _flame_leaves(state: HimizuState, events: Sequence[Event], src: int) -> str:
    name = state.board.name(src)
    if any(isinstance(e, TileLaid) for e in events):
        return f" and leaves a burning tile on {name}"
    if any(isinstance(e, TileFlipped) for e in events):
        return f" and leaves the tile on {name} charred"
    return ""


def _puts_out(state: HimizuState, events: Sequence[Event], square: int) -> str:
    """What the wave (or a puddle) sent back to Fire on `square`."""
    out = ["flame" for e in events if isinstance(e, FlameReturned)]
    out += ["burning tile" for e in events if isinstance(e, TileReturned) and e.tile == Tile.BURNING]
    return f" and puts out the {' and the '.join(out)} on {state.board.name(square)}" if out else ""


def _puddle_lands(state: HimizuState, events: Sequence[Event]) -> str:
    moved = next(e for e in events if isinstance(e, PuddleMoved))
    if moved.result == Tile.MUD:
        return " onto charred terrain: it becomes mud and the charred tile goes back to Fire"
    if moved.result == Tile.PUDDLES:
        return f": two puddles stack on {state.board.name(moved.dst)}"
    return _puts_out(state, events, moved.dst)


def _ability_sentence(state: HimizuState, action: UseAbility, events: Sequence[Event]) -> str:
    """`Fire uses F2, giving 1 Fire token to Water: a burning tile goes on B5`."""
    used = next(e for e in events if isinstance(e, AbilityUsed))
    seat, code = SEATS[used.seat], ability_code(used.seat, used.number)
    paid = payment_text(used.fire_tokens, used.water_tokens, 1 - used.seat)
    left = f" ({used.credit} left over)" if used.credit else ""
    return f"{seat} uses {code}{paid}{left}: {ability_effect(state, action, events)}"


def ability_effect(state: HimizuState, action: UseAbility, events: Sequence[Event]) -> str:
    name, key = state.board.name, (action.spirit, action.number)
    if action.number == 1:
        extra = 2 if action.spirit == FIRE else 1
        return f"{('one', 'two')[extra - 1]} more move{'s' * (extra - 1)} this turn, {state.moves_left + extra} left"
    if key == (FIRE, 2):
        square = name(action.square or 0)
        if any(isinstance(e, TileFlipped) for e in events):
            return f"the burning tile on {square} turns charred"
        return f"a burning tile goes on {square}"
    if key == (FIRE, 3):
        return "flames may enter charred squares this turn"
    if key == (FIRE, 4):
        return f"a new flame goes on {name(action.square or 0)}"
    if key == (WATER, 2):
        if action.square is None:
            return "no puddle can be placed, so Water may move one puddle a square"
        then = ", and Water may move one puddle a square" if puddle_move_follows(state, action.square) else ""
        return f"a puddle goes on {name(action.square)}{then}"
    if key == (WATER, 3):
        moved = next(e for e in events if isinstance(e, FigureMoved))
        return f"the wave goes from {name(moved.src)} to the puddle on {name(moved.dst)}, free"
    return "next turn the wave has one more move and may enter a flame's square, putting it out"


def _end_sentence(state: HimizuState) -> str:
    if state.seat == WATER:
        return "Water ends its turn."
    left = state.round_tokens - 1
    if not left:
        return "Fire ends its turn and returns its last round token."
    return f"Fire ends its turn and returns a round token ({left} left)."


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _and(words: Iterable[str]) -> str:
    items = list(words)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"
