"""No write ever replaces a damaged file (it stays, or is renamed aside byte for byte and the
player told where), a write killed half-way leaves the old file whole, and the temp files
such a kill leaves are removed the next time the store writes in that folder."""

from __future__ import annotations

import multiprocessing
import os
import time

import pytest

from tests.app.kept_files import campaign_profile
from tests.app.test_stats import play_to_end, race
from yamabushi.app.sessions import SaveFile
from yamabushi.app.missions import save_loadout, start_mission, write_result
from yamabushi.app.campaigns import CampaignError, create_profile, load_profile, mission_path, profile_path, save_profile
from yamabushi.app.bests import ProgressError, progress_path, record_solve
from yamabushi.app.saves import read_record, saves_dir
from yamabushi.app.settings import Settings, load_settings, settings_path, update_settings
from yamabushi.app.stats import stats_path
from yamabushi.app.store import STALE_SECONDS, write_atomic

DAMAGED = b'{"schema_version": 1, "theme": [[[\xff'


def damage(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(DAMAGED)


def asides(path):
    return sorted(path.parent.glob(f"{path.stem}.damaged-*{path.suffix}"))


def test_a_damaged_settings_file_is_renamed_aside_at_the_next_change_not_replaced():
    damage(settings_path())
    assert load_settings()[0] == Settings()
    assert update_settings({}) is None and settings_path().read_bytes() == DAMAGED  # no change, no write
    notice = update_settings({"theme": "light"})
    [aside] = asides(settings_path())
    assert aside.read_bytes() == DAMAGED
    assert notice == (
        f"settings.json could not be used (byte 35 is not UTF-8 text), so it is kept as {aside.name} and a new one is written."
    )
    assert load_settings() == (Settings(theme="light"), None)


def test_a_damaged_stats_file_is_kept_and_nothing_is_counted():
    damage(stats_path())
    play_to_end(race())
    assert stats_path().read_bytes() == DAMAGED and not asides(stats_path())


def test_a_damaged_mindlock_file_is_kept_and_nothing_is_saved():
    damage(progress_path())
    with pytest.raises(ProgressError):
        record_solve("E01", 2)
    assert progress_path().read_bytes() == DAMAGED


@pytest.mark.parametrize(
    ("write", "sentence"),
    [
        (lambda: write_result(campaign_profile(), 2, False, 5), "^Tuesday.json is not a readable campaign"),
        (lambda: save_loadout(campaign_profile(), ()), "^Tuesday.json is not a readable campaign"),
        (lambda: save_profile(campaign_profile()), "^Tuesday.json is not a readable campaign"),
        (lambda: create_profile(campaign_profile()), "^A campaign named 'Tuesday' exists already"),
    ],
    ids=["mission-result", "power-tiles", "save", "create"],
)
def test_a_damaged_campaign_profile_is_never_written_over(write, sentence):
    damage(profile_path("Tuesday"))
    with pytest.raises(CampaignError, match=sentence):
        write()
    assert profile_path("Tuesday").read_bytes() == DAMAGED


def test_a_damaged_mission_save_is_renamed_aside_before_the_next_mission():
    save_profile(campaign_profile())
    damage(mission_path("Tuesday"))
    session, notice = start_mission(campaign_profile(), 2, 7)
    [aside] = asides(mission_path("Tuesday"))
    assert aside.read_bytes() == DAMAGED
    assert notice == (
        f"Tuesday.json is not a readable save (byte 35 is not UTF-8 text). It is kept as {aside.name} in {aside.parent}."
    )
    assert read_record(mission_path("Tuesday")).options["mission"] == 2 and session.options["mission"] == 2


def test_two_windows_on_one_campaign_keep_both_results():
    stale = campaign_profile()
    save_profile(stale)
    write_result(stale, 2, False, 4)
    after, _ = write_result(stale, 2, False, 6)  # the other window still holds the profile from before
    assert [a.rounds for a in load_profile(profile_path("Tuesday")).attempts] == [7, 4, 4, 6] == [
        a.rounds for a in after.attempts
    ]


def test_a_new_campaign_cannot_take_a_name_already_taken():
    save_profile(campaign_profile())
    before = profile_path("Tuesday").read_bytes()
    with pytest.raises(CampaignError, match="A campaign named 'Tuesday' exists already"):
        create_profile(campaign_profile())
    assert profile_path("Tuesday").read_bytes() == before


def age(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


@pytest.mark.parametrize(
    ("folder", "write"),
    [
        (lambda: stats_path().parent, lambda: play_to_end(race())),
        (lambda: progress_path().parent, lambda: record_solve("E01", 3)),
        (lambda: settings_path().parent, lambda: update_settings({"theme": "ansi"})),
        (lambda: profile_path("Tuesday").parent, lambda: save_profile(campaign_profile())),
        (lambda: saves_dir(), lambda: play_to_end(race(on_change=SaveFile(saves_dir() / "race-1.json")))),
    ],
    ids=["stats", "bests", "settings", "campaigns", "saves"],
)
def test_a_stale_temp_file_is_removed_at_the_next_write_in_its_folder_and_a_live_one_kept(folder, write):
    folder().mkdir(parents=True, exist_ok=True)
    stale, live = folder() / ".stats.json.k1ll3d9x.tmp", folder() / ".stats.json.wr1t1ng0.tmp"
    other = folder() / ".notes.tmp"  # not a name the store gives: never touched
    for path in (stale, live, other):
        path.write_text("half")
    age(stale, STALE_SECONDS + 5)
    age(other, STALE_SECONDS + 5)
    write()
    assert not stale.exists() and live.exists() and other.exists()


def write_forever(path, stop_at_fsync):
    """Write `path` over and over; with `stop_at_fsync`, hang inside the first fsync."""
    if stop_at_fsync:
        os.fsync = lambda fd: time.sleep(3600)
    for n in range(10**9):
        write_atomic(path, f"version {n}\n" + "x" * 20_000 + "\nend\n")


def test_kill_9_during_writes_leaves_the_file_whole_and_its_temp_file_is_cleaned_later():
    path = stats_path()
    write_atomic(path, "version start\nend\n")
    context = multiprocessing.get_context("fork")
    for run in range(20):
        writer = context.Process(target=write_forever, args=(path, run == 0))
        writer.start()
        time.sleep(0.05 + run * 0.005)
        os.kill(writer.pid, 9)
        writer.join()
        text = path.read_text()
        assert text.startswith("version ") and text.endswith("\nend\n"), run
    temps = list(path.parent.glob(".stats.json.*.tmp"))
    assert temps  # the write killed in its fsync left its temp file
    for temp in temps:
        age(temp, STALE_SECONDS + 5)
    write_atomic(path, "version after\nend\n")
    assert not list(path.parent.glob(".stats.json.*.tmp"))
