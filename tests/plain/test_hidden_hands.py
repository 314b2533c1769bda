"""No plain line shows a hand but the seat's own: 3- and 4-player Yami games read write by write.

The screen below records, with every piece of text the plain loop prints, every seat's
hand at that moment, so a card of another hand is caught whenever it is printed; only
the seat named by the last "Pass to" may see its own, and nobody may before the first.
"""

from __future__ import annotations

import io
import random
import re

import pytest

from yamabushi.app.sessions import new_session
from yamabushi.plain.game import CLEAR, SCROLL_LINES, SEPARATOR, PlainGame
from yamabushi.plain.play import play_plain
from yamabushi.yami.board import square_name

CARD = re.compile(r"(?<!@)\b[RBPGO][1-7]\b")
"""A card; not the anchor square after `@` in a placement (`O6@B3/0`)."""


class Screen(io.StringIO):
    """Everything printed, each write kept with the hands as they were when it was written,
    less the covered squares a sentence may name (`covers B3, C3`: column B, not a blue card)."""

    def __init__(self, tty: bool = False) -> None:
        super().__init__()
        self.session = None
        self.tty = tty
        self.writes: list[tuple[str, tuple[frozenset[str], ...], bool]] = []

    def isatty(self) -> bool:
        return self.tty

    def write(self, text: str) -> int:
        state = self.session.state
        covered = {square_name(square) for placed in state.placed for square in placed.squares}
        hands = tuple(frozenset(map(str, hand)) - covered for hand in state.hands)
        self.writes.append((text, hands, self.session.outcome() is not None))
        return super().write(text)


def typist(screen: Screen, seed: int):
    """A `read` that types a random legal action (any line does for "press Enter")."""
    rng = random.Random(seed)

    def read() -> str | None:
        session = screen.session
        if session.outcome() is not None:
            return None
        return session.engine.format_action(session.state, rng.choice(session.legal_actions()))

    return read


def play(players: int, bots: dict[str, str], seed: int, tty: bool = False) -> tuple[Screen, list[str]]:
    screen = Screen(tty)
    session = new_session("yami", {"players": players}, seed, players=bots, save=False, count=False)
    screen.session = session
    game = PlainGame(session, typist(screen, seed), screen)
    screen.write(game.intro("Yami") + "\n")
    game.run()
    assert session.outcome() is not None
    return screen, [seat.name for seat in session.seats]


def leaks(screen: Screen, names: list[str], holder: int | None = None) -> list[str]:
    """Cards of a hand printed while another seat (or no seat) holds the keyboard, game not over;
    `holder` holds it from the start (one person playing bots)."""
    found: list[str] = []
    for text, hands, over in screen.writes:
        if match := re.search(r"Pass to (.+?), press Enter", text):
            holder = names.index(match[1])
        if over:
            continue
        others = set().union(*(hand for seat, hand in enumerate(hands) if seat != holder))
        found += [f"{card} in {text.strip()[:60]!r}" for card in CARD.findall(text) if card in others]
    return found


@pytest.mark.parametrize(
    ("players", "bots"),
    [(3, {}), (4, {}), (4, {"Player 2": "easy", "Player 4": "easy"})],
    ids=["3 people", "4 people", "2 people and 2 bots"],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_line_shows_another_seats_hand_before_the_end(players, bots, seed):
    screen, names = play(players, bots, seed)
    text = screen.getvalue()
    assert leaks(screen, names) == []
    people = [name for name in names if name not in bots]
    assert {re.search(r"Your hand \((.+?)\)", block)[1] for block in text.split("Pass to ")[1:]} == set(people)
    assert text.index("Pass to ") < text.index("Your hand")  # a hand-off before the first hand too
    before, end = text.split("Game over.")
    assert "seed" not in before.lower() and f"The seed was {seed}." in end  # the seed deals every hand


def test_one_person_against_bots_is_shown_their_hand_with_no_hand_off():
    """Nobody is left to hide the hand from: no "Pass to", no scrolling, and still no bot's hand."""
    screen, names = play(3, {"Player 2": "easy", "Player 3": "easy"}, 5)
    text = screen.getvalue()
    assert "Pass to" not in text and "\n" * SCROLL_LINES not in text
    assert "Your hand (Player 1)" in text.split("Player 1 to play>")[0]
    assert leaks(screen, names, holder=0) == []


def test_the_last_hand_is_scrolled_away_before_each_hand_off():
    screen, _ = play(3, {}, 3)
    blocks = screen.getvalue().split("Pass to ")
    assert not blocks[0].strip().count("\n")  # only the intro before the first hand-off
    for block in blocks[1:-1]:
        assert block.endswith("\n" * SCROLL_LINES + SEPARATOR + "\n")
    terminal, _ = play(3, {}, 3, tty=True)
    blocks = terminal.getvalue().split("Pass to ")
    assert all(block.endswith(CLEAR + SEPARATOR + "\n") for block in blocks[1:-1])


def test_the_intro_keeps_a_hidden_games_seed_and_says_an_open_ones():
    hidden, shown = io.StringIO(), io.StringIO()
    play_plain("yami", "3p", 41, io.StringIO(""), hidden)
    play_plain("himizu", None, 41, io.StringIO(""), shown)
    assert hidden.getvalue().splitlines()[0] == "Yami. Type help for commands."
    assert shown.getvalue().splitlines()[0] == "Himizu, seed 41. Type help for commands."
