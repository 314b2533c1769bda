"""The campaign scorepad: Moon Path, Moon tiles, Power spaces and tokens, lianas, stars.

The lines come from yami.campaign_text (the plain-text mode prints the same);
the Moon Path uses letters (`x`, `.`, `O`, `X`), so it reads without colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.yami.campaign import Scorepad, scorepad_lines, WON


def scorepad_text(pad: Scorepad) -> Text:
    text = Text("\n".join(scorepad_lines(pad)))
    if pad.finished:
        text.append("\n" + WON, style="bold green")
    return text


class YamiScorepad(Static):
    DEFAULT_CSS = "YamiScorepad { height: auto; }"

    def show(self, pad: Scorepad) -> None:
        self.update(scorepad_text(pad))
