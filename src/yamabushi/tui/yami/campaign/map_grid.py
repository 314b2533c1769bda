"""The campaign map: 22 missions on a grid, each marked locked, open or done (with its star).

Every mark has a letter as well as a colour: `o` open, `+` done, `*` done with a
star, `-` locked; the region's initial (F, W, C) leads each mission. Under each
mission, the missions its success opens; on a large screen the cells are twice as
wide and name each mission too.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.yami.campaign.profile import Profile, mission_stars, standing
from yamabushi.yami.campaign.data import CampaignFile, NodeModel, campaign
from yamabushi.yami.campaign.text import mission_name

CELL, LARGE_CELL = 8, 13
"""Columns per mission: nine map columns fit 80 and 120 terminals."""
LEGEND = "F Forest  W Water  C Corrupted    o open  + done  * done in 5 rounds  - locked"
STYLES = {"open": "bold yellow", "done": "green", "locked": "dim"}


def mark(profile: Profile, mission: int) -> str:
    state = standing(profile, mission)
    if state == "done":
        return "*" if mission in mission_stars(profile) else "+"
    return "o" if state == "open" else "-"


def _cell(node: NodeModel | None, profile: Profile, selected: int, large: bool) -> list[Text]:
    """A mission's lines (mark, name when large, what it opens), each a cell wide; blanks
    where the grid has no mission."""
    width = LARGE_CELL if large else CELL
    if node is None:
        return [Text(" " * width)] * (3 if large else 2)
    label = f"{node.region[0].upper()}{node.mission:>2} {mark(profile, node.mission)}"
    style = STYLES[standing(profile, node.mission)] + (" reverse" if node.mission == selected else "")
    opens = ("→" + ",".join(map(str, node.opens))) if node.opens else "last mission" if large else "Lyken"
    top = Text.assemble((label.ljust(width - 2), style), "  ")
    name = [Text(mission_name(node.mission)[: width - 2].ljust(width), style=STYLES[standing(profile, node.mission)])]
    return [top, *(name if large else []), Text(opens[: width - 1].ljust(width), style="dim")]


def draw(profile: Profile, selected: int, data: CampaignFile, large: bool = False) -> Text:
    """Two text lines per map row (three when large): the missions, then what each opens."""
    width = max(n.pos[0] for n in data.map) + 1
    height = max(n.pos[1] for n in data.map) + 1
    where = {n.pos: n for n in data.map}
    lines = [Text(LEGEND, style="italic")]
    for row in range(height):
        cells = [_cell(where.get((col, row)), profile, selected, large) for col in range(width)]
        lines += [Text("").join(cell[line] for cell in cells) for line in range(len(cells[0]))]
    return Text("\n").join(lines)


class YamiMap(Static):
    DEFAULT_CSS = "YamiMap { height: auto; width: auto; }"

    def show(self, profile: Profile, selected: int, large: bool = False) -> None:
        self.update(draw(profile, selected, campaign(), large))
