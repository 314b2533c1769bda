"""The full state as plain data (for `yamabushi yami replay --json`) and as text.

This is a referee's view: it shows every hand and the automa's deck, so it is
for scripts, tests and debugging, never for a player's screen (use the
observation there). Keys are documented in rules/yami.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from yamabushi.core.protocol import options_text
from yamabushi.yami.actions import Place
from yamabushi.yami.board import square_name
from yamabushi.yami.cards import Card
from yamabushi.yami.engine import Yami
from yamabushi.yami.notation import format_action
from yamabushi.yami.state import YamiState
from yamabushi.yami.text_view import board_pieces, board_rows
from yamabushi.yami.variant import variant


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in cards]


def _name(names: tuple[str, ...], position: int | None) -> str | None:
    return None if position is None else names[position]


def _tricks(state: YamiState, names: tuple[str, ...]) -> list[dict[str, Any]]:
    return [
        {
            "round": number,
            "leader": names[t.leader],
            "trump": t.trump,
            "cards": [{"player": names[t.player_of(i)], "card": str(c)} for i, c in enumerate(t.cards)],
            "winner": names[t.winner],
            "decision": str(t.decision),
        }
        for number, t in enumerate(state.tricks, start=1)
    ]


def _placed(state: YamiState) -> list[dict[str, Any]]:
    return [
        {
            "tile": str(p.card),
            "anchor": square_name(p.anchor),
            "rotation": p.rotation,
            "side": "back" if p.flipped else "front",
            "squares": [square_name(s) for s in p.squares],
            "notation": format_action(Place(p.card, p.anchor, p.rotation, p.flipped)),
        }
        for p in state.placed
    ]


def state_report(
    engine: Yami, state: YamiState, seed: int, moves: Sequence[str], options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Everything about the game, hidden parts included, as JSON-ready data; `options` are those it was dealt with."""
    names = engine.position_names(state)
    view = engine.observation(state, 0)
    return {
        "game": "yami",
        "options": options or {},
        "mission": state.mission.number,
        "players": state.players,
        "seed": seed,
        "seats": list(names),
        "first": names[state.tricks[0].leader if state.tricks else state.leader],
        "status": state.status,
        "reason": state.reason,
        "phase": state.phase,
        "round": state.round,
        "trump": state.trump,
        "leader": names[state.leader],
        "turn": _name(names, state.turn),
        "to_play": _name(names, engine.to_play(state)),
        "kakapo": _name(names, state.kakapo),
        "hands": {names[i]: _cards(h) for i, h in enumerate(state.hands)},
        "river": _cards(state.river),
        "deck": _cards(state.deck),
        "unused": _cards(state.unused),
        "trick": [
            {"player": names[(state.leader + i) % state.table_size], "card": str(c)} for i, c in enumerate(state.played)
        ],
        "tricks": _tricks(state, names),
        "decision": str(state.tricks[-1].decision) if state.tricks else None,
        "pending": None if state.pending is None else str(state.pending),
        "placed": _placed(state),
        "moves": list(moves),
        "legal": [format_action(a) for a in engine.legal_actions(state)],
        "campaign_pieces": board_pieces(view),
        "powers": variant().powers_line(view, "a Power's action") or None,
    }


def text_report(data: dict[str, Any], state: YamiState) -> str:
    """A short readable summary for the terminal."""
    lines = [
        f"Yami mission {data['mission']}, {data['players']} players, seed {data['seed']}: {data['status']}"
        + (f" ({data['reason']})" if data["reason"] else ""),
        f"Round {data['round']}, trump {data['trump']}, phase {data['phase']}, to play: {data['to_play'] or '-'}",
    ]
    lines += [f"  {name}: {' '.join(cards) or '-'}" for name, cards in data["hands"].items()]
    if data["players"] == 2:
        lines.append(f"  Automa river: {' '.join(data['river']) or '-'}; deck: {len(data['deck'])} cards")
    campaign = {k: v for k, v in data["options"].items() if k not in ("players", "mission", "first")}
    if campaign:
        lines.append(f"  Campaign: {options_text(campaign)}")
    if data["campaign_pieces"]:
        lines.append("  Campaign pieces: " + "; ".join(data["campaign_pieces"]))
    if data["powers"]:
        lines.append(f"  {data['powers']}")
    lines += [
        f"  Round {t['round']}: " + " ".join(c["card"] for c in t["cards"]) + f" -> {t['winner']} ({t['decision']})"
        for t in data["tricks"]
    ]
    header = "   " + "ABCDEFGHIJKL"
    lines += [header] + [f"{r + 1:>2} {row}" for r, row in enumerate(board_rows(state))]
    return "\n".join(lines)
