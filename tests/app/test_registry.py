"""A game is its package and one registration line: the app and the front ends find it there.

The toy game of tests/toy.py stands for a fourth game: registered beside the real ones, its
engine, bots, text view and menu mode are found, and the command line plays it in plain text;
a variant's line adds its modes on top of its base.
"""

import io
import subprocess
import sys
from dataclasses import replace

import pytest

from tests import toy
from yamabushi.app import registry
from yamabushi.app.bots import has_bots, kit_for
from yamabushi.app.catalog import game_label, mode_for, modes
from yamabushi.app.registry import engine_for, own_games
from yamabushi.app.sessions import new_session
from yamabushi.app.text_views import text_view
from yamabushi.app.tutorials import LESSONS
from yamabushi.cli.main import main
from yamabushi.core.bots import Kit
from yamabushi.core.errors import RulesError
from yamabushi.core.spec import ModeEntry, Variant


def race_kit():
    return Kit(toy.Race(), lambda state: (0.5, 0.5), iterations=20)


RACE = replace(toy.SPEC, modes=(ModeEntry("race", "Race to 10", "race", {}, "Add 1 or 2; reach 10 first."),), kit=race_kit)
SPRINT = Variant("race", modes=(ModeEntry("race-sprint", "Race: sprint", "race", {"sprint": True}, "The same race, shorter."),),
                 lessons=(("race_sprint", "Race: the sprint"),))


def register(monkeypatch, *lines):
    """Register `lines` after the shipped games, as app/registry.py's tuple would hold them."""
    shipped = tuple(line for line in registry.REGISTERED if line is not toy.SPEC)
    monkeypatch.setattr(registry, "REGISTERED", (*shipped, *lines))


def test_a_fourth_game_is_found_through_its_one_registration(monkeypatch):
    register(monkeypatch, RACE)
    assert engine_for("race").title == "Race to 10"
    assert has_bots("race") and kit_for("race").iterations == 20
    assert mode_for("race", None).label == game_label("race", {}) == "Race to 10"
    assert modes()[-2].key == "race" and "race" in own_games()
    session = new_session("race", {}, 3, save=False, count=False)
    assert text_view(session, 0) == "Total 0; North to add 1 or 2, or roll."


def test_the_command_line_plays_a_registered_game_in_plain_text(monkeypatch, capsys):
    register(monkeypatch, RACE)
    monkeypatch.setattr(sys, "stdin", io.StringIO("2\n" * 5))
    assert main(["play", "race", "--plain", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Total 0; North to add 1 or 2, or roll." in out
    assert "North wins" in out


def test_a_game_without_the_registration_is_unknown(monkeypatch, capsys):
    register(monkeypatch)
    assert not has_bots("race")
    assert main(["play", "race", "--plain"]) == 2
    assert "invalid choice: 'race'" in capsys.readouterr().err


def test_a_variant_line_adds_its_modes_and_lessons_on_top_of_its_base(monkeypatch):
    register(monkeypatch, RACE, SPRINT)
    assert [m.key for m in modes() if m.game == "race"] == ["race", "race-sprint"]
    assert mode_for("race", "sprint").label == "Race: sprint"
    assert registry.spec_for("race").lessons == (("race_sprint", "Race: the sprint"),)
    register(monkeypatch, RACE)
    with pytest.raises(RulesError, match="no playable mode sprint of race"):
        mode_for("race", "sprint")


def test_the_shipped_lessons_keep_their_order():
    assert list(LESSONS) == ["himiki", "himiki_2v2", "himiki_expert", "himiki_mukyan", "himizu", "yami"]


def test_registering_the_games_loads_none_of_their_rules():
    """Start-up reads every registration (the menu, `--help`) through each game's public face,
    but no engine, bot, rules, view or coach words, and no variant is installed yet."""
    code = (
        "import sys, yamabushi.app.catalog, yamabushi.app.registry as r; r.specs();"
        "print(sorted(m for m, mod in sys.modules.items() if not hasattr(mod, '__path__')"
        " and m.endswith(('.engine', '.bots', '.kit', '.rules', '.text_view', '.advice', '.variant'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
