"""Muk Yan on top of Hi Mi Ki: its solo mode and its automa, installed into the base's hooks.

Importing this module installs them (`app/registry.py` does, in one line); the base never
imports anything of `mukyan/`.
"""

from __future__ import annotations

from yamabushi.himiki.modes import ROW_2, ROW_5, ModeRules
from yamabushi.himiki.mukyan import turn
from yamabushi.himiki.variants import Automaton, install_automaton

MUK_YAN_MODE = ModeRules(
    name="mukyan",
    seat_names=("White", "Muk Yan"),
    seat_colours=(0, 1),
    cubes_per_side=3,
    influence_threshold=4,
    win_score=5,
    placements=((0, ROW_5),) * 3 + ((1, ROW_2),) * 3,
    automa_seat=1,
)

MUK_YAN = Automaton(
    modes=(MUK_YAN_MODE,),
    actions=turn.automa_actions,
    next_state=turn.automa_next_state,
    refusal=turn.automa_refusal,
    is_turn_text=turn.is_turn_text,
    parse_turn=turn.parse_turn,
    format_turn=turn.format_turn,
    log_text=turn.log_text,
)

install_automaton(MUK_YAN)
