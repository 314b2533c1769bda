"""Yami as plain text, for screen readers and scripts (`yamabushi play yami --plain`).

Built from one seat's observation, so it prints that seat's hand and the public
table only. Every card the seat may play (its hand, the automa's river) comes with
its tile's shape in rows of `#` (a square) and `.` (a gap), as the data file draws
it, so a tile can be planned before its card is played; once a trick is won, the
trick is summed up (who played what, who won and why, the next trump).
"""

from __future__ import annotations

from collections.abc import Sequence

from yamabushi.yami.board import SIZE, square_name, squares_of
from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.observation import YamiView
from yamabushi.yami.sentences import trick_reason
from yamabushi.yami.spirits import shape_of
from yamabushi.yami.state import YamiState
from yamabushi.yami.variant import variant

LEGEND = "Board: # Mission tile, R B P G O Spirit tiles,\nr b p g o squares an edge wants, + must be covered."
WIDTH = 72
"""Columns the side-by-side tile shapes may take."""


def shape_rows(card: Card) -> list[str]:
    """The tile's front side in rows of `#` and `.`."""
    cells = shape_of(card)
    left = min(c for _, c in cells)
    height, width = max(r for r, _ in cells) + 1, max(c for _, c in cells) - left + 1
    return ["".join("#" if (r, c + left) in cells else "." for c in range(width)) for r in range(height)]


def shapes_block(cards: Sequence[Card]) -> list[str]:
    """The cards' tiles side by side under their names, wrapped to `WIDTH` columns."""
    lines: list[str] = []
    blocks = [[str(c), *shape_rows(c)] for c in cards]
    row: list[list[str]] = []
    for block in blocks:
        if row and sum(_width(b) for b in row + [block]) > WIDTH:
            lines += _side_by_side(row)
            row = []
        row.append(block)
    return lines + (_side_by_side(row) if row else [])


def _width(block: list[str]) -> int:
    return max(len(line) for line in block) + 2


def _side_by_side(blocks: list[list[str]]) -> list[str]:
    height = max(len(b) for b in blocks)
    return ["  " + "".join(b[i].ljust(_width(b)) if i < len(b) else " " * _width(b) for b in blocks).rstrip()
            for i in range(height)]


def last_trick(view: YamiView) -> list[str]:
    """While a trick's tile waits (or the mission just ended), the trick in one sentence."""
    if view.phase == "play" or not view.tricks or view.played:
        return []
    trick = view.tricks[-1]
    cards = ", ".join(f"{view.names[trick.player_of(i)]} {c}" for i, c in enumerate(trick.cards))
    won = f"{view.names[trick.winner]} won it with {trick.decision}, {trick_reason(trick)}"
    return [f"Trick {len(view.tricks)}: {cards}; {won}. Next trump: {colour_name(trick.decision.colour)}."]


def board_rows(state: YamiState | YamiView) -> list[str]:
    """The board as 12 strings (from the state or a seat's view: both hold only public squares):
    `#` Mission tile, a colour letter for a Spirit tile,
    a lower-case letter for an empty square that an edge wants in that colour,
    `+` for another empty square that must be covered, `.` for the rest."""
    grid = ["."] * (SIZE * SIZE)
    for square in range(SIZE * SIZE):
        wanted = state.mission.required[square]
        if state.mission.blocked >> square & 1:
            grid[square] = "#"
        elif wanted:
            grid[square] = wanted.lower()
        elif state.mission.surround >> square & 1:
            grid[square] = "+"
    for p in state.placed:
        for square in p.squares:
            grid[square] = p.card.colour
    return ["".join(grid[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE)]


def board_pieces(view: YamiView) -> list[str]:
    """The pieces still on the board besides the tiles, in words (the board draws Mission and Spirit tiles)."""
    hazards = view.mission.hazards
    parts = []
    if view.campaign.whirlpools:
        parts.append("Whirlpools " + " ".join(square_name(s) for s in squares_of(view.campaign.whirlpools)))
    if view.campaign.mists:
        parts.append("Mists " + " ".join(f"{square_name(s)} {colour_name(c)}" for s, c in view.campaign.mists))
    uncovered = hazards.rocks & ~view.occupied
    if uncovered:
        parts.append("Rocks to cover " + " ".join(square_name(s) for s in squares_of(uncovered)))
    if hazards.magic:
        parts.append("Magic " + " ".join(square_name(s) for s in squares_of(hazards.magic)))
    if view.campaign.lead_colours:
        parts.append("lead " + " or ".join(colour_name(c) for c in view.campaign.lead_colours))
    return parts


def to_text(view: YamiView) -> str:
    """The public table (board, trick, river, campaign pieces) and only the viewer's hand (none
    for a spectator's view, whose seat is -1)."""
    when = f"Round {view.round}/{view.campaign.rounds}" if view.round else f"Before round 1 (of {view.campaign.rounds})"
    label = "next trump" if last_trick(view) else "trump"
    lines = [f"{when}, {label} {view.trump}, leader {view.names[view.leader]}."]
    lines += last_trick(view) or [f"Trick so far: {' '.join(map(str, view.played)) or 'no card yet'}."]
    if view.automa is not None:
        lines.append(f"Automa river: {' '.join(map(str, view.river)) or '-'}; deck {view.deck_size} cards.")
    if view.pending is not None:
        lines.append(f"Tile to place: {view.pending}.")
    if view.seat >= 0:  # a spectator's view (seat -1) has no hand
        lines.append(f"Your hand ({view.names[view.seat]}): {' '.join(map(str, view.hand)) or 'empty'}.")
    for cards, whose in ((view.hand, "your hand"), (view.river, "the river")):
        if cards and view.phase != "over":
            lines += [f"Tiles of {whose} (# a square):", *shapes_block(cards)]
    if pieces := board_pieces(view):
        lines.append("Campaign pieces: " + "; ".join(pieces) + ".")
    if powers := variant().powers_line(view, "type powers" if view.seat >= 0 else ""):
        lines.append(powers + ".")
    lines.append(LEGEND)
    lines += ["   ABCDEFGHIJKL"] + [f"{r + 1:>2} {row}" for r, row in enumerate(board_rows(view))]
    return "\n".join(lines)
