"""The coach's words for a Himizu action: the move as a player would say it, and why.

`advise` turns an action and the tables before and after it into ("Use Water's ability 1,
paid with 1 Water token, for one more move this turn, 3 left", "it puts out 1 tile"): an
ability's effect is the narration's own words (himizu/narration.py), the reason reads what
the action changed (tiles laid, charred, put out, flames sent back) or, when nothing changed
yet, the forecast of Fire's tiles at the end. The coach (app/coach.py) words its hints and
the review's better moves with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.core.protocol import Event
from yamabushi.himizu.actions import Action, EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.bots import forecast
from yamabushi.himizu.events import FlameReturned, TileFlipped, TileLaid, TileReturned
from yamabushi.himizu.narration import ability_effect
from yamabushi.himizu.rules import FIGURE_NAMES
from yamabushi.himizu.state import FIRE, SEATS, HimizuState, Tile


def advise(before: HimizuState, action: Action, after: HimizuState, events: tuple[Event, ...], seat: int) -> tuple[str, str]:
    """The move in words and the reason for it ("" when it changes nothing worth saying)."""
    return move_words(before, action, events), reason(before, after, events, seat)


def move_words(state: HimizuState, action: Action, events: Sequence[Event]) -> str:
    name = state.board.name
    match action:
        case Place(figure, square):
            return f"Place the {FIGURE_NAMES[figure]} on {name(square)}"
        case Move(src, dst):
            return f"Move the {FIGURE_NAMES[state.figures[src]]} from {name(src)} to {name(dst)}"
        case UseAbility(spirit, number, fire, water):
            tokens = [f"{n} {colour} token{'s' * (n > 1)}" for n, colour in ((fire, "Fire"), (water, "Water")) if n]
            paid = f"paid with {' and '.join(tokens)}" if tokens else "paid with left-over value"
            return f"Use {SEATS[spirit]}'s ability {number}, {paid}, for {ability_effect(state, action, events)}"
        case MovePuddle(src, dst):
            return f"Move the puddle from {name(src)} to {name(dst)}"
        case SkipPuddle():
            return "Leave the puddles where they are"
        case EndTurn():
            return "End the turn"
    raise TypeError(f"not a Himizu action: {action!r}")


def reason(before: HimizuState, after: HimizuState, events: Sequence[Event], seat: int) -> str:
    """Fire: tiles laid or charred, the game won; Water: tiles put out, flames sent back; else the forecast."""
    if after.winner == seat:
        return "it wins the game"
    if seat == FIRE:
        laid = sum(1 for e in events if isinstance(e, TileLaid) and e.tile == Tile.BURNING)
        charred = sum(1 for e in events if isinstance(e, TileFlipped))
        if laid or charred:
            parts = [f"lays {_count(laid, 'burning tile')}" if laid else "", f"chars {_count(charred, 'tile')}" if charred else ""]
            return "it " + " and ".join(p for p in parts if p)
        gain = forecast(after) - forecast(before)
        return f"it brings Fire about {_count(round(gain), 'tile')} nearer to all 16 on the board" if gain >= 0.75 else ""
    put_out = sum(1 for e in events if isinstance(e, TileReturned))
    sent = sum(1 for e in events if isinstance(e, FlameReturned))
    if put_out or sent:
        parts = [f"puts out {_count(put_out, 'tile')}" if put_out else "", f"sends {_count(sent, 'flame')} back" if sent else ""]
        return "it " + " and ".join(p for p in parts if p)
    saved = forecast(before) - forecast(after)
    return f"it saves about {_count(round(saved), 'tile')} from the fire" if saved >= 0.75 else ""


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
