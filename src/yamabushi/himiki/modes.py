"""Per-mode rule data: everything that differs between 1v1, 2v2 and the solo modes.

The engine reads these numbers instead of constants, so a new mode is a new
entry here (plus whatever new actions it brings), or one a variant installs (Muk
Yan's, `mukyan/variant.py`), not edits across the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.himiki.board import square_at

ROW_5 = tuple(square_at(col, 5) for col in (1, 2, 3))
ROW_2 = tuple(square_at(col, 2) for col in (1, 2, 3))
"""The 1v1 set-up squares: White's three on row 5, Black's on row 2."""


@dataclass(frozen=True, slots=True)
class ModeRules:
    """The data of one mode.

    Seats take turns in `seat_names` order and seat i moves the cubes of colour
    `seat_colours[i]`. `placements` lists the set-up in order: which seat places
    and on which squares it may choose. `seat_light` says, per seat, whether it
    controls the cubes of its colour on the Light half (True), the Dark half
    (False), or the whole board (None, as in 1v1). `automa_seat` is the seat a
    rules automa plays (Muk Yan), whose one legal action the rules work out.
    """

    name: str
    seat_names: tuple[str, ...]
    seat_colours: tuple[int, ...]
    cubes_per_side: int
    influence_threshold: int
    win_score: int
    placements: tuple[tuple[int, tuple[int, ...]], ...]
    seat_light: tuple[bool | None, ...] = (None, None)
    quiet_turns_for_draw: int = 60
    automa_seat: int | None = None

    @property
    def halves(self) -> bool:
        """True when control of a cube depends on the half it stands on (2v2)."""
        return self.seat_light[0] is not None


ONE_VS_ONE = ModeRules(
    name="1v1",
    seat_names=("White", "Black"),
    seat_colours=(0, 1),
    cubes_per_side=3,
    influence_threshold=4,
    win_score=5,
    placements=((0, ROW_5), (1, ROW_2), (1, ROW_2), (0, ROW_5), (0, ROW_5), (1, ROW_2)),
)


def _squares(*names: str) -> tuple[int, ...]:
    return tuple(square_at("ABCDE".index(n[0]), int(n[1])) for n in names)


_TWO_VS_TWO_SLOTS = (_squares("E5", "D6"), _squares("B6", "A5"), _squares("A2", "B1"), _squares("D1", "E2"))

TWO_VS_TWO = ModeRules(
    name="2v2",
    seat_names=("White-Light", "Black-Light", "White-Dark", "Black-Dark"),
    seat_colours=(0, 1, 0, 1),
    cubes_per_side=4,
    influence_threshold=6,
    win_score=5,
    placements=tuple((seat, _TWO_VS_TWO_SLOTS[seat]) for _ in range(2) for seat in range(4)),
    seat_light=(True, True, False, False),
)

MODES: dict[str, ModeRules] = {m.name: m for m in (ONE_VS_ONE, TWO_VS_TWO)}
"""The base's modes; an installed automa adds its own (`variants.install_automaton`)."""


def mode_rules(name: str) -> ModeRules:
    """The rules of mode `name`, or a RulesError naming the modes that exist."""
    try:
        return MODES[name]
    except KeyError:
        raise RulesError(f"Unknown Hi Mi Ki mode {name!r}; available: {', '.join(MODES)}.") from None
