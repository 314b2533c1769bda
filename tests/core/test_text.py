"""core/text.py, the door every output passes: control characters become visible, the rest
passes as typed, and a quoted argument is cut to one short line."""

from __future__ import annotations

import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.hostile import BIDI, C1, CLEAR, OTHERS, TITLE, raw_controls
from yamabushi.core.text import shortened, visible, without_controls, write


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        (TITLE, "^[]0;pwned^G"),
        (CLEAR, "^[[2J"),
        (C1, "\\x9b31m"),
        ("a\rb", "a^Mb"),
        (BIDI, "".join(f"<U+{ord(c):04X}>" for c in BIDI)),
        (OTHERS, "^M^@^H^?\\x85<U+200B><U+200D><U+2028><U+2029><U+FEFF>"),
        ("\ud800", "<U+D800>"),
        ("two\nlines\t", "two^Jlines^I"),
    ],
)
def test_controls_are_written_out(text, seen):
    assert visible(text) == seen


def test_letters_of_every_script_spaces_and_symbols_pass_as_typed():
    text = "Hi Mi Ki 日本語 Ωμέγα עברית ﷺ é\u0301 \u00a0\u3000 [b]x[/b] ⭘ ░ ≈ 🂡"
    assert visible(text) == text


def test_a_line_break_stays_one_where_lines_are_asked():
    assert visible(f"a\nb{CLEAR}\r\n", lines=True) == "a\nb^[[2J^M\n"


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_nothing_a_terminal_obeys_is_left(text):
    shown = visible(text, lines=True)
    assert not raw_controls(shown)
    assert len(shown.encode("utf-8")) >= len(text)  # a lone surrogate cannot stop the write either
    assert (shown == text) == (not raw_controls(text))


@settings(max_examples=200, deadline=None)
@given(st.text(), st.integers(min_value=2, max_value=80))
def test_shortened_is_one_short_visible_line(text, size):
    cut = shortened(text, size)
    assert len(cut) <= size and "\n" not in cut and not raw_controls(cut)
    assert cut == visible(text) or cut.endswith("…")


def test_shortened_cuts_a_huge_argument_at_once():
    assert shortened("x" * 10**7) == "x" * 39 + "…"


def test_without_controls_refuses_in_words_and_keeps_the_rest():
    assert without_controls("Player 1 日本") == "Player 1 日本"
    with pytest.raises(ValueError, match=r"control character <U\+202E>"):
        without_controls(f"a{BIDI[4]}")


def test_write_prints_visibly_and_flushes():
    out = io.StringIO()
    write(out, f"{TITLE}x\ny", end="")
    assert out.getvalue() == "^[]0;pwned^Gx\ny"
