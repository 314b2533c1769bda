"""Damaged data files and saves: always one line naming the file, never a traceback.

Typed actions (mangled notation or random text) in positions of every game and mode
are played or refused in one line. Every `rules/data/*.toml` the games load is
mutated at random (spans cut, doubled or replaced); reading it through its pydantic
model and the checks that follow either succeeds or raises a one-line DataError
naming the file. Random bytes or JSON in
a save give a one-line SaveError and leave the file as it was.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.test_conformance import MODES
from yamabushi.core.errors import DataError, RulesError
from yamabushi.core.testing import play_random_game
from yamabushi.app.rated_modes import RatedModes
from yamabushi.data import parse_toml, rules_dir
from yamabushi.app.registry import engine_for
from yamabushi.himiki.chaos import TileSet
from yamabushi.himiki.mindlock.challenges import ChallengeFile, puzzle_from_entry
from yamabushi.himiki.mukyan.data import MukYanTable
from yamabushi.himizu.board import HimizuData
from yamabushi.app.saves import SaveError, read_record
from yamabushi.app.tutorials import Tutorial
from yamabushi.yami.campaign.data import CampaignFile
from yamabushi.yami.missions import (
    CampaignMissionsFile,
    MissionsFile,
    missions_from_file,
)
from yamabushi.yami.spirits import SpiritsFile


def _mindlock(data: ChallengeFile) -> Any:
    return [puzzle_from_entry(entry, data.group) for entry in data.challenge]


LOADERS: dict[str, tuple[type, Callable[[Any], Any] | None]] = {
    "himiki_chaos": (TileSet, None),
    "himiki_mukyan": (MukYanTable, None),
    "himizu": (HimizuData, None),
    "mindlock_easy": (ChallengeFile, _mindlock),
    "tutorial_himiki": (Tutorial, None),
    "tutorial_himizu": (Tutorial, None),
    "yami_missions": (MissionsFile, lambda data: missions_from_file(data, "data/yami_missions.toml")),
    "yami_campaign_missions": (CampaignMissionsFile, None),
    "yami_spirits": (SpiritsFile, lambda data: data.shapes()),
    "yami_campaign": (CampaignFile, None),
    "ratings": (RatedModes, None),
}


@st.composite
def mutated(draw, text: str) -> str:
    """`text` with one to three spans cut, doubled or overwritten by random characters."""
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(text)))
        end = min(len(text), start + draw(st.integers(0, 40)))
        kind = draw(st.sampled_from(["cut", "double", "replace"]))
        middle = {"cut": "", "double": text[start:end] * 2}.get(kind) or draw(st.text(max_size=12))
        text = text[:start] + middle + text[end:]
    return text


@pytest.mark.parametrize("name", LOADERS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_damaged_data_file_is_one_line_naming_it(name, data):
    model, check = LOADERS[name]
    label = f"data/{name}.toml"
    text = data.draw(mutated((rules_dir() / "data" / f"{name}.toml").read_text(encoding="utf-8")))
    try:
        loaded = parse_toml(text, model, label)
        if check:
            check(loaded)
    except DataError as exc:
        assert label in str(exc) and "\n" not in str(exc).strip()
    except RulesError as exc:
        assert "\n" not in str(exc).strip()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(
    st.binary(max_size=200),
    st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                 lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                 max_leaves=12).map(lambda value: json.dumps(value).encode()),
))
def test_random_bytes_or_json_in_a_save_are_one_line_and_the_file_is_kept(tmp_path, content):
    path = tmp_path / "himiki-x.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        read_record(path)
    assert "\n" not in str(caught.value) and path.read_bytes() == content


@cache
def positions(name: str) -> list[tuple[Any, Any]]:
    """A few positions along one seeded random game of the mode: (engine, state)."""
    mode = MODES[name]
    engine = engine_for(mode.game)
    game = play_random_game(engine, engine.normalize_options(mode.options), seed=3)
    return [(engine, state) for state in game.states[:: max(1, len(game.states) // 6)]]


def typed_action(engine: Any, state: Any, draw: Any) -> str:
    """Text a player might type: a legal action's notation mangled, or random characters."""
    legal = engine.legal_actions(state)
    if legal and draw(st.booleans()):
        return draw(mutated(engine.format_action(state, draw(st.sampled_from(legal)))))
    return draw(st.text(max_size=20))


@pytest.mark.parametrize("name", MODES)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_typed_actions_are_played_or_refused_in_one_line(name, data):
    engine, state = data.draw(st.sampled_from(positions(name)))
    text = typed_action(engine, state, data.draw)
    try:
        engine.apply(state, engine.parse_action(state, text))
    except RulesError as exc:
        assert str(exc).strip() and "\n" not in str(exc).strip()
