"""Per-mode rule data: everything that differs between 1v1, 2v2 and the solo modes.

The engine reads these numbers instead of constants, so a new mode is a new
entry here (plus whatever new actions it brings), not edits across the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.himiki.board import square_at

_ROW_5 = tuple(square_at(col, 5) for col in (1, 2, 3))
_ROW_2 = tuple(square_at(col, 2) for col in (1, 2, 3))


@dataclass(frozen=True, slots=True)
class ModeRules:
    """The data of one mode.

    Seats take turns in `seat_names` order and seat i moves the cubes of colour
    `seat_colours[i]`. `placements` lists the set-up in order: which seat places
    and on which squares it may choose.
    """

    name: str
    seat_names: tuple[str, ...]
    seat_colours: tuple[int, ...]
    cubes_per_side: int
    influence_threshold: int
    win_score: int
    placements: tuple[tuple[int, tuple[int, ...]], ...]
    quiet_turns_for_draw: int = 60


ONE_VS_ONE = ModeRules(
    name="1v1",
    seat_names=("White", "Black"),
    seat_colours=(0, 1),
    cubes_per_side=3,
    influence_threshold=4,
    win_score=5,
    placements=((0, _ROW_5), (1, _ROW_2), (1, _ROW_2), (0, _ROW_5), (0, _ROW_5), (1, _ROW_2)),
)

MODES: dict[str, ModeRules] = {ONE_VS_ONE.name: ONE_VS_ONE}


def mode_rules(name: str) -> ModeRules:
    """The rules of mode `name`, or a RulesError naming the modes that exist."""
    try:
        return MODES[name]
    except KeyError:
        raise RulesError(f"Unknown Hi Mi Ki mode {name!r}; available: {', '.join(MODES)}.") from None
