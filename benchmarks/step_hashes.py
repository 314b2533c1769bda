"""Every-step hashes of seeded games in every mode: proof that a refactor changed no behaviour.

Run before and after a change and compare the digests (`python benchmarks/step_hashes.py
--games 300 > before.txt`, then again, then `diff`). Each step hashes the seat to play,
the legal actions in order (in notation), the action taken, its events' sentences and the
new state's fields by name (`neutral`, not its repr: moving fields into a part of the state,
as Yami's campaign part, hashes the same, while any value that changes does not); random
games take every path through the checked `apply`, bot games (easy and normal bots, whose
choices are seeded; `--levels hard,normal` for others) add the bots' choices.
"""

from __future__ import annotations

import argparse
import hashlib
import random
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any

from yamabushi.app.bots import make_bot
from yamabushi.app.registry import engine_for
from yamabushi.yami.campaign.data import MOON_IDS, POWER_IDS

CAMPAIGN = {"players": 2, "mission": 9, "night": True, "powers": list(POWER_IDS), "power_tokens": 6, "moon": list(MOON_IDS)}
MODES: dict[str, tuple[str, dict[str, Any]]] = {
    "himiki-1v1": ("himiki", {"mode": "1v1"}),
    "himiki-1v1-random": ("himiki", {"mode": "1v1", "setup": "random"}),
    "himiki-2v2": ("himiki", {"mode": "2v2"}),
    "himiki-1v1-expert": ("himiki", {"mode": "1v1", "expert": True}),
    "himiki-2v2-expert": ("himiki", {"mode": "2v2", "expert": True}),
    "himiki-mukyan": ("himiki", {"mode": "mukyan"}),
    "mindlock-E01": ("mindlock", {"challenge": "E01"}),
    "mindlock-X01": ("mindlock", {"challenge": "X01"}),
    "mindlock-X08": ("mindlock", {"challenge": "X08"}),
    "himizu-A": ("himizu", {"board": "A"}),
    "himizu-B": ("himizu", {"board": "B"}),
    **{f"yami-{p}p": ("yami", {"players": p, "mission": 1 + p % 2}) for p in (2, 3, 4)},
    **{f"yami-mission-{m}": ("yami", {"players": 2, "mission": m}) for m in (3, 5, 9, 14, 22)},
    "yami-campaign": ("yami", CAMPAIGN),
}
BOT_MODES = ("himiki-1v1", "himiki-2v2-expert", "himiki-mukyan", "himizu-A", "himizu-B", "yami-2p", "yami-4p")


def neutral(value: Any) -> str:
    """`value` written without its records' layout: a record (a dataclass) as its fields' names and
    values sorted by name, a record held in a field counted as fields of its holder."""
    if is_dataclass(value) and not isinstance(value, type):
        return "{" + ",".join(sorted(f"{name}={text}" for name, text in _fields(value))) + "}"
    if isinstance(value, tuple | list):
        return "(" + ",".join(map(neutral, value)) + ")"
    if isinstance(value, set | frozenset):
        return "{" + ",".join(sorted(map(neutral, value))) + "}"
    if isinstance(value, dict):
        return "{" + ",".join(sorted(f"{neutral(k)}:{neutral(v)}" for k, v in value.items())) + "}"
    return repr(value)


def _fields(record: Any) -> Iterator[tuple[str, str]]:
    for field in fields(record):
        if not field.repr:  # a cache (Hi Mi Ki's repetition history), left out as repr leaves it
            continue
        value = getattr(record, field.name)
        if is_dataclass(value) and not isinstance(value, type):
            yield from _fields(value)
        else:
            yield field.name, neutral(value)


def play(
    game: str, options: dict[str, Any], seed: int, bots: tuple[str, ...] | None, max_plies: int, texts: bool = True
) -> str:
    """One game's digest; `bots` gives a level per seat, else random legal play. Without `texts`
    an event counts by its kind only, so a change that only rewords sentences hashes the same."""
    engine = engine_for(game)
    options = engine.normalize_options(options)
    rng = random.Random(seed)
    seats = engine.seat_names(options)
    players = [make_bot(game, bots[i % len(bots)], i, seed, None) for i in range(len(seats))] if bots else None
    state = engine.new_game(options, seed)
    digest = hashlib.sha256(neutral(state).encode())
    for _ in range(max_plies):
        seat = engine.to_play(state)
        legal = engine.legal_actions(state)
        if seat is None or not legal:
            break
        if players is not None and seat < len(players):
            action = players[seat].choose(engine.observation(state, seat), legal)
        else:
            action = rng.choice(legal)
        notation = engine.format_action(state, action)
        listed = "|".join(engine.format_action(state, a) for a in legal)
        state, events = engine.apply(state, action)
        said = "/".join(e.text if texts else type(e).__name__ for e in events)
        step = f"{seat}#{listed}#{notation}#{said}#{neutral(state)}"
        digest.update(step.encode())
    digest.update(repr(engine.outcome(state)).encode())
    return digest.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random games per mode")
    parser.add_argument("--bot-games", type=int, default=4, help="bot games per bot mode")
    parser.add_argument("--max-plies", type=int, default=1500)
    parser.add_argument("--no-text", action="store_true", help="events by kind only, not their sentences")
    parser.add_argument("--levels", default="easy,normal", help="the bot games' levels, by seat (repeats to fill)")
    parser.add_argument("--bots-only", action="store_true", help="skip the random games")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    for name, (game, options) in MODES.items():
        if args.bots_only:
            break
        total = hashlib.sha256()
        for seed in range(args.games):
            total.update(play(game, options, seed, None, args.max_plies, not args.no_text).encode())
        print(f"{name:22} random x{args.games}: {total.hexdigest()}", flush=True)
    for name in BOT_MODES:
        game, options = MODES[name]
        total = hashlib.sha256()
        for seed in range(args.bot_games):
            total.update(play(game, options, seed, levels, args.max_plies, not args.no_text).encode())
        print(f"{name:22} bots x{args.bot_games}: {total.hexdigest()}", flush=True)


if __name__ == "__main__":
    main()
