from dataclasses import dataclass, field, replace

import pytest

from yamabushi.core.fast_state import builder, evolver


@dataclass(frozen=True, slots=True)
class Position:
    board: tuple[int, ...]
    to_move: int = 0
    scores: tuple[int, int] = (0, 0)
    winner: int | None = None


START = Position((1, 0, 2), to_move=1, scores=(3, 4))


@pytest.mark.parametrize("changes", [{}, {"to_move": 0}, {"board": (), "winner": 1, "scores": (5, 5)}])
def test_evolve_equals_replace(changes):
    evolve = evolver(Position)
    new = evolve(START, **changes)
    assert type(new) is Position
    assert new == replace(START, **changes)
    assert hash(new) == hash(replace(START, **changes))
    assert START == Position((1, 0, 2), to_move=1, scores=(3, 4))


def test_evolved_state_stays_frozen():
    new = evolver(Position)(START, winner=0)
    with pytest.raises(AttributeError):
        new.winner = 1  # type: ignore[misc]


def test_evolve_names_the_unknown_fields():
    with pytest.raises(TypeError, match=r"^Position has no field\(s\) colour, turn\.$"):
        evolver(Position)(START, to_move=0, colour=1, turn=2)


def test_build_equals_the_constructor():
    build = builder(Position)
    assert build((0,), 1, (2, 3), None) == Position((0,), 1, (2, 3), None)
    assert repr(build((0,), 1, (2, 3), 0)) == "Position(board=(0,), to_move=1, scores=(2, 3), winner=0)"
    with pytest.raises(TypeError):
        build((0,), 1)


@dataclass(frozen=True, slots=True)
class Checked:
    score: int

    def __post_init__(self) -> None:
        if self.score < 0:
            raise ValueError("a score is never negative")


@dataclass(frozen=True)
class Unslotted:
    score: int


@dataclass(frozen=True, slots=True)
class Tallied:
    total: int = field(init=False, default=0)


@dataclass(frozen=True, slots=True)
class Extended(Position):
    moves: int = 0


@pytest.mark.parametrize(
    ("cls", "reason"),
    [
        (Checked, "__post_init__"),
        (Unslotted, "not a slots dataclass"),
        (Tallied, "outside __init__"),
        (Extended, "slotted base"),
    ],
)
def test_refuses_classes_whose_constructor_does_more_than_store(cls, reason):
    for make in (builder, evolver):
        with pytest.raises(TypeError, match=reason):
            make(cls)
