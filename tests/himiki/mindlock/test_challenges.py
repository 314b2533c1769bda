"""Every shipped challenge: PAR re-proved by the solver, its solution a win in PAR moves,
the ideas it claims to need truly needed, and the groups rising in difficulty."""

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import rules_dir
from yamabushi.himiki.mindlock.generator import SPECS, generate, needed_ideas
from yamabushi.himiki.mindlock.challenges import (
    ChallengeData,
    challenges,
    puzzle_from_entry,
    to_toml,
)
from yamabushi.himiki.mindlock.puzzle import GROUPS
from yamabushi.himiki.mindlock.solution import play_solution
from yamabushi.himiki.mindlock.solver import solve

ALL = challenges()


def test_four_groups_of_at_least_fifteen():
    assert [p.group for p in ALL] == sorted((p.group for p in ALL), key=GROUPS.index)
    assert all(sum(p.group == g for p in ALL) >= 15 for g in GROUPS) and len(ALL) >= 60


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_par_is_the_solvers_proven_optimum(puzzle):
    found = solve(puzzle.start, puzzle.required, puzzle.par)
    assert found is not None and found.par == puzzle.par


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_the_stored_solution_wins_in_par_moves_and_the_claimed_ideas_are_needed(puzzle):
    assert play_solution(puzzle, puzzle.solution).moves == puzzle.par
    assert needed_ideas(puzzle.start, puzzle.required, puzzle.par, None) == puzzle.ideas


def test_each_group_fits_its_par_range_and_needs_more_ideas_than_the_last():
    for group in GROUPS:
        spec, mine = SPECS[group], [p for p in ALL if p.group == group]
        assert all(spec.par[0] <= p.par <= spec.par[1] and len(p.ideas) >= spec.ideas for p in mine)
    assert all("chaos" in p.ideas for p in ALL if p.group == "Expert")
    assert not any(p.start.terrain or p.start.hand for p in ALL if p.group != "Expert")


def test_the_easy_file_is_exactly_what_the_generator_writes_for_seed_1():
    shipped = (rules_dir() / "data" / "mindlock_easy.toml").read_text(encoding="utf-8")
    assert to_toml("Easy", generate("Easy", 1, 16)) == shipped


def test_generation_is_deterministic_and_fits_the_group():
    first, again = generate("Medium", 7, 2), generate("Medium", 7, 2)
    assert first == again and [p.id for p in first] == ["M01", "M02"]
    assert all(3 <= p.par <= 5 and p.ideas for p in first)


def test_a_damaged_challenge_names_the_file_and_the_challenge():
    entry = ChallengeData(id="E09", position="C4HMK/C4H", par=1, solution="C4 BC3*")
    with pytest.raises(DataError, match=r"data/mindlock_easy.toml: challenge E09: .*two cubes on C4"):
        puzzle_from_entry(entry, "Easy")
