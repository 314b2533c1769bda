from tests.review_memory import reviews_remembered  # noqa: F401  (autouse: reviews told from memory)
