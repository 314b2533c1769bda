"""Hi Mi Ki: elemental Yokai cubes that tilt, rotate and fight on a 5x6 board.

The engine lives in `engine.py`; the hot path (move generation and resolution)
in `rules.py`; set-up in `setup.py`; text formats in `notation.py` and `hpn.py`;
what the app knows of the game, its one registration, in `spec.py` (`SPEC`).
Nothing here imports Textual or Rich.
"""

from yamabushi.himiki.spec import SPEC

__all__ = ["SPEC"]
