"""Himizu: Fire spreads burning terrain over a 5x5 board, Water puts it out.

The engine lives in `engine.py` (the `Engine` API); the state and its fields in
`state.py`; set-up, moves, turns and the end in `rules.py`; the eight
abilities and their payment in `abilities.py`; the board sides and costs from
`rules/data/himizu.toml` in `board.py`; text formats in `notation.py` and
`render.py`; its one registration in `spec.py` (`SPEC`); the `yamabushi himizu
replay` command in `cli/himizu.py`.
Nothing here imports Textual or Rich.
"""

from yamabushi.himizu.spec import SPEC

__all__ = ["SPEC"]
