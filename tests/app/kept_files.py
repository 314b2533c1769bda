"""Every kind of kept file, for the store's tests: where it lives, a valid one, and how the
app reads it and then uses what it read (as Resume, the Statistics screen or the campaign
map would), so a test can feed each reader anything and see only a sentence come back."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from yamabushi.app import sessions
from yamabushi.app.sessions import SaveFile, resume
from yamabushi.app.bots import bot_factory
from yamabushi.app.missions import resume_mission, start_mission
from yamabushi.app.campaigns import load_profile, mission_path, profile_path, save_profile
from yamabushi.app.catalog import entry_for
from yamabushi.app.bests import best_scores, progress_path
from yamabushi.app.daily import KINDS
from yamabushi.app.ratings import RATINGS_LIMIT, as_json, kept_ratings, ratings_path
from yamabushi.app.daily_results import LIMIT as DAILY_LIMIT
from yamabushi.app.daily_results import daily_file, daily_path, day_results, result_text, streak
from yamabushi.app.registry import engine_for
from yamabushi.app.review import REVIEW_BUDGET, decision_line, kept_path, kept_review, read_kept, review_record, summary
from yamabushi.app.saves import SaveEntry, read_record, saves_dir
from yamabushi.app.settings import SETTINGS_LIMIT, load_settings, settings_path
from yamabushi.app.stats import STATS_LIMIT, load_games, stats_path
from yamabushi.app.stats_report import campaign_line, game_lines, mindlock_lines
from yamabushi.app.store import MAX_BYTES
from yamabushi.core.testing import play_random_game
from yamabushi.plain.campaign import map_lines
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.app.records import load_timeline
from yamabushi.session.text_record import export_text
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.screens.save_list import describe
from yamabushi.yami.campaign.profile import new_profile, record, scorepad

CAMPAIGN = "Tuesday"


def himiki_session(saved: bool = True) -> Session:
    """Six actions of a Hi Mi Ki game against a level-2 bot, saved in the saves folder."""
    engine = engine_for("himiki")
    seats = (Seat("White"), Seat("Black", "bot", "normal"))
    keeper = SaveFile(saves_dir() / "himiki-x.json") if saved else None
    session = Session(engine, {"mode": "1v1"}, 3, seats, on_change=keeper, bot_factory=bot_factory("himiki"))
    for text in play_random_game(engine, session.options, 3).notations[:6]:
        session.play_text(text)
    return session


def campaign_profile():
    return record(record(new_profile(CAMPAIGN, 3), 1, False, 7), 1, True, 4)


def use_save(path: Path) -> None:
    """Resume the save as the app does, list it as the Resume screen does, and replay it."""
    load_timeline(path)
    found = read_record(path)
    resume(path)
    describe(SaveEntry(path, 0.0, found, None))
    entry_for(found.game, found.options)


def use_record(path: Path) -> None:
    """Replay it as the replay viewer and `record import` do, and export it again."""
    export_text(load_timeline(path))


def use_stats(path: Path) -> None:
    game_lines(load_games().values())


def use_ratings(path: Path) -> None:
    """What the new-game dialog and the Statistics screen read: the names, the leaderboards."""
    kept = kept_ratings()
    kept.people, as_json(kept)


def use_settings(path: Path) -> None:
    settings, notice = load_settings()
    settings.textual_theme, settings.bot_pause_factor
    if notice is not None:
        raise NoticeGiven(notice)


def use_bests(path: Path) -> None:
    mindlock_lines(best_scores())


def use_profile(path: Path) -> None:
    profile = load_profile(path)
    campaign_line(profile), map_lines(profile), scorepad(profile)


def use_mission(path: Path) -> None:
    resume_mission(campaign_profile())


def reviewed_save() -> Path:
    return saves_dir() / "himiki-x.json"


def use_review(path: Path) -> None:
    """As the replay viewer does: the kept review when it is of this game, its lines shown."""
    read_kept(reviewed_save())
    session = himiki_session(saved=False)
    kept = kept_review(build_timeline(session.record(), session.engine, "game"), reviewed_save(), REVIEW_BUDGET / 20)
    if kept is not None:
        summary(kept), [decision_line(kept, d) for d in kept.decisions]


def slow_shapes(valid: str, size: int) -> list[str]:
    """Texts of about `size` bytes that a scan trying every quote as a string's start reads in
    quadratic time: a string of escaped quotes left open (JSON), a turn line of spaces or a
    seat of repeated ' (bot, level x' (text records)."""
    if not valid.lstrip().startswith("{"):
        head = valid.split("\n\n")[0]
        return [
            f'{head}\n\n1.{" " * size}x\n',
            head.replace("Seat 1: White", "Seat 1: White" + " (bot, level x" * (size // 14)) + "\n",
            head.replace("Options: ", 'Options: {"a": "' + '\\"' * (size // 2)) + "\n",
        ]
    return ['{"a": "' + '\\"' * (size // 2), valid[:-3] + ', "' + '\\"' * (size // 2)]
def use_daily(path: Path) -> None:
    """What the Daily screen, `daily --plain` and `--json` read: each day's results and the streak."""
    kept = daily_file()
    for day in ("2026-12-01", "2026-12-02"):
        results = day_results(kept, date.fromisoformat(day))
        [result_text(kind, results.get(kind.key)) for kind in KINDS]
        streak(kept, date.fromisoformat(day))


