"""The campaign map: 22 missions on a grid, each marked locked, open or done (with its star).

Every mark has a letter as well as a colour: `o` open, `+` done, `*` done with a
star, `-` locked; the region's initial (F, W, C) leads each mission. Under each
mission, the missions its success opens.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.yami.campaign.profile import Profile, mission_stars, standing
from yamabushi.yami.campaign.data import CampaignFile, NodeModel, campaign

CELL = 8
LEGEND = "F Forest  W Water  C Corrupted    o open  + done  * done in 5 rounds  - locked"
STYLES = {"open": "bold yellow", "done": "green", "locked": "dim"}


def mark(profile: Profile, mission: int) -> str:
    state = standing(profile, mission)
    if state == "done":
        return "*" if mission in mission_stars(profile) else "+"
    return "o" if state == "open" else "-"


def _cell(node: NodeModel | None, profile: Profile, selected: int) -> tuple[Text, Text]:
    """A mission's two lines, each CELL wide; blanks where the grid has no mission."""
    if node is None:
        return Text(" " * CELL), Text(" " * CELL)
    label = f"{node.region[0].upper()}{node.mission:>2} {mark(profile, node.mission)}"
    style = STYLES[standing(profile, node.mission)] + (" reverse" if node.mission == selected else "")
    opens = ("→" + ",".join(map(str, node.opens))) if node.opens else "Lyken"
    top = Text.assemble((label.ljust(CELL - 2), style), "  ")
    return top, Text(opens[: CELL - 1].ljust(CELL), style="dim")


def draw(profile: Profile, selected: int, data: CampaignFile) -> Text:
    """Two text lines per map row: the missions, then what each opens."""
    width = max(n.pos[0] for n in data.map) + 1
    height = max(n.pos[1] for n in data.map) + 1
    where = {n.pos: n for n in data.map}
    lines = [Text(LEGEND, style="italic")]
    for row in range(height):
        cells = [_cell(where.get((col, row)), profile, selected) for col in range(width)]
        lines.append(Text("").join(top for top, _ in cells))
        lines.append(Text("").join(bottom for _, bottom in cells))
    return Text("\n").join(lines)


class YamiMap(Static):
    DEFAULT_CSS = "YamiMap { height: auto; width: auto; }"

    def show(self, profile: Profile, selected: int) -> None:
        self.update(draw(profile, selected, campaign()))
