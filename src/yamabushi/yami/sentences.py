"""The sentences a player reads for a card played and a trick won, why the trick went as
it did, and how the mission ended. Shared by the events' texts (the log, the replay, plain mode) and the table's
trick summary, so the screen and the narration give the same reason.

Public only: a card is named once it is face up (played from a hand, the river or the
top of the deck), never while it is held.
"""

from __future__ import annotations

from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.state import Trick


def card_played(names: tuple[str, ...], position: int, card: Card, led: Card | None, free: bool, source: str) -> str:
    """`Player 1 leads R2.`, `Player 2 follows with R6.`, `Automa plays B1: no red to follow.`;
    `free` when a Wild Step lets the player off the led colour this trick."""
    name = names[position]
    where = " from the top of its deck" if source == "deck" else ""
    if led is None:
        return f"{name} leads {card}{where}."
    if card.colour == led.colour:
        return f"{name} follows with {card}{where}."
    if free:
        return f"{name} plays {card}{where} (Wild Step: free of the led colour, {colour_name(led.colour)})."
    return f"{name} plays {card}{where}: no {colour_name(led.colour)} to follow."


def trick_reason(trick: Trick) -> str:
    """Why the Decision card won: trump, or the led colour when nobody played trump; the
    value decides between cards of one colour (all 35 differ)."""
    led = trick.cards[0]
    trumps = [c for c in trick.cards if c.colour == trick.trump]
    rank = "the only" if len(trumps if trumps else [c for c in trick.cards if c.colour == led.colour]) == 1 else "the highest"
    if trumps:
        return f"{rank} trump"
    return f"{rank} {colour_name(led.colour)}, no trump played"


def trick_won(names: tuple[str, ...], number: int, trick: Trick, placer: int) -> str:
    """Who won with what and why, the next trump and who places the tile, in two sentences that
    fit the narration's four lines at 80 columns: each card was said when played, and the table
    lists them."""
    card = trick.decision
    who = names[placer] if placer == trick.winner else f"{names[placer]}, the Leader,"
    return (
        f"{names[trick.winner]} wins trick {number} with {card}, {trick_reason(trick)}. "
        f"Next trump {colour_name(card.colour)}; {who} places the tile."
    )


def kakapo_taken(name: str) -> str:
    """With 2 players, the winner of a trick takes the Kakapo: the Leader, who picks the automa's
    cards and places its tiles. One line of the narration at 80 columns."""
    return f"{name} is the Leader now (Kakapo)."


def end_text(mission: int, success: bool, reason: str) -> str:
    """How the mission ended, in the one sentence the narration, the game-over line, the table's
    prompt and a review all say ("Mission 1 fails: the Mission tiles are not surrounded after round 7.")."""
    return f"Mission {mission} {'succeeds' if success else 'fails'}: {reason}."
