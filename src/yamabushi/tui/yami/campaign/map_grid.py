"""The campaign map: 22 missions on a grid, each marked locked, open or done (with its star).

Every mark has a letter as well as a colour: `o` open, `+` done, `*` done with a
star, `-` locked; the region's initial (F, W, C) leads each mission. Under each
mission, the missions its success opens. On a large screen the cells take the width
the terminal gives them (all nine columns always show: the Lyken is in the last) and
name each mission, over two lines where the screen is tall enough.
"""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.widgets import Static

from yamabushi.yami.campaign import campaign, CampaignFile, mission_name, mission_stars, NodeModel, Profile, standing

CELL, LARGE_CELL = 8, 13
"""Columns per mission, compact and at most: nine map columns fit 80 and 117 columns."""
NAMED_CELL = 10
"""A cell at least this wide names its mission."""
TWO_LINE_ROWS = 36
"""A terminal at least this tall gives each mission's name two lines."""
LEGEND = "F Forest  W Water  C Corrupted    o open  + done  * done in 5 rounds  - locked"
STYLES = {"open": "bold yellow", "done": "green", "locked": "dim"}


def mark(profile: Profile, mission: int) -> str:
    state = standing(profile, mission)
    if state == "done":
        return "*" if mission in mission_stars(profile) else "+"
    return "o" if state == "open" else "-"


def fit(columns: int, rows: int, large: bool, data: CampaignFile) -> tuple[int, int]:
    """The cell width and the name's lines for a terminal of `columns` x `rows`."""
    if not large:
        return CELL, 0
    cell = max(CELL, min(LARGE_CELL, columns // (max(n.pos[0] for n in data.map) + 1)))
    return cell, 0 if cell < NAMED_CELL else 2 if rows >= TWO_LINE_ROWS else 1


def name_lines(name: str, width: int, lines: int) -> list[str]:
    """`name` on `lines` lines of `width`: broken between words, the last line cut with `…`
    when the rest does not fit (as is a word longer than a line)."""
    out: list[str] = []
    rest = name
    while lines and len(out) < lines - 1 and len(rest) > width:
        head = textwrap.wrap(rest, width, break_long_words=False)[0]
        if len(head) > width:
            break
        out.append(head)
        rest = rest[len(head) :].strip()
    if lines:
        out.append(rest if len(rest) <= width else rest[: width - 1].rstrip() + "…")
    return out + [""] * (lines - len(out))


def _cell(node: NodeModel | None, profile: Profile, selected: int, width: int, names: int) -> list[Text]:
    """A mission's lines (mark, its name on `names` lines, what it opens), each a cell wide;
    blanks where the grid has no mission."""
    if node is None:
        return [Text(" " * width)] * (2 + names)
    label = f"{node.region[0].upper()}{node.mission:>2} {mark(profile, node.mission)}"
    state = STYLES[standing(profile, node.mission)]
    style = state + (" reverse" if node.mission == selected else "")
    last = "last mission" if names and width > len("last mission") else "last" if names else "Lyken"
    opens = ("→" + ",".join(map(str, node.opens))) if node.opens else last
    top = Text.assemble((label.ljust(width - 2), style), "  ")
    name = [Text(line.ljust(width), style=state) for line in name_lines(mission_name(node.mission), width - 2, names)]
    return [top, *name, Text(opens[: width - 1].ljust(width), style="dim")]


def draw(profile: Profile, selected: int, data: CampaignFile, cell: int = CELL, names: int = 0) -> Text:
    """The legend, then per map row the missions' marks, names (`names` lines) and what each opens."""
    width = max(n.pos[0] for n in data.map) + 1
    height = max(n.pos[1] for n in data.map) + 1
    where = {n.pos: n for n in data.map}
    lines = [Text(LEGEND, style="italic")]
    for row in range(height):
        cells = [_cell(where.get((col, row)), profile, selected, cell, names) for col in range(width)]
        lines += [Text("").join(cell[line] for cell in cells) for line in range(len(cells[0]))]
    return Text("\n").join(lines)


class YamiMap(Static):
    DEFAULT_CSS = "YamiMap { height: auto; width: auto; }"

    def show(self, profile: Profile, selected: int, large: bool = False) -> None:
        size = self.app.size
        data = campaign()
        self.update(draw(profile, selected, data, *fit(size.width, size.height, large, data)))
