"""A board side may name its own ability costs (side B does: the balance of docs/strength.md)."""

import pytest

from yamabushi.core.errors import DataError, IllegalAction
from yamabushi.data import parse_toml
from yamabushi.himizu.board import HimizuData

from tests.himizu.helpers import ENGINE, play, position
from tests.himizu.test_data import GOOD


def test_side_b_makes_w2_cost_three_and_side_a_keeps_two():
    assert ENGINE.new_game({"board": "A"}, 0).costs == ((1, 2, 3, 4), (1, 2, 3, 4))
    assert ENGINE.new_game({"board": "B"}, 0).costs == ((1, 2, 3, 4), (1, 3, 3, 4))


def test_one_water_token_pays_w2_on_side_a_but_not_on_side_b():
    rows = ". . . . .F\n. . . . .\n{} . .\n. . . . .\n. . . . .W"
    play(position(rows.format(". . ."), seat=1), "ability W2 pay W A1")
    with pytest.raises(IllegalAction, match="costs 3"):
        play(position(rows.format(". . #"), board="B", seat=1), "ability W2 pay W A1")


def test_a_side_with_bad_costs_of_its_own_names_the_field():
    text = GOOD.replace("rows = 5", "rows = 5\n[boards.A.costs]\nfire = [1, 2, 3, 4]\nwater = [0, 2, 3, 4]")
    with pytest.raises(DataError, match=r"data/himizu.toml: boards.A.costs.water.0"):
        parse_toml(text, HimizuData, "data/himizu.toml")
