"""The screens' and the command line's tests judge the same few games again and again (the Yami
blunder's review eleven times in one run of the review screens' files); a review is a pure
function of its game and its budget, and tests/app/test_review.py proves it (the same save, the
same review from scratch). So there (tests/tui and tests/cli, whose conftest.py take this
fixture) a game reviewed once in a worker is told again from memory, decision by decision
through the same `found` and `progress` calls, at the caller's own pace; the search itself is
tested where it is the subject, in tests/app."""

from __future__ import annotations

from typing import Any

import pytest

from yamabushi.app import review as reviews

JUDGED: dict[tuple[str, float], reviews.Review] = {}
"""Each game's review at each budget, as first judged in this worker."""
SEARCHED = reviews.review_timeline


def _remembered(
    timeline: Any, budget: float = reviews.REVIEW_BUDGET, progress: reviews.Progress | None = None,
    known: reviews.Review | None = None, found: reviews.Found | None = None,
) -> reviews.Review:
    key = (timeline.record.model_dump_json(), budget)
    if key not in JUDGED:
        review = SEARCHED(timeline, budget, progress, known, found)
        JUDGED[key] = review.model_copy(deep=True)
        return review
    review = JUDGED[key].model_copy(deep=True)
    for done, decision in enumerate(review.decisions, start=1):
        if found is not None:
            found(decision)
        if progress is not None:
            progress(done, len(review.decisions))
    return review


@pytest.fixture(autouse=True)
def reviews_remembered(monkeypatch):
    monkeypatch.setattr(reviews, "review_timeline", _remembered)