class NoticeGiven(Exception):
    """The settings never raise: the notice they give instead is the sentence under test."""


@dataclass(frozen=True)
class KeptFile:
    name: str
    path: Callable[[], Path]
    write_valid: Callable[[], None]
    use: Callable[[Path], None]
    limit: int = MAX_BYTES


def _save() -> None:
    himiki_session()


def _text_record() -> None:
    session = himiki_session()
    (saves_dir() / "game.txt").write_text(export_text(build_timeline(session.record(), session.engine, "game")))


def _stats() -> None:
    from tests.app.test_stats import play_to_end, race

    play_to_end(race())
    play_to_end(race(seats=("human", "human")))


def _settings() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"theme": "light", "bot_speed": "fast"}))


def _bests() -> None:
    from yamabushi.app.bests import record_solve

    record_solve("E01", 3)
    record_solve("M02", 7)


def _profile() -> None:
    save_profile(campaign_profile())


def _review() -> None:
    session = himiki_session()
    review_record(session.record(), reviewed_save(), REVIEW_BUDGET / 20)


def _mission() -> None:
    session, _ = start_mission(campaign_profile(), 2, 5)
    for _ in range(3):
        session.play(session.legal_actions()[0])


def _daily() -> None:
    results = {"2026-12-01": {"mukyan": {"won": True, "hints": 0}},
               "2026-12-02": {"mindlock": {"won": True, "moves": 4, "par": 3, "hints": 1}}}
    puzzle = {"group": "Medium", "position": "B1MHK,A2HMK/C2M,B3M,C4M w 0-0 --- - -", "influence": "M", "par": 3}
    daily_path().parent.mkdir(parents=True, exist_ok=True)
    daily_path().write_text(json.dumps({"schema_version": 1, "puzzles": {"2026-12-02": puzzle}, "results": results}))


def _ratings() -> None:
    from tests.tui.test_statistics_ratings import two_evenings

    two_evenings()


KEPT_FILES = (
    KeptFile("save", lambda: saves_dir() / "himiki-x.json", _save, use_save),
    KeptFile("text record", lambda: saves_dir() / "game.txt", _text_record, use_record),
    KeptFile("stats", stats_path, _stats, use_stats, STATS_LIMIT),
    KeptFile("settings", settings_path, _settings, use_settings, SETTINGS_LIMIT),
    KeptFile("Mindlock bests", progress_path, _bests, use_bests),
    KeptFile("campaign profile", lambda: profile_path(CAMPAIGN), _profile, use_profile),
    KeptFile("campaign mission", lambda: mission_path(CAMPAIGN), _mission, use_mission),
    KeptFile("review", lambda: kept_path(reviewed_save()), _review, use_review),
    KeptFile("daily results", daily_path, _daily, use_daily, DAILY_LIMIT),
    KeptFile("ratings", ratings_path, _ratings, use_ratings, RATINGS_LIMIT),
)


class FullDisk:
    """The saves' disk, full (`full = True`) or not: a full one fails every save's write as the
    OS does (ENOSPC)."""

    def __init__(self, monkeypatch):
        self.full = False
        real = sessions.write_atomic

        def write(path, text):
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            real(path, text)

        monkeypatch.setattr(sessions, "write_atomic", write)
