"""Odd numbers in a Yami game's options (`players`, `mission`, `first`), from a save, a
mission save or a text record: Resume, the Resume list, Replay and import each refuse
them in one short sentence that names the option, and never raise anything else.

A `²` is a digit to `str.isdigit` and not to `int`; a 5,000-digit string is more than
`int` reads; a huge int made a sentence thousands of characters long."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yamabushi.app.records import load_timeline
from yamabushi.app.saves import SaveError, read_record, saves_dir
from yamabushi.app.sessions import resume
from yamabushi.app.store import write_atomic
from yamabushi.core.errors import RulesError
from yamabushi.core.replay import ReplayError
from yamabushi.yami.engine import Yami

OPTIONS = ("players", "mission", "first")
DIGITS = st.characters(categories=("Nd", "No"))
"""Every Unicode digit and number sign: `٣`, `𝟑`, `²`, `½`..."""

odd_numbers = st.one_of(
    st.text(DIGITS, min_size=1, max_size=8),
    st.text(st.sampled_from("0123456789"), min_size=10, max_size=6000),
    st.integers(min_value=10**9),
    st.integers(max_value=-1),
    st.integers(min_value=10**3000, max_value=10**4200),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.text(max_size=20).map(lambda t: f" 3{t}"),
)


def one_sentence(text: str, option: str) -> None:
    assert "\n" not in text and len(text) <= 300 and option in text, text


@settings(max_examples=300, deadline=None)
@given(option=st.sampled_from(OPTIONS), value=odd_numbers)
def test_the_engine_refuses_an_odd_number_in_one_sentence(option, value):
    try:
        options = Yami().normalize_options({option: value})
    except RulesError as exc:
        one_sentence(str(exc), option)
    else:
        assert options[option] == "random" or 0 <= options[option] <= 22


def a_save(options) -> str:
    return json.dumps({
        "schema_version": 1, "game": "yami", "options": options, "seed": 1,
        "seats": [{"name": "Player 1"}, {"name": "Player 2"}], "actions": [], "created": "2026-12-01T10:00:00+00:00",
    })


def a_text_record(options) -> str:
    lines = [
        "Yamabushi game record", "Game: yami (Yami)", "Mode: standard", f"Options: {json.dumps(options)}", "Seed: 1",
        "Seat 1: Player 1 (human)", "Seat 2: Player 2 (human)", "Date: 2026-12-01T10:00:00+00:00", "Result: unfinished",
    ]
    return "\n".join(lines) + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(option=st.sampled_from(OPTIONS), value=odd_numbers.filter(lambda v: not isinstance(v, int) or abs(v) < 10**40))
def test_a_file_with_an_odd_number_is_refused_by_every_reader_in_one_sentence(option, value):
    """Values the store lets through (numbers of at most 40 digits): the sentence names the file."""
    save, record = saves_dir() / "yami-odd.json", saves_dir() / "yami-odd.txt"
    write_atomic(save, a_save({option: value}))
    write_atomic(record, a_text_record({option: value}))
    for read in (read_record, resume, load_timeline):
        try:
            read(save)
        except (SaveError, ReplayError) as exc:
            one_sentence(str(exc), save.name)
    try:
        load_timeline(record)
    except RulesError as exc:
        one_sentence(str(exc), record.name)


@pytest.mark.parametrize("value", ["²", "³", "9" * 5000, 10**39])
def test_the_sentence_names_the_option_and_the_value_shortly(value):
    with pytest.raises(SaveError) as refused:
        path = saves_dir() / "yami-odd.json"
        write_atomic(path, a_save({"mission": value}))
        read_record(path)
    one_sentence(str(refused.value), "mission")
    assert "must be a whole number below 1,000,000,000" in str(refused.value)
