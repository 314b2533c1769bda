"""The coach's hint: what the hard bot would play for the seat to move, and why, in one sentence.

A hint is worked out from that seat's observation only (`Engine.observation`), as
the bot itself would: another seat's hand, the automa's deck or the unused cards
never reach it; where the game hides things, the bot's own `world` deals what
the seat cannot see at random. Each hint gets a fresh generator seeded from the
game, its seed and the seat (`bot_rng`), so a hint is the choice a hard bot in
that seat would make, and the same position always gets the same hint.

The reason comes from what the action does on that sampled table, read only
where it is public (scores, the board, the trick): a strike, a threat parried,
tiles put out or laid, the surround covered. When none of these applies the
sentence just names the action. The review (app/review.py) words its better
actions the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from yamabushi.app.bots import has_bots, kit_for
from yamabushi.core.bots import HARD_SECONDS, LevelBot, bot_rng
from yamabushi.core.errors import RulesError
from yamabushi.core.protocol import Engine, Event
from yamabushi.session.controller import Session

HINT_LEVEL = "hard"


@dataclass(frozen=True, slots=True)
class Hint:
    """The action to play, its notation, and the sentence a player reads."""

    action: Any
    notation: str
    why: str


def hint(session: Session, max_seconds: float | None = HARD_SECONDS) -> Hint:
    """The hard bot's choice for the person to move; RulesError when there is none to give.

    `max_seconds` caps the search as it caps a hard bot's move (None: the iteration
    budget alone, which tests use so a hint never depends on the machine's speed)."""
    game, seat = session.engine.name, session.to_play()
    if seat is None:
        raise RulesError("The game is over: there is nothing to hint.")
    if not has_bots(game):
        raise RulesError(f"{session.engine.title} has no bot to give hints.")
    if session.bot_to_play():
        raise RulesError("It is not your turn: the bot is thinking.")
    return hint_for(session.engine, session.state, seat, session.seed, max_seconds)


def hint_for(engine: Engine[Any, Any], state: Any, seat: int, seed: int, max_seconds: float | None) -> Hint:
    """The hint for `seat` in `state` of a game started from `seed` (see `hint`)."""
    kit = kit_for(engine.name)
    observation = engine.observation(state, seat)
    rng = bot_rng(engine.name, seed, seat)
    action = LevelBot(kit, HINT_LEVEL, rng, max_seconds).choose(observation, engine.legal_actions(state))
    notation = engine.format_action(state, action)
    reason = explain(engine, observation, seat, action, random.Random(f"why:{engine.name}:{seed}:{seat}"))
    return Hint(action, notation, hint_sentence(notation, reason))


def hint_sentence(notation: str, reason: str) -> str:
    return f"The hard bot would play {notation}: {reason}." if reason else f"The hard bot would play {notation}."


def explain(engine: Engine[Any, Any], observation: Any, seat: int, action: Any, rng: random.Random) -> str:
    """Why `action` is good for `seat`, in a few words without a capital or a full stop, or ""."""
    reason = REASONS.get(engine.name)
    if reason is None:
        return ""
    table = kit_for(engine.name).world(observation, rng)
    after, events = engine.next_state(table, action)
    return reason(table, after, events, seat)


Reason = Callable[[Any, Any, tuple[Event, ...], int], str]
"""(the table before, the table after, the action's events, the seat) -> the reason or ""."""


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def himiki_reason(before: Any, after: Any, events: tuple[Event, ...], seat: int) -> str:
    """A strike (conflicts won), the game won, an Influence tile taken, or the other side's strike parried."""
    from yamabushi.himiki.bots import best_strikes
    from yamabushi.himiki.cube import COLOUR_NAMES, ELEMENT_NAMES
    from yamabushi.himiki.events import ConflictWon, InfluenceTaken

    colour = before.rules.seat_colours[seat]
    if after.winner == colour:
        return "it wins the game"
    won = sum(1 for e in events if isinstance(e, ConflictWon))
    taken = [ELEMENT_NAMES[e.element] for e in events if isinstance(e, InfluenceTaken) and e.colour == colour]
    if won:
        also = f" and takes the {taken[0]} Influence tile" if taken else ""
        return f"a strike, it wins {_plural(won, 'conflict')} at once{also}"
    if taken:
        return f"it takes the {taken[0]} Influence tile"
    other = 1 - colour
    threat, left = best_strikes(before.board)[other], best_strikes(after.board)[other]
    if threat and left < threat:
        rivals = [name for name, c in zip(before.rules.seat_names, before.rules.seat_colours) if c == other]
        rival = rivals[0] if len(rivals) == 1 else f"the {COLOUR_NAMES[other]} team"
        return f"it parries {rival}'s threat to win {_plural(threat, 'conflict')} with one Tilt"
    return ""


def himizu_reason(before: Any, after: Any, events: tuple[Event, ...], seat: int) -> str:
    """Fire: tiles laid or charred, the game won; Water: tiles put out, flames sent back; else the forecast."""
    from yamabushi.himizu.bots import forecast
    from yamabushi.himizu.events import FlameReturned, TileFlipped, TileLaid, TileReturned
    from yamabushi.himizu.state import FIRE, Tile

    if after.winner == seat:
        return "it wins the game"
    if seat == FIRE:
        laid = sum(1 for e in events if isinstance(e, TileLaid) and e.tile == Tile.BURNING)
        charred = sum(1 for e in events if isinstance(e, TileFlipped))
        if laid or charred:
            parts = [f"lays {_plural(laid, 'burning tile')}" if laid else "",
                     f"chars {_plural(charred, 'tile')}" if charred else ""]
            return "it " + " and ".join(p for p in parts if p)
        gain = forecast(after) - forecast(before)
        return f"it brings the fire about {_plural(round(gain), 'tile')} nearer 16" if gain >= 0.75 else ""
    put_out = sum(1 for e in events if isinstance(e, TileReturned))
    sent = sum(1 for e in events if isinstance(e, FlameReturned))
    if put_out or sent:
        parts = [f"puts out {_plural(put_out, 'tile')}" if put_out else "", f"sends {_plural(sent, 'flame')} back" if sent else ""]
        return "it " + " and ".join(p for p in parts if p)
    saved = forecast(before) - forecast(after)
    return f"it saves about {_plural(round(saved), 'tile')} from the fire" if saved >= 0.75 else ""


def yami_reason(before: Any, after: Any, events: tuple[Event, ...], seat: int) -> str:
    """A placement: the mission won, or the surround squares it covers; a card from a hand or the
    river: taking the trick's lead (a deck card is not named: the sampled table made it up)."""
    from yamabushi.yami.events import CardPlayed, TilePlaced
    from yamabushi.yami.tricks import winning_index

    if after.status == "success":
        return "it closes the surround, and the mission succeeds"
    placed = next((e for e in events if isinstance(e, TilePlaced)), None)
    if placed is not None:
        goal, covered = before.mission.goal, sum(1 << q for q in placed.squares)
        gained = (covered & goal & ~before.occupied).bit_count()
        left = (goal & ~(before.occupied | covered)).bit_count()
        return f"it covers {_plural(gained, 'square')} of the surround ({left} still open)" if gained else ""
    played = next((e for e in events if isinstance(e, CardPlayed) and e.source != "deck"), None)
    trick = before.played
    if played is not None and before.phase == "play" and trick:
        cards = (*trick, played.card)
        if winning_index(cards, before.trump) == len(trick) and winning_index(trick, before.trump) is not None:
            return f"{played.card} takes the lead of the trick"
    return ""


REASONS: dict[str, Reason] = {"himiki": himiki_reason, "himizu": himizu_reason, "yami": yami_reason}
