"""Where a box too small for its text opens: on the newest items (sentences, log entries)
that fit whole, so its top row is never the tail of one; the earlier ones a scroll above.
The narration box and the move log both open this way."""

from __future__ import annotations

from collections.abc import Sequence


def newest_whole(heights: Sequence[int], rows: int) -> int:
    """The earliest item, of items `heights` rows tall, from which the rest fit in `rows`
    (the last item when even it alone does not)."""
    below = 0
    for index in reversed(range(len(heights))):
        below += heights[index]
        if below > rows:
            return min(index + 1, len(heights) - 1)
    return 0
