"""The shipped Mindlock challenges: `rules/data/mindlock_<group>.toml`, one file per group.

Each challenge gives its position in HPN (Black cubes by their tops), the
Influences it requires, its terrain and event tiles, its PAR, one optimal
solution in the solution notation, and the ideas that PAR needs. The test
suite re-solves every one to prove its PAR optimal.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from yamabushi.core.errors import DataError, RulesError
from yamabushi.data import load_data
from yamabushi.himiki.board import square_name
from yamabushi.himiki.mindlock.notation import parse_solution
from yamabushi.himiki.mindlock.position import position_text
from yamabushi.himiki.mindlock.puzzle import GROUPS, Puzzle, build_puzzle

Idea = Literal["replay", "rotate", "influence", "chaos"]


class ChallengeData(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[EMHX][0-9]{2}$")
    position: str
    influence: str = ""
    par: int = Field(ge=1, le=20)
    terrain: dict[str, str] = Field(default_factory=dict)
    events: list[str] = Field(default_factory=list)
    ideas: list[Idea] = Field(default_factory=list)
    solution: str


class ChallengeFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    group: Literal["Easy", "Medium", "Hard", "Expert"]
    challenge: list[ChallengeData]


def data_file(group: str) -> str:
    return f"mindlock_{group.lower()}"


@cache
def challenges() -> tuple[Puzzle, ...]:
    """Every shipped challenge, group by group (Easy first), in file order."""
    out: list[Puzzle] = []
    for group in GROUPS:
        loaded = load_data(data_file(group), ChallengeFile)
        if loaded.group != group:
            raise DataError(f"data/{data_file(group)}.toml: group is {loaded.group!r}, expected {group!r}.")
        out.extend(puzzle_from_entry(entry, group) for entry in loaded.challenge)
    ids = [p.id for p in out]
    if len(set(ids)) != len(ids):
        raise DataError("The Mindlock data files repeat a challenge id.")
    return tuple(out)


def puzzle_from_entry(entry: ChallengeData, group: str) -> Puzzle:
    """Build one challenge; anything wrong names the data file and the challenge."""
    try:
        puzzle = build_puzzle(entry.position, entry.influence, entry.par, entry.terrain, entry.events)
        parse_solution(entry.solution)
    except RulesError as exc:
        raise DataError(f"data/{data_file(group)}.toml: challenge {entry.id}: {exc}") from None
    return Puzzle(puzzle.start, puzzle.required, puzzle.par, entry.id, group, entry.solution, tuple(entry.ideas))


def challenge(challenge_id: str) -> Puzzle:
    """The challenge with this id (case-insensitive), or a RulesError listing the ranges."""
    wanted = challenge_id.strip().upper()
    for puzzle in challenges():
        if puzzle.id == wanted:
            return puzzle
    ranges = ", ".join(f"{ids[0]}-{ids[-1]}" for ids in _ids_by_group() if ids)
    raise RulesError(f"There is no Mindlock challenge {challenge_id!r}; the ids are {ranges}.")


def following(challenge_id: str) -> Puzzle | None:
    """The challenge after this one in the list (the next group's first after a group's
    last), or None after the very last."""
    puzzles = challenges()
    index = next(i for i, p in enumerate(puzzles) if p.id == challenge(challenge_id).id)
    return puzzles[index + 1] if index + 1 < len(puzzles) else None


def _ids_by_group() -> list[list[str]]:
    return [[p.id for p in challenges() if p.group == group] for group in GROUPS]


def to_toml(group: str, puzzles: list[Puzzle]) -> str:
    """A data file for `group` holding `puzzles`, as the generator writes it."""
    lines = [f"# Mindlock challenges, group {group}: written by `yamabushi mindlock generate`.",
             "# PAR is the solver's proven optimum; `tests/himiki/test_mindlock_challenges.py` re-proves it.",
             "", f"group = {json.dumps(group)}"]
    for p in puzzles:
        lines += ["", "[[challenge]]", f"id = {json.dumps(p.id)}", f"position = {json.dumps(position_text(p.start))}"]
        if p.required:
            lines.append(f"influence = {json.dumps(p.influence_text)}")
        if p.start.terrain:
            pairs = ", ".join(f"{square_name(sq)} = {json.dumps(code)}" for sq, code in p.start.terrain)
            lines.append(f"terrain = {{ {pairs} }}")
        if p.start.hand:
            lines.append(f"events = {json.dumps(list(p.start.hand))}")
        lines += [f"par = {p.par}", f"ideas = {json.dumps(list(p.ideas))}", f"solution = {json.dumps(p.solution)}"]
    return "\n".join(lines) + "\n"
