"""Action counts that can be checked by hand (perft as core.testing defines it)."""

import pytest

from yamabushi.core.testing import perft, perft_divide

from tests.himizu.helpers import ENGINE, play


@pytest.mark.parametrize("side, count", [("A", 25 * 24 * 23), ("B", 24 * 23 * 22)])
def test_the_set_up_is_two_flames_then_the_wave_on_distinct_open_squares(side, count):
    assert perft(ENGINE, ENGINE.new_game({"board": side}, 0), 3) == count


def test_first_fire_turn_from_corner_flames():
    """Moves A1-B1, A1-A2, E5-E4, E5-D5 (4); F1 pay F (1); F2 pay F on any of the 22
    empty squares (22); F3 pay FF (1); F4 pay FF on an empty square (22); end (1)."""
    state, _ = play(ENGINE.new_game({}, 0), "flame A1", "flame E5", "wave C3")
    divide = dict(perft_divide(ENGINE, state, 1))
    assert sum(divide.values()) == 4 + 1 + 22 + 1 + 22 + 1
    assert sum(1 for text in divide if text.startswith("ability F2 pay F ")) == 22
    assert "ability F3 pay FF" in divide and "end" in divide
