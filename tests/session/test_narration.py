"""The sentences every front end reads for a step: what a hand-off tells, and that none of them
names a card that some seat still hides (3- and 4-player Yami)."""

from __future__ import annotations

import random
import re

import pytest

from tests.toy import Race
from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.session.narration import catch_up, news, step_news
from yamabushi.yami.board import square_name

CARD = re.compile(r"(?<![@\w])[RBPGO][1-7](?!\d)")
"""A card in Yami's notation, not the anchor square after `@` in a placement (`O6@B3/0`)."""


def random_game(session: Session, seed: int, limit: int = 500) -> Session:
    rng = random.Random(seed)
    while session.outcome() is None and len(session.steps) < limit:
        session.play(rng.choice(list(session.legal_actions())))
    return session


class QuietRace(Race):
    """The toy race, whose actions cause no event."""

    def next_state(self, state, action):
        return super().next_state(state, action)[0], ()


def test_a_step_the_engine_says_nothing_more_about_names_who_played_it():
    session = random_game(Session(QuietRace(), {}, 1), 1, limit=3)
    quiet = session.steps[0]
    assert quiet.narration == (f"{quiet.notation}.",) and quiet.told == ()
    assert step_news(quiet, session.seat_names()) == (f"{session.seats[quiet.actor].name}: {quiet.log}.",)
    told = random_game(Session(Race(), {}, 1), 1, limit=3).steps[0]
    assert told.events and step_news(told, session.seat_names()) == tuple(e.text for e in told.events)


def test_the_hand_off_tells_what_the_other_seats_did_since_the_last_turn():
    session = Session(engine_for("yami"), {"players": 3, "mission": 1, "first": 0}, 5)
    assert catch_up(session, 0) == ("Before your first turn:", [])
    for _ in range(4):  # a whole trick and the winner's tile, then the next card
        session.play(session.legal_actions()[0])
    while session.to_play() == session.steps[-1].actor:
        session.play(session.legal_actions()[0])
    seat = session.to_play()
    heading, missed = catch_up(session, seat)
    last = max(i for i, step in enumerate(session.steps) if step.actor == seat)
    assert heading == "Since your last turn:"
    assert missed == news(session.steps[last + 1 :], session.seat_names()) != []
    assert all(step.actor != seat for step in session.steps[last + 1 :])
    assert missed[0] == session.steps[last + 1].narration[0]


def hidden_cards(state) -> set[str]:
    """Every card some seat may not see: the hands, the deck, the cards set aside or discarded;
    less the covered squares a sentence names (`covers B3, C3`: column B, not a blue card)."""
    covered = {square_name(square) for placed in state.placed for square in placed.squares}
    cards = [*(c for hand in state.hands for c in hand), *state.deck, *state.unused, *state.discarded]
    return {str(card) for card in cards} - covered


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_narration_names_a_card_another_seat_still_holds(players, seed):
    """The status line stays in view under a hand-off, so a sentence must hide a card from everyone
    who may not see it; the hand-off's own lines are these sentences too."""
    session = Session(engine_for("yami"), {"players": players, "mission": seed % 2 + 1}, seed)
    random_game(session, seed)
    assert session.outcome() is not None
    names = session.seat_names()
    for step, after in zip(session.steps, session.states[1:]):
        if session.engine.outcome(after) is None:
            said = " ".join(step_news(step, names))
            assert not set(CARD.findall(said)) & hidden_cards(after), said
    played = [step for step in session.steps if step.notation[:2] in step.narration[0]]
    assert played  # the check reads sentences that do name the cards played
