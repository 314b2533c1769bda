"""The Himizu tutorial's scenes: positions read from the script, and the game's three endings."""

from __future__ import annotations

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import parse_toml
from yamabushi.tutorial import Tutorial, check_positions


@pytest.mark.parametrize(
    ("position", "reason"),
    [
        ("A ...../...../..F../...../...W. Fire 3", "Row 3 '..F..' has 4 squares, not 5"),
        ("B ..... /...", "starts with 4 fields"),
        ("B ...../...../..#../...F../...W.. Fire 3", "played on board A"),
        ("A bbbbb/bbbbb/bbbbb/b..F../...W.. Fire 3", "All 16 terrain tiles are on the board"),
        ("A ...../...../...F../...../...W.. Fire 3 tokens=FF/WWW", "3 F and 3 W tokens"),
        ("A ...../...../...F../...../...W.. Fire 3 used=W1", "only the abilities of Fire"),
    ],
)
def test_a_bad_position_is_one_data_error_naming_the_step(position: str, reason: str) -> None:
    text = (
        'game = "himizu"\ntitle = "x"\nfinish = "y"\noptions = { board = "A" }\n'
        '[[steps]]\nprompt = "p"\nhint = "h"\nexpect = ["end"]\n'
        f'[[steps]]\nprompt = "p"\nhint = "h"\nexpect = ["end"]\nposition = "{position}"\n'
    )
    with pytest.raises(DataError) as error:
        check_positions(parse_toml(text, Tutorial, "tutorial.toml"), "tutorial.toml")
    message = str(error.value)
    assert message.startswith("tutorial.toml: step 2 position: ") and reason in message
    assert "\n" not in message
