"""What each mark on the Yami board means, for the marks drawn on it now (a map's key).

Read from the board's own letters (`YamiBoard.drawn`), so it explains exactly what is on
screen and never lists a piece the mission does not have; then the colour letters and the
Decision cards the panel above lists.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from yamabushi.tui.yami.spirit_colours import ink_style, tile_style
from yamabushi.yami import colour_name


class BoardLegend(VerticalScroll, can_focus=False):
    """The key in the log's place: `l` swaps the two, so the board and the table stay in sight."""

    DEFAULT_CSS = """
    BoardLegend { border: round $primary; height: 1fr; min-height: 3; display: none; }
    BoardLegend > Static { width: 100%; }
    """

    def __init__(self, *, playing: bool = True, id: str | None = None) -> None:
        """`playing`: a table being played, whose playable cards are marked (a replay marks none)."""
        super().__init__(id=id)
        self.playing = playing

    def compose(self) -> ComposeResult:
        yield Static(id="legend-text")

    def show(self, drawn: Iterable[str]) -> None:
        self.query_one(Static).update(legend_text(drawn, self.playing))


MARKS: tuple[tuple[str, bool, str], ...] = (
    (r"#?\d+", True, "Mission tiles: surround them"),
    (r"#", False, "more of the Mission tile beside it"),
    (r"[rbpgo]\+", True, "cover in that colour"),
    (r"\+", False, "must be covered"),
    (r"·", False, "need not be covered"),
    (r"(?P<shown>[RBPGO]\d+)[*@~]?", False, "a Spirit tile: colour, value"),
    (r"[RBPGO]\d+\*", False, "the tile placed last turn"),
    (r"[RBPGO]\d+@", False, "it took a Whirlpool there"),
    (r"[RBPGO]\d+~", False, "it took a Mist there"),
    (r"@", False, "a Whirlpool token"),
    (r"@\+", False, "a Whirlpool token, to cover"),
    (r"~[rbpgo]", True, "a Mist token of that colour"),
    (r"~[rbpgo]\+", True, "a Mist token, to cover"),
    (r"\^", False, "a Rock icon"),
    (r"\^\+", False, "a Rock icon, to cover"),
    (r"\*\*", False, "a Magic tile: every colour"),
    (r"[RBPGO]\d+\+", False, "the tile you place: fits"),
    (r"[RBPGO]\d+!", False, "fits, breaks a coloured edge"),
    (r"[RBPGO]\d+x", False, "square already taken"),
    (r"[RBPGO]\d+-", False, "the tile cannot go there"),
)
"""(the letters of a square, of which the group `shown` is the example when there is one; whether
every different one is shown, or one example; what they mean), in the order the legend lists them."""
PIECES: tuple[tuple[str, str, str], ...] = (
    (r"@\+?", "@", "Whirlpool"),
    (r"~[rbpgo]\+?", "~", "Mist"),
    (r"\^\+?", "^", "Rock"),
    (r"\*\*", "**", "Magic"),
)
"""(the letters of a square showing a campaign piece, its mark, its name) for the key under the board."""
TOKEN_WIDTH = 4
"""A single mark and its meaning line up; a row of them (`b+ g+ p+`) is followed by two spaces."""
LINE = 36
"""The widest legend line: the log's place at 80 columns, less its border and scroll bar."""
PLAYABLE = ("A card marked +", "it may be played now")
"""Said of a table being played: a replay marks no card playable."""
TABLE_WORDS = (("Decision cards", "each trick's winner"),)


def legend_text(drawn: Iterable[str], playing: bool = True) -> Text:
    """A line per kind of mark on the board, its examples drawn as on the board, then the
    letters of the colours drawn and the words of the cards and the table (`playing`: the
    playable cards' mark too)."""
    out = Text()
    for examples, meaning in _board_lines(set(drawn)):
        for example in examples:
            out.append_text(_token(example))
            out.append(" ")
        out.append(" " * max(TOKEN_WIDTH - len(" ".join(examples)), 1) + meaning + "\n")
    out.append("\n".join(_colour_key(set(drawn))), style="dim")
    for word, meaning in ((PLAYABLE,) if playing else ()) + TABLE_WORDS:  # no card for an example: it could be one a hand holds
        out.append(f"\n{word}", style="bold")
        out.append(f": {meaning}")
    return out


def pieces_key(drawn: Iterable[str]) -> Text:
    """`@ Whirlpool  ~ Mist  ^ Rock  ** Magic`: the campaign pieces on the board now, in one line
    under it (40 columns at 80x24) that stays in sight with the log; `l` says more."""
    tokens = set(drawn)
    out = Text()
    for pattern, mark, name in PIECES:
        if any(re.fullmatch(pattern, token) for token in tokens):
            out.append("  " if out else "")
            out.append_text(Text.assemble((mark, "bold"), f" {name}"))
    return out


def _colour_key(drawn: set[str]) -> list[str]:
    """`r red  b blue`: the colours of the marks drawn, packed into lines no pair is split across."""
    letters = {token.lstrip("~")[:1].upper() for token in drawn}
    pairs = [f"{c.lower()} {colour_name(c)}" for c in "RBPGO" if c in letters]
    lines: list[str] = []
    for pair in pairs:
        if lines and len(lines[-1]) + 2 + len(pair) <= LINE:
            lines[-1] += "  " + pair
        else:
            lines.append(pair)
    return lines


def _board_lines(drawn: set[str]) -> list[tuple[list[str], str]]:
    """For each kind of mark drawn, its examples (each different one, or the first) and what it means."""
    lines = []
    for pattern, each, meaning in MARKS:
        found = [m for m in (re.fullmatch(pattern, token) for token in sorted(drawn, key=_natural)) if m]
        examples = list(dict.fromkeys(m["shown"] if "shown" in m.groupdict() else m[0] for m in found))
        if examples:
            lines.append((examples if each else examples[:1], meaning))
    return lines


def _natural(token: str) -> tuple[int, str]:
    """`#5` before `#12`: shorter first, then as letters."""
    return len(token), token


def _token(example: str) -> Text:
    """The example drawn in the board's colours: a Spirit tile on its colour, an edge in its ink."""
    if example[:1] and example[0] in "RBPGO":
        return Text(example, style=tile_style(example[0]))
    if len(example) == 2 and example[1] == "+" and example[0] in "rbpgo":
        return Text(example, style=ink_style(example[0].upper(), plate=True))
    return Text(example, style="bold")
