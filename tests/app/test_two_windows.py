"""Two windows on one game lose nothing: real `yamabushi play --plain` processes on one save
and on one campaign mission. Without the session's claim on its save, the second window
opens the game too, and the last one to act writes over the other's action."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from yamabushi.app.campaigns import create_profile, mission_path
from yamabushi.app.missions import start_mission
from yamabushi.app import sessions
from yamabushi.app.saves import read_record
from yamabushi.app.sessions import GameMovedOn, close, new_session, resume, save_path
from yamabushi.yami.campaign.profile import new_profile

SRC = Path(__file__).resolve().parents[2] / "src"
OPEN_ELSEWHERE = "is open in another window: carry on there, or close it there and then resume it."


class Window:
    """One `yamabushi` process reading its input from us, its output gathered as it comes."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(SRC)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "yamabushi", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        self.out = ""
        self._reader = threading.Thread(target=self._gather, daemon=True)
        self._reader.start()

    def _gather(self) -> None:
        assert self.process.stdout is not None
        while chunk := self.process.stdout.read(1):
            self.out += chunk

    def wait_for(self, text: str, count: int = 1) -> bool:
        """True once the output shows `text` `count` times; False if the process ended first."""
        deadline = time.monotonic() + 60
        while self.out.count(text) < count:
            if self.process.poll() is not None:
                self._reader.join(5)
                return self.out.count(text) >= count
            assert time.monotonic() < deadline, self.out[-500:]
            time.sleep(0.02)
        return True

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self) -> tuple[int, str]:
        """Close its input (the player leaves) and return its exit code and error output."""
        _, err = self.process.communicate(timeout=60)
        return self.process.returncode, err


def wait_until(check) -> None:
    deadline = time.monotonic() + 60
    while not check():
        assert time.monotonic() < deadline
        time.sleep(0.02)


def settle(check, seconds: float = 10) -> None:
    """Give a window time to write what it played (check() once it has)."""
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        time.sleep(0.02)


def two_windows_one_game(args: tuple[str, ...], path: Path, first: str, other: str, prompt: str, ready: tuple[str, ...]):
    """Window A opens the game and waits at its prompt; window B opens it next. A plays
    `first`, then B (if it opened the game at all) plays `other`. Returns B's exit code and
    error output, and the actions on disk."""
    before = len(read_record(path).actions)
    a = Window(*args)
    for line in ready:
        assert a.wait_for(line)
        a.send("")
    assert a.wait_for(prompt)
    b = Window(*args)
    b_opened = True
    for line in ready:
        if not b.wait_for(line):
            b_opened = False
            break
        b.send("")
    b_opened = b_opened and b.wait_for(prompt)
    a.send(first)
    wait_until(lambda: len(read_record(path).actions) > before)
    if b_opened:
        b.send(other)
        settle(lambda: read_record(path).actions[before:] != [first])
    code, err = b.finish()
    assert a.finish()[0] == 0
    return code, err, read_record(path).actions[before:]


def first_two_actions(session) -> tuple[str, str]:
    """Two different actions legal in the session's position, in notation."""
    state, engine = session.state, session.engine
    return tuple(engine.format_action(state, a) for a in list(session.legal_actions())[:2])


@pytest.fixture
def saved_game():
    """A hot-seat Hi Mi Ki game, saved and closed, and two actions White could play first."""
    session = new_session("himiki", {"mode": "1v1"}, 5, players={"Black": "human"})
    path = save_path(session)
    first, other = first_two_actions(session)
    close(session)
    return path, first, other


def test_a_game_open_in_one_process_is_refused_to_another_and_loses_nothing(saved_game):
    path, first, other = saved_game
    code, err, actions = two_windows_one_game(("play", "--plain", "--resume", str(path)), path, first, other, "to play> ", ())
    assert actions == [first]
    assert code == 2 and err == f"yamabushi: {path.name} {OPEN_ELSEWHERE}\n"


def test_the_game_opens_again_once_the_other_process_left_or_was_killed(saved_game):
    path, first, _ = saved_game
    a = Window("play", "--plain", "--resume", str(path))
    assert a.wait_for("to play> ")
    a.process.send_signal(signal.SIGKILL)
    a.process.wait(60)
    b = Window("play", "--plain", "--resume", str(path))
    assert b.wait_for("to play> ")
    b.send(first)
    b.send("quit")
    assert b.finish()[0] == 0 and read_record(path).actions == [first]
    close(resume(path))  # and this process may open it, now that both have gone


def test_two_processes_on_one_campaign_mission_lose_nothing():
    profile = new_profile("Gina", 3)
    create_profile(profile)
    session, _ = start_mission(profile, 1, 4)
    first, other = first_two_actions(session)
    close(session)
    path = mission_path("Gina")
    args = ("play", "yami", "--mode", "campaign", "--plain", "--profile", "Gina")
    code, err, actions = two_windows_one_game(args, path, first, other, "to play> ", ("press Enter",))
    assert actions == [first]
    assert code == 2 and err == f"yamabushi: {path.name} {OPEN_ELSEWHERE}\n"


def test_an_autosave_never_writes_over_a_save_that_moved_on_elsewhere(saved_game):
    """The claim is shared within a process, and a file system may not lock at all: then the
    save on disk itself shows that another window advanced it, and is kept."""
    path, first, other = saved_game
    here, there = resume(path), resume(path)
    there.play_text(first)
    kept = path.read_bytes()
    with pytest.raises(GameMovedOn, match="moved on in another window"):
        here.play_text(other)
    assert path.read_bytes() == kept and save_path(here) is None and save_path(there) == path
    reply = first_two_actions(there)[0]
    there.play_text(reply)
    assert read_record(path).actions == [first, reply]  # the window that wrote it goes on saving



def test_a_save_whose_claim_cannot_be_made_still_opens(saved_game, monkeypatch):
    """Where no lock file can be made (a read-only folder), the game opens all the same and
    its autosave says whether it can write."""
    path, first, _ = saved_game

    def refused(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(sessions, "claim", refused)
    resume(path).play_text(first)
    assert read_record(path).actions == [first]


def _claimed_elsewhere(path: Path) -> bool:
    code = "import sys; from yamabushi.app.store import claim\ntry: claim(sys.argv[1])\nexcept BlockingIOError: print('open')"
    return subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True).stdout.strip() == "open"


def test_a_dropped_game_s_release_run_by_the_collector_inside_a_claim_does_not_hang(tmp_path, monkeypatch):
    """A save dropped without closing releases its claim when the garbage collector finalizes
    it, which may happen in the middle of another claim in the same thread (a CI run hung
    there for minutes): the release waits until that claim is done, and then frees the file."""
    from filelock import FileLock

    from yamabushi.app.store import claim

    first, second = tmp_path / "first.json", tmp_path / "second.json"
    release_first = claim(first)
    acquire = FileLock.acquire

    def collected_meanwhile(self, *args, **kwargs):
        release_first()  # as a weakref.finalize would, run by the collector during the claim
        return acquire(self, *args, **kwargs)

    monkeypatch.setattr(FileLock, "acquire", collected_meanwhile)
    done = threading.Event()
    worker = threading.Thread(target=lambda: (claim(second), done.set()), daemon=True)
    worker.start()
    worker.join(10)
    assert done.is_set(), "the claim never came back"
    monkeypatch.setattr(FileLock, "acquire", acquire)
    assert not _claimed_elsewhere(first) and _claimed_elsewhere(second)
