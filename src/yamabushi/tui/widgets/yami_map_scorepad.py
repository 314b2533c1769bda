"""The campaign scorepad: Moon Path, Moon tiles, Power spaces and tokens, lianas, stars.

The Moon Path draws one character per box: `x` checked, `.` to come, `O` a
Moon Phase box to come and `X` one checked, so it reads without colour.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.yami.campaign import Scorepad
from yamabushi.yami.campaign_data import campaign


def moon_path(pad: Scorepad) -> str:
    boxes = []
    for box in range(1, pad.moon_path + 1):
        phase = box in pad.phase_boxes
        boxes.append(("X" if phase else "x") if box <= pad.boxes else ("O" if phase else "."))
    return "".join(boxes)


def _names(ids: tuple[str, ...], kind: str) -> str:
    data = campaign()
    look = data.power if kind == "power" else data.moon_tile
    return ", ".join(look(i).name for i in ids) or "none"


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def scorepad_text(pad: Scorepad) -> Text:
    lianas = sum(n.rewards.count("liana") for n in campaign().map)
    lines = [
        f"Moon Path {moon_path(pad)} {pad.boxes}/{pad.moon_path}   Stars {pad.stars}",
        f"Moon tiles: {_names(pad.moon_tiles, 'moon')}   Lianas {pad.lianas}/{lianas}   Night {_on(pad.night)}",
        f"Power tiles: {_names(pad.powers, 'power')}",
        f"Power tokens {pad.tokens}, spaces {pad.spaces}; on the spaces: {_names(pad.loadout, 'power')}",
    ]
    text = Text("\n".join(lines))
    if pad.finished:
        text.append("\nThe Lyken is defeated: the campaign is won.", style="bold green")
    return text


class YamiScorepad(Static):
    DEFAULT_CSS = "YamiScorepad { height: auto; }"

    def show(self, pad: Scorepad) -> None:
        self.update(scorepad_text(pad))
