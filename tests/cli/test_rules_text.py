"""`yamabushi rules GAME` is for players: it names no file of the project's (data, docs, rulings)."""

from __future__ import annotations

import re

import pytest

from yamabushi.cli.main import main


@pytest.mark.parametrize("game", ["himiki", "himizu", "yami"])
def test_the_rules_name_no_file_of_the_project(game, capsys):
    assert main(["rules", game]) == 0
    text = capsys.readouterr().out
    assert not re.findall(r"[\w/]+\.(?:toml|md|py)\b|\bdata/|\bdocs/", text)
