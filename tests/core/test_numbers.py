"""Typed and filed numbers: ASCII digits only, and never so many that `int` would refuse them."""

import pytest

from yamabushi.core.numbers import whole_number


@pytest.mark.parametrize(("text", "value"), [("7", 7), (" 42 ", 42), ("007", 7), ("999999999", 999_999_999)])
def test_ascii_digits_are_a_number(text, value):
    assert whole_number(text) == value


@pytest.mark.parametrize("text", ["²", "٣", "", " ", "-1", "1.5", "1e3", "9" * 10, "9" * 5000, "12a"])
def test_anything_else_is_none_instead_of_an_exception(text):
    assert whole_number(text) is None


def test_a_caller_may_allow_more_digits():
    assert whole_number("9" * 19, 19) == int("9" * 19)
