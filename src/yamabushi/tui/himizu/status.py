"""The Himizu side panel's top: round track, whose turn, moves, tokens and supplies.

Drawn from the state the screen passes in; it keeps nothing between draws. Every line is
words a newcomer reads: the tokens are a small table (spirit, Fire tokens, Water tokens,
what they pay towards that spirit's own abilities), as a player board would show them.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.widgets import Static

from yamabushi.tui.kit.contrast import on
from yamabushi.himizu import Figure, FIRE, Himizu, HimizuState, Phase, ROUNDS, SEATS, SETUP_FLAMES, TERRAIN_TILES, WATER

SEAT_STYLE = (on("orange1"), on("deep_sky_blue1"))
"""A spirit's name on its colour: an orange or blue letter reads on one theme's background only."""
TOKEN_COLUMNS = (("Tokens held", 12), ("Fire", 5), ("Water", 6), ("to spend", 10))
"""(heading, width) of the token table's columns: a name left, the numbers right-aligned."""


class HimizuStatus(Static):
    DEFAULT_CSS = """
    HimizuStatus { height: auto; width: 1fr; }
    """

    def show(self, engine: Himizu, state: HimizuState) -> None:
        self.update(status_text(engine, state))


def status_text(engine: Himizu, state: HimizuState) -> Text:
    """The panel's lines, also drawn beside a replayed board."""
    return Text("\n").join([_round_track(state), _turn_line(state), *_tokens(engine, state), *_supplies(state)])


def _round_track(state: HimizuState) -> Text:
    """Round tokens still beside Fire as ●, those back in the box as ○."""
    spent = ROUNDS - state.round_tokens
    return Text.assemble(
        (f"Round {state.round} of {ROUNDS} ", "bold"),
        ("●" * state.round_tokens, "orange1"),
        ("○" * spent, "grey50"),
    )


def _turn_line(state: HimizuState) -> Text:
    if state.over:
        return Text(state.result, style="bold")
    who = Text(SEATS[state.seat], style=SEAT_STYLE[state.seat])
    if state.phase is Phase.SETUP:
        placed = len(state.squares_with(Figure.FLAME))
        what = f" places flame {placed + 1} of {SETUP_FLAMES}." if state.seat == FIRE else " places the wave."
        return Text.assemble("Set-up: ", who, what)
    credit = f", and {state.credit} left over to spend" if state.credit else ""
    return Text.assemble(who, f" to play: {_count(state.moves_left, 'move')} left{credit}.")


def _tokens(engine: Himizu, state: HimizuState) -> list[Text]:
    """The token table: a heading, then a row per spirit with its Fire and Water tokens and what
    they pay towards its own abilities (a token is worth 2 to its own spirit, 1 to the other)."""
    (first, name_width), *numbers = TOKEN_COLUMNS
    heading = Text(first.ljust(name_width), style="bold")
    styles: tuple[Style | str, ...] = (*SEAT_STYLE, "bold")
    for (title, width), style in zip(numbers, styles):
        heading.append(" " * (width - len(title)))
        heading.append(title, style=style)
    rows = [heading]
    for seat in (FIRE, WATER):
        row = Text.assemble("  ", (SEATS[seat], SEAT_STYLE[seat]), " " * (name_width - 2 - len(SEATS[seat])))
        for number, (_, width) in zip((*state.tokens[seat], engine.spending_power(state, seat)), numbers):
            row.append(str(number).rjust(width))
        rows.append(row)
    return rows


def _supplies(state: HimizuState) -> list[Text]:
    """Fire's tiles on the board (all of them and Fire wins), then the figures still to place."""
    lines = [
        Text(f"Fire's tiles on the board: {state.terrain_on_board()} of {TERRAIN_TILES}."),
        Text(f"Still to place: {_count(state.fire_flames, 'flame')}, {_count(state.water_puddles, 'puddle')}.", style="dim"),
    ]
    if state.wave_boost_next and state.seat == FIRE and not state.over:
        lines.append(Text("Next turn the wave may take a flame.", style="italic"))
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
