"""The Statistics screen's and `yamabushi stats`'s ratings, as plain-text lines with no Textual.

Per rated mode a sentence naming who leads, then its leaderboard: each named person's
rating (openskill's mu, with three sigmas of doubt), their rated games and their rating
over time as a text sparkline, so the words say everything a chart shows. Cooperative
games have no rating: each named player's missions tried and succeeded, per number of
players, from the finished games (app/stats.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from yamabushi.app.rated_modes import rated_mode_named
from yamabushi.app.registry import engine_for
from yamabushi.app.ratings import NEWCOMER, RatingsError, Standing, current, kept_ratings, leaderboards
from yamabushi.app.stats import FinishedGame, StatsError, cooperative, load_games

if TYPE_CHECKING:
    from yamabushi.session.controller import Session

BARS = "▁▂▃▄▅▆▇█"
ASCII_BARS = "_.-=+*#@"
SPARK = 12
"""The last ratings a sparkline shows: it fits beside a leaderboard row at 80 columns."""
SCALE = (
    "A rating is openskill's estimate with three times its doubt; a newcomer starts at 25, "
    "level with the normal bot, and the bars show the last games' ratings."
)
NO_RATINGS = (
    "No rated games yet: give your name on a seat of a new game (or play --name SEAT=NAME) "
    "and each game you finish is rated, against friends or the bots."
)


def sparkline(values: Iterable[float], bars: str = BARS) -> str:
    """The last SPARK values as bars, lowest to highest of those shown."""
    shown = list(values)[-SPARK:]
    low, high = min(shown, default=0.0), max(shown, default=0.0)
    scale = (len(bars) - 1) / (high - low) if high > low else 0.0
    return "".join(bars[round((v - low) * scale)] for v in shown)


def label(key: str) -> str:
    mode = rated_mode_named(key)
    return mode.label if mode else key


def leader_sentence(key: str, board: list[Standing]) -> str:
    top = board[0]
    games = f"{top.games} rated game{'' if top.games == 1 else 's'}"
    return f"{label(key)}: {top.person} leads with {top.rating.mu:.1f} after {games}."


def board_lines(key: str, board: list[Standing], bars: str = BARS) -> list[str]:
    lines = [leader_sentence(key, board)]
    for place, row in enumerate(board, start=1):
        rating = f"{row.rating.mu:5.1f} ±{3 * row.rating.sigma:4.1f}"
        games = f"{row.games} game{'' if row.games == 1 else 's'}"
        lines.append(f"{place:>3}. {row.person:<24} {rating} {games:>9}  {sparkline(row.history, bars)}")
    return lines


@dataclass(frozen=True, slots=True)
class Chart:
    """One rated mode's ratings over time: each person's rating after each of their games."""

    title: str
    series: tuple[tuple[str, tuple[float, ...]], ...]


def ratings_view(ascii_only: bool = False) -> tuple[tuple[str, ...], tuple[Chart, ...]]:
    """The ratings section's lines and charts: a damaged file is its one sentence, no rated game a hint."""
    try:
        boards = leaderboards(kept_ratings())
    except RatingsError as exc:
        return (str(exc),), ()
    if not boards:
        return (NO_RATINGS,), ()
    bars = ASCII_BARS if ascii_only else BARS
    lines = (*(line for key, board in boards.items() for line in board_lines(key, board, bars)), SCALE)
    charts = tuple(
        Chart(f"{label(key)}: ratings by game", tuple((row.person, row.history) for row in board))
        for key, board in boards.items()
    )
    return lines, charts


def rating_news(session: Session) -> str:
    """What the game just over did to its named people's ratings, e.g. "Ratings, Hi Mi Ki 1 vs 1:
    Ann 25.0 → 28.4, Bob 25.0 → 21.6."; the damaged file's sentence when it could not be rated,
    nothing for a game not rated (no name, or a mode without ratings). Said once at the end, in
    the app and in plain mode."""
    if not any(seat.player for seat in session.seats):
        return ""
    try:
        kept = kept_ratings()
    except RatingsError as exc:
        return str(exc)
    game_id = session.game_id
    game = kept.games.get(game_id)
    if game is None:
        return ""
    moves = []
    for person, after in game.after.items():
        before = current(kept, game.mode, person, before=game_id)
        moves.append(f"{person} {before.mu if before else NEWCOMER:.1f} → {after.mu:.1f}")
    return f"Ratings, {label(game.mode)}: {', '.join(moves)}."


def mission_record(games: Iterable[FinishedGame]) -> dict[tuple[str, int, str], tuple[int, int]]:
    """(game, players, person) -> (tried, succeeded), for the named people of cooperative games, by person."""
    tried: Counter[tuple[str, int, str]] = Counter()
    won: Counter[tuple[str, int, str]] = Counter()
    for game in games:
        if not cooperative(game.game):
            continue
        players = sum(seat.kind != "automa" for seat in game.seats)
        for seat in game.seats:
            if seat.player:
                key = (engine_for(game.game).title, players, seat.player)
                tried[key] += 1
                won[key] += game.result == "won"
    return {key: (tried[key], won[key]) for key in sorted(tried, key=lambda k: (k[2], k[0], k[1]))}


def mission_lines() -> tuple[str, ...]:
    try:
        record = mission_record(load_games().values())
    except StatsError as exc:
        return (str(exc),)
    if not record:
        return ("No named player has finished a Yami mission yet: give your name on a seat of a new game.",)
    return tuple(
        f"{person}, {game} with {players} players: {won} of {tried} mission{'' if tried == 1 else 's'} succeeded"
        for (game, players, person), (tried, won) in record.items()
    )
