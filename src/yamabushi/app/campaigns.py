"""Campaign profiles on disk, through the store: home()/campaigns/<name>.json.

A profile is not a game record: it is the group's history (campaign.py). A
mission in progress is an ordinary session save kept beside it, in
campaigns/missions/<name>.json, so quitting mid-mission loses nothing. A file
that cannot be read is reported in one sentence and left where it is: it is
never written over. Every change to a profile (an attempt, the Power tiles
laid) is made to the profile on disk under the store's lock, so two windows
playing one campaign keep both their changes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from yamabushi.app.saves import SaveError
from yamabushi.app.store import clean_stale_temps, home, locked, parse_model, read_text, write_atomic
from yamabushi.yami.campaign import campaign, FINAL, Profile, PROFILE_VERSION

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _-]{0,23}")


class CampaignError(SaveError):
    """A profile that cannot be read or written; the message is one sentence."""

    noun = "campaign"


def campaigns_dir() -> Path:
    return home() / "campaigns"


def check_name(name: str) -> str:
    """A profile name doubles as its file name: letters, digits, spaces, - and _."""
    name = name.strip()
    if not NAME.fullmatch(name):
        raise CampaignError(
            f"{name!r} cannot name a campaign: use 1 to 24 letters, digits, spaces, - or _, starting with a letter or digit."
        )
    return name


def profile_path(name: str) -> Path:
    return campaigns_dir() / f"{check_name(name)}.json"


def mission_path(name: str) -> Path:
    """Where the campaign's mission in progress autosaves."""
    return campaigns_dir() / "missions" / f"{check_name(name)}.json"


def parse_profile(text: str, label: str) -> Profile:
    """Validate profile text; every failure is one sentence naming `label`."""
    profile = parse_model(text, label, Profile, CampaignError, version=PROFILE_VERSION, kind="Yami campaign")
    known = {p.id for p in campaign().powers}
    for number, attempt in enumerate(profile.attempts, start=1):
        if not 1 <= attempt.mission <= FINAL:
            raise CampaignError(f"{label} is damaged: attempt {number} is at mission {attempt.mission}, not 1 to {FINAL}.")
    for power in profile.loadout:
        if power not in known:
            raise CampaignError(f"{label} is damaged: its Power tiles include {power[:40]!r}, which the campaign has not.")
    return profile


def _read(path: Path) -> Profile | None:
    """The profile in `path`, None when there is no file; CampaignError when it cannot be used."""
    text = read_text(path, CampaignError)
    if text is None:
        return None
    profile = parse_profile(text, path.name)
    if profile.name != path.stem:
        raise CampaignError(f"{path.name} holds the campaign {profile.name[:40]!r}, which belongs in a file of that name.")
    return profile


def load_profile(path: Path) -> Profile:
    profile = _read(path)
    if profile is None:
        raise CampaignError(f"{path.name} is not there any more.")
    return profile


def save_profile(profile: Profile) -> Path:
    """Write the whole profile; one that is there but cannot be read is kept (CampaignError)."""
    path = profile_path(profile.name)
    with locked(path):
        _read(path)
        write_atomic(path, profile.to_json())
    return path


def create_profile(profile: Profile) -> Path:
    """Write a new campaign; CampaignError if its name is taken (even by another window, just now)."""
    path = profile_path(profile.name)
    with locked(path):
        if path.exists() or path.is_symlink():
            raise CampaignError(f"A campaign named {profile.name!r} exists already: pick it in the list.")
        write_atomic(path, profile.to_json())
    return path


def update_profile(profile: Profile, change: Callable[[Profile], Profile]) -> Profile:
    """Apply `change` to the profile as it is on disk now (as `profile` if it is gone), write
    it and return it. CampaignError when the file cannot be read (it is kept); the
    RulesError of `change` when the change no longer fits (nothing is written)."""
    path = profile_path(profile.name)
    with locked(path):
        after = change(_read(path) or profile)
        write_atomic(path, after.to_json())
    return after


@dataclass(frozen=True, slots=True)
class ProfileEntry:
    """One file in the campaigns folder: its profile, or why it cannot be read."""

    path: Path
    profile: Profile | None
    error: str | None


def list_profiles() -> list[ProfileEntry]:
    """Every campaign by name, unreadable ones included (listed, never deleted)."""
    folder = campaigns_dir()
    if not folder.is_dir():
        return []
    clean_stale_temps(folder)
    entries = []
    for path in sorted(folder.glob("*.json")):
        try:
            entries.append(ProfileEntry(path, load_profile(path), None))
        except CampaignError as exc:
            entries.append(ProfileEntry(path, None, str(exc)))
    return entries
