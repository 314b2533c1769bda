"""The Himizu engine: the `Engine` API wired to the rules modules.

Seats: 0 is Fire, 1 is Water (who sits where is the session's business; see
`random_roles`). Options: `{"board": "A" | "B"}`, the board sides of
`rules/data/himizu.toml`. The game has no hidden information and no chance,
so the seed plays no part and `observation` is the state itself.

Legality is written once per action kind as a `*_refusal` function, and the
engine's `refusal` asks only the one of the action's kind (fast, and the
sentence comes with it), so the checked `apply` never builds the legal list.
The legal lists check the same rules inline, for speed; tests/himizu/test_legality.py
holds them equal to the candidates the refusal functions accept.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.core import rng
from yamabushi.core.errors import RulesError
from yamabushi.core.text import position_line
from yamabushi.core.protocol import Engine, Event, Options, Outcome
from yamabushi.himizu import notation
from yamabushi.himizu.abilities import (
    ability_use_refusal,
    legal_abilities,
    move_puddle,
    puddle_move_refusal,
    puddle_moves,
    skip_puddle,
    use_ability,
)
from yamabushi.himizu.actions import Action, EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.board import ability_costs, board_for, himizu_data
from yamabushi.himizu.events import TileProliferated
from yamabushi.himizu.narration import narrate
from yamabushi.himizu.position import position_text, read_position
from yamabushi.himizu.rules import (
    Result,
    end_turn,
    legal_moves,
    legal_placements,
    move,
    move_refusal,
    place,
    place_refusal,
    settle,
)
from yamabushi.himizu.state import FIRE, ROUNDS, SEATS, Figure, HimizuState, Phase, initial_state
from yamabushi.himizu import abilities, rules

END = EndTurn()
SKIP = SkipPuddle()

_PHASE_OF = {
    Place: Phase.SETUP,
    Move: Phase.TURN,
    UseAbility: Phase.TURN,
    EndTurn: Phase.TURN,
    MovePuddle: Phase.PUDDLE,
    SkipPuddle: Phase.PUDDLE,
}


def random_roles(seed: int, players: tuple[str, str]) -> tuple[str, str]:
    """The rulebook's random choice of roles: (who plays Fire, who plays Water)."""
    fire, water = rng.shuffle(rng.seed_state(seed), players)[0]
    return fire, water


