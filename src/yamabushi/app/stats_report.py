"""What the Statistics screen shows, as plain-text sections with no Textual, so the
same words can be tested directly and read without colour.

Four sources, each read only: finished games (app/stats.py), the ratings of named
people (app/ratings_report.py, with each named player's Yami missions), Mindlock best
scores (app/bests.py) and the Yami campaign profiles. A source
that cannot be read becomes one sentence in its own section; the others still show.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock import every_challenge as challenges, GROUPS
from yamabushi.app.bests import progress
from yamabushi.app.stats import FinishedGame, StatsError, load_games, stats_path, tally
from yamabushi.app.catalog import MODES
from yamabushi.app.registry import registered
from yamabushi.app.ratings_report import Chart, mission_lines, ratings_view
from yamabushi.yami.campaign import done, FINAL, Profile, scorepad, standing
from yamabushi.app.campaigns import list_profiles


@dataclass(frozen=True, slots=True)
class Section:
    title: str
    lines: tuple[str, ...]
    charts: tuple[Chart, ...] = ()
    """Drawn under the lines where a screen can draw (the lines already say what they show)."""


def variant(game: FinishedGame) -> str:
    """The option that splits a mode's row, as the game registers it (`GameSpec.split`: Hi Mi
    Ki's Expert rules, Himizu's board side)."""
    spec = registered(game.game)
    return spec.split(game.options) if spec is not None and spec.split is not None else ""


def row_name(game: FinishedGame) -> str:
    label = next((m.label for m in MODES if m.key == game.mode), game.mode)
    extra = variant(game)
    return f"{label}, {extra}" if extra else label


def _menu_order(game: FinishedGame) -> tuple[int, str]:
    keys = [m.key for m in MODES]
    return (keys.index(game.mode) if game.mode in keys else len(keys), variant(game))


def game_lines(games: Iterable[FinishedGame]) -> tuple[str, ...]:
    rows = tally(sorted(games, key=_menu_order), row_name)
    if not rows:
        return ("No finished games yet: every game you play to its end is counted here.",)
    lines = [f"{'Game and mode':<32}{'Played':>7}{'Won':>6}{'Lost':>6}{'Drawn':>7}"]
    for name, row in rows.items():
        lines.append(f"{name:<32}{row.played:>7}{row.won:>6}{row.lost:>6}{row.drawn:>7}")
        if row.sides:
            lines.append("  hot-seat wins: " + ", ".join(f"{side} {n}" for side, n in row.sides.most_common()))
    if any(row.sides for row in rows.values()):
        lines.append("Hot-seat: people played each other, so a game counts for the side that won.")
    return tuple(lines)


def games_section() -> Section:
    try:
        games = load_games()
    except StatsError as exc:
        kept = f"It is left as it is in {stats_path().parent}, and no game is counted until it is repaired or removed."
        return Section("Games", (str(exc), kept))
    return Section("Games", game_lines(games.values()))


def mindlock_lines(best: dict[str, int], hinted: dict[str, int] | None = None) -> tuple[str, ...]:
    """Per group, the challenges solved without a hint and those at PAR; then the ones solved
    only with hints, which the table leaves out, so a solve never seems lost."""
    puzzles = challenges()
    lines = [f"{'Group':<10}{'Solved':>8}{'At PAR':>8}   Next to try"]
    for group in GROUPS:
        mine = [p for p in puzzles if p.group == group]
        solved = [p for p in mine if p.id in best]
        at_par = sum(p.par is None or best[p.id] <= p.par for p in solved)
        todo = next((p for p in mine if p.id not in best), None)
        after = f"{todo.id} (PAR {todo.par})" if todo else "all solved"
        lines.append(f"{group:<10}{f'{len(solved)}/{len(mine)}':>8}{at_par:>8}   {after}")
    if helped := sorted(set(hinted or {}) - set(best)):
        lines.append(f"Solved only with hints, so not counted above: {', '.join(helped)} (solve one without a hint to count it).")
    return tuple(lines)


def mindlock_section() -> Section:
    try:
        kept = progress()
        return Section("Mindlock", mindlock_lines(kept.best, kept.hinted))
    except RulesError as exc:
        return Section("Mindlock", (str(exc),))


def campaign_line(profile: Profile) -> str:
    """One campaign in short: missions won, the missions open now, the Moon Path and stars."""
    pad = scorepad(profile)
    if pad.finished:
        where = "the Lyken is defeated"
    else:
        where = "open: " + ", ".join(str(m) for m in range(1, FINAL + 1) if standing(profile, m) == "open")
    won = f"{len(done(profile))}/{FINAL} missions won"
    stars = f"{pad.stars} star{'' if pad.stars == 1 else 's'}"
    return f"{profile.name} ({profile.players} players): {won}, {where}; Moon {pad.boxes}/{pad.moon_path}, {stars}"


def campaign_section() -> Section:
    entries = list_profiles()
    lines = tuple(campaign_line(e.profile) if e.profile else f"{e.path.name}: {e.error}" for e in entries)
    return Section("Yami campaigns", lines or ("No campaign yet: start one from Yami: Campaign in the menu.",))


def report(ascii_only: bool = False) -> tuple[Section, ...]:
    """Ratings first: who leads is what friends open the page for."""
    return (
        Section("Ratings", *ratings_view(ascii_only)),
        games_section(),
        Section("Yami missions by player", mission_lines()),
        mindlock_section(),
        campaign_section(),
    )
