"""The Himizu side panel's top: round track, whose turn, moves, tokens and supplies.

Drawn from the state the screen passes in; it keeps nothing between draws.
Power tokens are written `F` (Fire, orange) and `W` (Water, blue) as in the
notation, with the value they pay towards their holder's own abilities.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.himizu import Figure, FIRE, Himizu, HimizuState, Phase, ROUNDS, SEATS, SETUP_FLAMES, TERRAIN_TILES, WATER

SEAT_STYLE = ("bold orange1", "bold deep_sky_blue1")


class HimizuStatus(Static):
    DEFAULT_CSS = """
    HimizuStatus { height: auto; width: 1fr; }
    """

    def show(self, engine: Himizu, state: HimizuState) -> None:
        self.update(status_text(engine, state))


def status_text(engine: Himizu, state: HimizuState) -> Text:
    """The panel's lines, also drawn beside a replayed board."""
    return Text("\n").join([_round_track(state), _turn_line(state), *_purses(engine, state)])


def _round_track(state: HimizuState) -> Text:
    """Round tokens still beside Fire as ●, those back in the box as ○."""
    spent = ROUNDS - state.round_tokens
    return Text.assemble(
        ("Round ", "bold"),
        (f"{state.round}/{ROUNDS} ", "bold"),
        ("●" * state.round_tokens, "orange1"),
        ("○" * spent, "grey50"),
        f"  terrain {state.terrain_on_board()}/{TERRAIN_TILES}",
    )


def _turn_line(state: HimizuState) -> Text:
    if state.over:
        return Text(state.result, style="bold")
    who = Text(SEATS[state.seat].upper(), style=SEAT_STYLE[state.seat])
    if state.phase is Phase.SETUP:
        placed = len(state.squares_with(Figure.FLAME))
        what = f" places flame {placed + 1} of {SETUP_FLAMES}" if state.seat == FIRE else " places the wave"
        return Text.assemble("Set-up: ", who, what)
    moves = f" to play: {_count(state.moves_left, 'move')} left"
    credit = f", {state.credit} left over" if state.credit else ""
    return Text.assemble(who, moves, credit)


def _purses(engine: Himizu, state: HimizuState) -> list[Text]:
    """A sentence per spirit on its tokens and what they pay towards its abilities ("Fire holds
    F3 W0: 6 to spend."), then the flames and puddles still to place. Fire's terrain supply is
    not repeated: it is 16 minus the terrain on the board, shown on the round line."""
    lines = []
    for seat in (FIRE, WATER):
        fire, water = state.tokens[seat]
        lines.append(
            Text.assemble(
                (SEATS[seat], SEAT_STYLE[seat]),
                " holds ",
                (f"F{fire}", "orange1"),
                " ",
                (f"W{water}", "deep_sky_blue1"),
                f": {engine.spending_power(state, seat)} to spend.",
            )
        )
    supplies = f"Still to place: {_count(state.fire_flames, 'flame')}, {_count(state.water_puddles, 'puddle')}."
    lines.append(Text(supplies, style="dim"))
    if state.wave_boost_next and state.seat == FIRE and not state.over:
        lines.append(Text("Water's W4: next turn the wave may take a flame.", style="italic"))
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
