"""The data file: both board sides, the ability costs, clear errors, and the options."""

import pytest

from yamabushi.core.errors import DataError, RulesError
from yamabushi.data import parse_toml
from yamabushi.himizu.board import HimizuData, board_for
from yamabushi.himizu.engine import random_roles

from tests.himizu.helpers import ENGINE

GOOD = """
[boards.A]
columns = 5
rows = 5
[costs]
fire = [1, 2, 3, 4]
water = [1, 2, 3, 4]
"""


def test_side_a_is_an_open_five_by_five_grid():
    board = board_for("A")
    assert (board.columns, board.rows, len(board.open_squares)) == (5, 5, 25)
    assert board.neighbours[board.index("C3")] == tuple(board.index(n) for n in ("C2", "B3", "D3", "C4"))


def test_side_b_has_a_shrine_in_the_centre_that_nothing_neighbours():
    board = board_for("B")
    shrine = board.index("C3")
    assert board.shrines == {shrine} and len(board.open_squares) == 24
    assert all(shrine not in around for around in board.neighbours)


def test_costs_come_from_the_data_file():
    state = ENGINE.new_game({}, 0)
    assert state.costs == ((1, 2, 3, 4), (1, 2, 3, 4))


@pytest.mark.parametrize(
    "text, field",
    [
        (GOOD.replace("fire = [1, 2, 3, 4]", "fire = [1, 2, 3]"), "costs.fire"),
        (GOOD.replace("water = [1, 2, 3, 4]", "water = [1, 0, 3, 4]"), "costs.water.1"),
        (GOOD.replace("rows = 5", 'rows = 5\nshrines = ["F9"]'), "boards.A"),
        (GOOD.replace("columns = 5", "columns = 5\nsize = 3"), "boards.A.size"),
        (GOOD.replace("[costs]", "[kosts]"), "costs"),
    ],
)
def test_bad_data_names_the_file_and_the_field(text, field):
    with pytest.raises(DataError) as caught:
        parse_toml(text, HimizuData, "data/himizu.toml")
    assert str(caught.value).startswith(f"data/himizu.toml: {field}")


def test_options_default_to_side_a_and_accept_either_case():
    assert ENGINE.normalize_options({}) == {"board": "A"}
    assert ENGINE.normalize_options({"board": "b"}) == {"board": "B"}
    assert ENGINE.new_game({"board": "B"}, 0).board.side == "B"


@pytest.mark.parametrize("options", [{"board": "C"}, {"mode": "2v2"}])
def test_unknown_options_are_refused(options):
    with pytest.raises(RulesError):
        ENGINE.normalize_options(options)


def test_seat_zero_is_fire():
    assert ENGINE.seat_names({}) == ("Fire", "Water")


def test_random_roles_are_seeded_and_can_go_either_way():
    draws = {random_roles(seed, ("Lara", "Quim")) for seed in range(20)}
    assert draws == {("Lara", "Quim"), ("Quim", "Lara")}
    assert random_roles(7, ("Lara", "Quim")) == random_roles(7, ("Lara", "Quim"))