class Himizu(Engine[HimizuState, Action]):
    name = "himizu"
    title = "Himizu"
    notation_key = (
        "move C3 C4: the figure on C3 to C4\n"
        "ability W1 pay F: Water's ability 1, paid with 1 Fire token\n"
        "(F a Fire token, W a Water token; F2 is Fire's ability 2)\n"
        "flame C3 / wave B2: set-up; puddle C3 D3 or puddle skip: after W2\n"
        "end: end the turn"
    )

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """`board`, and `position` for a game started from a position line (on that board side)."""
        unknown = sorted(set(options) - {"board", "position"})
        if unknown:
            raise RulesError(f"Himizu has no option {unknown[0]!r}; its options are 'board' and 'position'.")
        side = str(options.get("board", "A")).upper()
        sides = tuple(himizu_data().boards)
        if side not in sides:
            raise RulesError(f"Himizu has no board side {side!r}; the sides are {', '.join(sides)}.")
        if "position" not in options:
            return {"board": side}
        start = read_position(position_line(options["position"]))
        if start.board.side != side:
            raise RulesError(f"The position is on board side {start.board.side}, not {side}.")
        return {"board": side, "position": position_text(start)}

    def position_options(self, text: str, options: Options) -> dict[str, Any]:
        return self.normalize_options({"board": read_position(position_line(text)).board.side, "position": text})

    def position_text(self, state: HimizuState, seat: int) -> str | None:
        return position_text(state) if state.phase in (Phase.TURN, Phase.PUDDLE) else None

    def seat_names(self, options: Options) -> tuple[str, ...]:
        return SEATS

    def new_game(self, options: Options, seed: int) -> HimizuState:
        opts = self.normalize_options(options)
        if "position" in opts:
            return read_position(opts["position"])
        return initial_state(board_for(opts["board"]), ability_costs(opts["board"]))

    def to_play(self, state: HimizuState) -> int | None:
        return None if state.over else state.seat

    def legal_actions(self, state: HimizuState) -> Sequence[Action]:
        if state.phase is Phase.TURN:
            return [*legal_moves(state), *legal_abilities(state), END]
        if state.phase is Phase.PUDDLE:
            return [*puddle_moves(state), SKIP]
        if state.phase is Phase.SETUP:
            return legal_placements(state)
        return []

    def next_state(self, state: HimizuState, action: Action) -> tuple[HimizuState, tuple[Event, ...]]:
        new_state, events = settle(*_resolve(state, action))
        return new_state, tuple(events)

    def refusal(self, state: HimizuState, action: Action) -> str | None:
        phase = _PHASE_OF.get(type(action))
        if phase is None:
            return f"{action!r} is not a Himizu action."
        if state.phase is not phase:
            return _wrong_phase(state)
        if not _well_formed(state, action):
            return "That action names a square off the board, an unknown ability or a negative payment."
        match action:
            case Place():
                return place_refusal(state, action)
            case Move():
                return move_refusal(state, action)
            case UseAbility():
                return ability_use_refusal(state, action)
            case MovePuddle():
                return puddle_move_refusal(state, action)
        return None

    def outcome(self, state: HimizuState) -> Outcome | None:
        return Outcome((state.winner,), state.result) if state.winner is not None else None

    def progress_text(self, state: HimizuState) -> str:
        """The round (or the setup) and the side to play."""
        when = "Setting up" if state.phase == Phase.SETUP else f"Round {state.round}/{ROUNDS}"
        return f"{when}, {SEATS[state.seat]} to play"

    def format_action(self, state: HimizuState, action: Action) -> str:
        return notation.format_action(state.board, action)

    def log_text(self, state: HimizuState, action: Action, events: Sequence[Event]) -> str:
        """The notation, plus the fire that spread by itself (the end of the game is said once,
        by the front end: see `GameEnded`)."""
        text = self.format_action(state, action)
        grown = [state.board.name(e.square) for e in events if isinstance(e, TileProliferated)]
        return f"{text}; fire spreads to {', '.join(grown)}" if grown else text

    def narration(self, state: HimizuState, action: Action, events: Sequence[Event]) -> tuple[str, ...]:
        """One sentence for the action and what it caused (the wave putting out a flame, the tile a
        flame leaves), one for a new turn with the fire that spread by itself, one for the end."""
        return narrate(state, action, events)

    def parse_action(self, state: HimizuState, text: str) -> Action:
        return notation.parse_action(state.board, text)

    # -- what a screen shows of the rules (front ends ask here, not the rules modules) --------
    def spread_preview(self, state: HimizuState) -> tuple[int, ...]:
        """The empty squares that catch fire when Fire's next turn starts, as things stand now."""
        return rules.proliferation(state)

    def ability_refusal(self, state: HimizuState, number: int) -> tuple[str, str] | None:
        """Why the side to play cannot use its ability `number` at all this turn, as (short tag,
        sentence), so a screen can grey it out and explain a refused key; None when some use is legal."""
        return abilities.ability_refusal(state, number)

    def spending_power(self, state: HimizuState, seat: int) -> int:
        """What `seat` could pay towards its own abilities now: its tokens, plus left-over value on its turn."""
        return abilities.spending_power(state, seat)

    def token_values(self, seat: int) -> tuple[int, int]:
        """What a (Fire token, Water token) is worth towards `seat`'s abilities."""
        return abilities.token_values(seat)

    def ability_text(self, seat: int, number: int) -> tuple[str, str]:
        """An ability's code (`F2`) and what it does, in one sentence."""
        return abilities.ability_code(seat, number), abilities.ABILITY_TEXT[seat][number - 1]

    def figure_on(self, state: HimizuState, square: int) -> tuple[str, int] | None:
        """The figure on `square` as (its name, the seat it belongs to); None on a square without one."""
        figure = state.figures[square]
        return None if figure == Figure.NONE else (rules.FIGURE_NAMES[figure], rules.owner(figure))


def _resolve(state: HimizuState, action: Action) -> Result:
    match action:
        case Move():
            return move(state, action)
        case UseAbility():
            return use_ability(state, action)
        case EndTurn():
            return end_turn(state)
        case Place():
            return place(state, action)
        case MovePuddle():
            return move_puddle(state, action)
        case SkipPuddle():
            return skip_puddle(state)
    raise TypeError(f"not a Himizu action: {action!r}")


def _wrong_phase(state: HimizuState) -> str:
    if state.phase is Phase.OVER:
        return f"The game is over. {state.result}"
    if state.phase is Phase.SETUP:
        what = "a flame" if state.seat == FIRE else "the wave"
        return f"The set-up is not finished: {SEATS[state.seat]} places {what} first."
    if state.phase is Phase.PUDDLE:
        return "Water first moves a puddle or skips it ('puddle skip'), to finish ability W2."
    return "That is only possible during the set-up or right after ability W2."


def _well_formed(state: HimizuState, action: Action) -> bool:
    """What parsing guarantees, for actions built in code: they may hold any integers."""
    size = state.board.size
    squares = [getattr(action, f) for f in ("square", "src", "dst") if hasattr(action, f)]
    if not all(sq is None or 0 <= sq < size for sq in squares):
        return False
    if isinstance(action, UseAbility):
        return action.spirit in (0, 1) and 1 <= action.number <= 4 and min(action.fire_tokens, action.water_tokens) >= 0
    return True
