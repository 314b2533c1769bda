"""Mindlock: solo Hi Mi Ki puzzles solved within a PAR.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.himiki.mindlock.spec import SPEC

if TYPE_CHECKING:
    from yamabushi.himiki.mindlock.actions import (
        ArmYokai,
        ChaosTilt,
        CODE,
        Conjure,
        EFFECT,
        MindlockAction,
        Teleport,
        TILES,
        Transfer,
    )
    from yamabushi.himiki.mindlock.challenges import challenge, challenges as every_challenge, following, to_toml
    from yamabushi.himiki.mindlock.engine import Mindlock
    from yamabushi.himiki.mindlock.events import choice_text
    from yamabushi.himiki.mindlock.generator import generate, spec_for
    from yamabushi.himiki.mindlock.hint import Hint, hint as puzzle_hint
    from yamabushi.himiki.mindlock.notation import format_solution
    from yamabushi.himiki.mindlock.position import black_at, board_cubes, position_text
    from yamabushi.himiki.mindlock.puzzle import build_puzzle, GROUPS, Puzzle, read_terrain
    from yamabushi.himiki.mindlock.solution import describe
    from yamabushi.himiki.mindlock.solver import solve
    from yamabushi.himiki.mindlock.state import MindlockState
    from yamabushi.himiki.mindlock.text import (
        goal_text,
        hand_names,
        needed_influences,
        result_text,
        terrain_letters,
        terrain_names,
    )
    from yamabushi.himiki.mindlock.walk import solution_walk, WalkStep

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "ArmYokai",
    "black_at",
    "board_cubes",
    "build_puzzle",
    "challenge",
    "every_challenge",
    "ChaosTilt",
    "choice_text",
    "CODE",
    "Conjure",
    "describe",
    "EFFECT",
    "following",
    "format_solution",
    "generate",
    "goal_text",
    "GROUPS",
    "hand_names",
    "Hint",
    "puzzle_hint",
    "Mindlock",
    "MindlockAction",
    "MindlockState",
    "needed_influences",
    "position_text",
    "Puzzle",
    "read_terrain",
    "result_text",
    "solution_walk",
    "solve",
    "SPEC",
    "spec_for",
    "Teleport",
    "terrain_letters",
    "terrain_names",
    "TILES",
    "to_toml",
    "Transfer",
    "WalkStep",
]
