"""Hi Mi Ki: elemental Yokai cubes that tilt, rotate and fight on a 5x6 board.

The engine lives in `engine.py`; the hot path (move generation and resolution)
in `rules.py`; set-up in `setup.py`; text formats in `notation.py` and `hpn.py`.
Its variants sit on top: `expert/` and `mukyan/` fill the hooks of `variants.py`
when they are registered, `mindlock/` is a game of its own on the same board; the
base imports none of them. What the app knows of the game, its one registration, is
in `spec.py` (`SPEC`). Nothing here imports Textual or Rich.
"""

from yamabushi.himiki.spec import SPEC

__all__ = ["SPEC"]
