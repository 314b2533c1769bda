"""Mindlock best scores: kept, improved only by fewer moves, solves with hints kept apart,
and a damaged file never overwritten."""

import json

import pytest

from yamabushi.app.bests import (
    ProgressError,
    best_scores,
    best_text,
    keep_solve,
    progress,
    progress_path,
    record_solve,
    solved,
)
from yamabushi.app.stats_report import mindlock_section


def test_a_solve_is_kept_and_only_fewer_moves_improve_it():
    assert best_scores() == {}
    assert record_solve("E01", 3) == (3, True)
    assert record_solve("E01", 4) == (3, False)
    assert record_solve("E01", 2) == (2, True)
    assert best_scores() == {"E01": 2}


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (b'{"best": {"E01": 2', "broken JSON at line 1"),
        (b'["E01"]', "top level: Input should be a valid dictionary or instance of ProgressFile"),
        (b'{"best": {"E01": -1}}', "best.E01: Input should be greater than or equal to 1"),
        (b'{"best": {"E01": 0}}', "best.E01: Input should be greater than or equal to 1"),
        (b'{"hinted": {"../E01": 3}}', "hinted.../E01.[key]: a challenge id is 1 to 20 letters, digits, - or _"),
        (b'{"best": {"E01": "2"}}', "best.E01: Input should be a valid integer"),
        (b'{"best": {}}\xff', "byte 13 is not UTF-8 text"),
    ],
)
def test_a_damaged_file_is_reported_in_one_sentence_and_kept_byte_for_byte(text, problem):
    path = progress_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(text)
    sentence = f"{path} is damaged ({problem}), so Mindlock best scores are not saved until it is repaired or removed."
    with pytest.raises(ProgressError) as caught:
        record_solve("E01", 1)
    assert str(caught.value) == sentence
    assert path.read_bytes() == text
    assert mindlock_section().lines == (sentence,)



def test_a_solve_with_hints_is_kept_apart_and_never_counts_at_par():
    assert keep_solve("E01", 2, 2, hints=1) == (
        "Solved with 1 hint: kept apart as your best with hints, 2. Only a hint-free solve counts at PAR."
    )
    assert best_scores() == {} and progress().hinted == {"E01": 2}
    assert best_text(progress(), "E01", 2) == "2 with hints" and solved(progress(), "E01")
    assert keep_solve("E01", 3, 2) == "New best for E01: 3 ✓"
    assert best_text(progress(), "E01", 2) == "✓ 3"
    assert keep_solve("E01", 2, 2) == "New best for E01: 2 ✓ at PAR"
    assert best_text(progress(), "E01", 2) == "✓ 2 at PAR"
    assert mindlock_section().lines[1].split()[:3] == ["Easy", "1/16", "1"]
    assert not solved(progress(), "E02") and best_text(progress(), "E02", 2) == ""


def test_a_file_from_before_hints_still_reads_and_keeps_its_bests():
    path = progress_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"best": {"E01": 2}}')
    assert progress().hinted == {} and best_scores() == {"E01": 2}
    record_solve("E02", 4, hints=2)
    assert json.loads(path.read_text()) == {"best": {"E01": 2}, "hinted": {"E02": 4}}
