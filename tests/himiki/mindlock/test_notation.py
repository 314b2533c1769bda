"""The solution notation: RULINGS' examples, round-trips, and malformed text refused."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yamabushi.core.errors import NotationError
from yamabushi.data import rules_text
from yamabushi.himiki.actions import Rotate, Skip, Tilt, UseYokai
from yamabushi.himiki.board import parse_square as sq
from yamabushi.himiki.mindlock.actions import (
    ArmYokai,
    ChaosTilt,
    Conjure,
    Transfer,
    Teleport,
)
from yamabushi.himiki.mindlock.notation import (
    SolutionMove,
    format_solution,
    parse_move,
    parse_solution,
)
from yamabushi.himiki.mindlock.puzzle import build_puzzle
from yamabushi.himiki.mindlock.solution import play_solution

squares = st.integers(min_value=0, max_value=29)
pairs = st.tuples(squares, squares)
plain = st.one_of(
    pairs.map(lambda p: Tilt(*p)),
    st.sets(squares, min_size=1, max_size=4).map(lambda s: Rotate(tuple(sorted(s)))),
)
chaos = st.one_of(
    pairs.map(lambda p: ChaosTilt(*p)),
    pairs.map(lambda p: Teleport(*p)),
    pairs.map(lambda p: Transfer(*p)),
    st.builds(Conjure, squares, st.sampled_from("HMK")),
    st.sampled_from([ArmYokai(), UseYokai(), Skip()]),
)
marks = {"removed": st.integers(0, 4), "earned": st.sampled_from(["", "H", "M", "K", "HK", "MKH"])}
moves = st.one_of(
    st.builds(SolutionMove, plain, st.booleans(), **marks),
    st.builds(SolutionMove, chaos, st.just(False), **marks),
)


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("C4 BC3*", SolutionMove(Tilt(sq("C4"), sq("C3")), removed=1)),
        ("D3 PD3", SolutionMove(Rotate((sq("D3"),)))),
        ("B5 PB5+D5 PD5", SolutionMove(Rotate((sq("B5"), sq("D5"))))),
        ("R-C3 BD3**[H]", SolutionMove(Tilt(sq("C3"), sq("D3")), replay=True, removed=2, earned="H")),
        ("C-C3 BC2", SolutionMove(ChaosTilt(sq("C3"), sq("C2")))),
        ("C-C3 TC5", SolutionMove(Teleport(sq("C3"), sq("C5")))),
        ("C-C3 XD4*", SolutionMove(Transfer(sq("C3"), sq("D4")), removed=1)),
        ("C-D4 =M", SolutionMove(Conjure(sq("D4"), "M"))),
        ("C-Y", SolutionMove(ArmYokai())),
        ("C-Y+**", SolutionMove(UseYokai(), removed=2)),
        ("C-Y-", SolutionMove(Skip())),
    ],
)
def test_each_kind_of_move_reads_and_writes_back(text, move):
    assert parse_move(text) == move
    assert format_solution([move]) == text


def test_the_rulebook_solution_reads_as_three_tilts_each_removing_one():
    moves = parse_solution("C4 BC3* C3 BD3* D3 BD4*")
    assert [m.action for m in moves] == [Tilt(sq("C4"), sq("C3")), Tilt(sq("C3"), sq("D3")), Tilt(sq("D3"), sq("D4"))]
    assert all(m.removed == 1 and not m.replay for m in moves)


def test_reading_forgives_case_extra_spaces_and_row_first_squares():
    assert format_solution(parse_solution("  c4 bc3 *  r-3c b3d[h]   c-y ")) == "C4 BC3* R-C3 BD3[H] C-Y"


@given(st.lists(moves, max_size=6))
def test_any_solution_round_trips(solution):
    text = format_solution(solution)
    assert parse_solution(text) == tuple(solution)
    assert format_solution(parse_solution(text)) == text


@pytest.mark.parametrize(
    "text",
    [
        "C4",
        "C4 BC7",
        "F4 BC3",
        "C4 QC3",
        "C4 BC3C3 BD3",
        "R-C3 TC5",
        "C-D3 PD3",
        "C3 =M",
        "X-C4 BC3",
        "C4 BC3 [Q]",
        "B5 PB5+D5 PC5",
        "B5 PB5+B5 PB5",
        "C4 BC3 ,",
    ],
)
def test_malformed_solutions_are_refused_in_one_line(text):
    with pytest.raises(NotationError) as caught:
        parse_solution(text)
    assert "\n" not in str(caught.value)


@given(st.text(alphabet="ABCDEFHKMPRTXY123456-=*+[] bc", max_size=30))
def test_any_text_either_reads_or_is_refused_with_a_notation_error(text):
    try:
        moves = parse_solution(text)
    except NotationError:
        return
    assert parse_solution(format_solution(moves)) == moves


def test_the_rules_document_solution_table_reads_back_and_its_example_solves():
    section = rules_text("himiki").split("## Mindlock", 1)[1].split("\n## ", 1)[0]
    table = section.split("### Solutions", 1)[1].split("###", 1)[0]
    written = re.findall(r"^\| `([^`]+)` \|", table, flags=re.MULTILINE)
    assert len(written) == 10
    assert all(format_solution(parse_solution(text)) == text for text in written)
    example = build_puzzle("C4HMK/C2H,E3M,E4K w 0-0 --- - -", par=3)
    assert "`C4HMK/C2H,E3M,E4K w 0-0 --- - -`" in section
    assert play_solution(example, "C4 BC3* C3 BD3* D3 BD4*").moves == 3
