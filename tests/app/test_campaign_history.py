"""The work of a campaign mission's action does not grow with the campaign's history: each
action reads and writes the mission's own save only, never the profile, so a group with
600 attempts behind it does exactly the file work per action of one with 30 (both past the
Moon Path's last box, so both play the same mission with the same Moon tiles)."""

from __future__ import annotations

import random

from yamabushi.app import campaigns, sessions, store
from yamabushi.app.campaigns import create_profile
from yamabushi.app.missions import start_mission
from yamabushi.app.sessions import close
from yamabushi.yami.campaign.profile import Attempt, new_profile


def counted(monkeypatch) -> list[tuple[str, str, int]]:
    """Every read and write the store does for the session and the campaigns: (what, file, bytes)."""
    done: list[tuple[str, str, int]] = []

    def read_text(path, *args, **kwargs):
        text = store.read_text(path, *args, **kwargs)
        done.append(("read", path.name, len(text or "")))
        return text

    def write_atomic(path, text):
        done.append(("write", path.name, len(text)))
        store.write_atomic(path, text)

    for module in (sessions, campaigns):
        monkeypatch.setattr(module, "read_text", read_text)
        monkeypatch.setattr(module, "write_atomic", write_atomic)
    return done


def file_work_per_action(monkeypatch, attempts: int) -> list[list[tuple[str, str, int]]]:
    name = f"History {attempts}"
    failed = tuple(Attempt(mission=1, success=False, rounds=7) for _ in range(attempts))
    profile = new_profile(name, 3).model_copy(update={"attempts": failed})
    create_profile(profile)
    session, _ = start_mission(profile, 1, 11)
    rng, per_action = random.Random(3), []
    with monkeypatch.context() as patched:
        done = counted(patched)
        while session.outcome() is None and len(per_action) < 30:
            session.play(rng.choice(list(session.legal_actions())))
            per_action.append([(what, file.replace(name, "NAME"), size) for what, file, size in done])
            done.clear()
    close(session)
    return per_action


def test_an_action_does_the_same_file_work_with_600_attempts_behind_as_with_30(monkeypatch):
    short, long = file_work_per_action(monkeypatch, 30), file_work_per_action(monkeypatch, 600)
    assert len(short) >= 20 and short == long
    for action in long:  # the mission save checked, then written; the profile never touched
        assert [(what, file) for what, file, _ in action] == [("read", "NAME.json"), ("write", "NAME.json")]
