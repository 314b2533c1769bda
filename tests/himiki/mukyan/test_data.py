"""Muk Yan's table and value map: copied exactly from the rulebook, validated, documented."""

import re

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import parse_toml, rules_dir, rules_text
from yamabushi.himiki.board import square_at
from yamabushi.himiki.mukyan.data import MukYanTable, mukyan_table

NUMBERED = {
    "1": "multiple-strike",
    "2": "strike",
    "3": "threaten",
    "4": "influence",
    "5": "block",
    "6": "dodge",
    "7": "pressure",
    "8": "play-again",
    "9off": "offensive-movement",
    "9def": "defensive-movement",
}

PRINTED = {
    ("H", "H"): "1 2 3 4 5 6 7 8 9off",
    ("H", "M"): "1 2 4 3 6 5 7 8 9off",
    ("H", "K"): "1 2 4 3 8 6 5 7 9off",
    ("M", "H"): "1 2 4 8 3 7 5 6 9off",
    ("M", "M"): "1 2 4 8 6 3 7 5 9off",
    ("M", "K"): "1 4 2 8 5 6 3 7 9def",
    ("K", "H"): "1 4 2 5 8 3 6 7 9def",
    ("K", "M"): "1 4 2 8 3 5 6 7 9def",
    ("K", "K"): "1 4 2 5 8 3 6 7 9def",
}
"""The rulebook's table of actions, by its action numbers (row: Black die, column: White die)."""

PRINTED_COLUMNS = {"A": "1 2 3 3 2 1", "B": "2 4 6 6 4 2", "C": "3 5 7 7 5 3", "D": "2 4 6 6 4 2", "E": "1 2"}
"""The value map as printed, one board column (rows 1-6) per line; the last line is cut short."""


def names(numbers: str) -> tuple[str, ...]:
    return tuple(NUMBERED[n] for n in numbers.split())


@pytest.mark.parametrize(("roll", "numbers"), PRINTED.items())
def test_every_cell_is_the_rulebooks_order(roll, numbers):
    assert mukyan_table().order(*roll) == names(numbers)


@pytest.mark.parametrize(("column", "printed"), PRINTED_COLUMNS.items())
def test_the_value_map_is_the_printed_one_completed_by_symmetry(column, printed):
    col = "ABCDE".index(column)
    values = [mukyan_table().value(square_at(col, row)) for row in range(1, 7)]
    assert values[: len(printed.split())] == [int(v) for v in printed.split()]
    assert values == [mukyan_table().value(square_at(4 - col, row)) for row in range(1, 7)]


def test_the_rules_document_shows_the_same_table_as_the_data():
    section = rules_text("himiki").split("## Muk Yan", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (Fire|Water|Wood) \| (.+) \| (.+) \| (.+) \|$", section, flags=re.MULTILINE)
    letter = {"Fire": "H", "Water": "M", "Wood": "K"}
    shown = {(letter[row[0]], white): cell for row in rows for white, cell in zip("HMK", row[1:])}
    assert shown == PRINTED


def _data_with(old: str, new: str) -> str:
    text = (rules_dir() / "data" / "himiki_mukyan.toml").read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("old", "new", "reason"),
    [
        ('"threaten", "influence", "block"', '"threaten", "threaten", "block"', "cell.0.order"),
        ('black = "K"\nwhite = "K"', 'black = "K"\nwhite = "M"', "one cell for each of the 9 rolls"),
        ("[1, 2, 3, 2, 1],\n    [2,", "[1, 2, 3, 2],\n    [2,", "value_map.rows"),
        ('black = "H"', 'black = "X"', "cell.0.black"),
    ],
)
def test_a_damaged_table_is_refused_naming_the_file_and_field(old, new, reason):
    with pytest.raises(DataError, match=re.escape("data/himiki_mukyan.toml")) as error:
        parse_toml(_data_with(old, new), MukYanTable, "data/himiki_mukyan.toml")
    assert reason in str(error.value)
