"""Mindlock best scores: kept, improved only by fewer moves, and a damaged file never overwritten."""

import pytest

from yamabushi.app.bests import ProgressError, best_scores, progress_path, record_solve
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
        (b'{"best": {"E01": -1}}', "best.E01: Input should be greater than or equal to 0"),
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

