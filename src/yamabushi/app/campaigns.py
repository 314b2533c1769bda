"""Campaign profiles on disk: home()/campaigns/<name>.json, written atomically.

A profile is not a game record: it is the group's history (campaign.py). A
mission in progress is an ordinary session save kept beside it, in
campaigns/missions/<name>.json, so quitting mid-mission loses nothing. A file
that cannot be read is reported in one sentence and left where it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from yamabushi.app.saves import SaveError, home, parse_versioned, write_atomic
from yamabushi.yami.campaign.profile import PROFILE_VERSION, Profile

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _-]{0,23}")


class CampaignError(SaveError):
    """A profile that cannot be read or written; the message is one sentence."""


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


def save_profile(profile: Profile) -> Path:
    path = profile_path(profile.name)
    write_atomic(path, profile.to_json())
    return path


def parse_profile(text: str, label: str) -> Profile:
    """Validate profile text; every failure is one sentence naming `label`."""
    return parse_versioned(text, label, Profile, PROFILE_VERSION, "campaign", "Yami campaign", CampaignError)


def load_profile(path: Path) -> Profile:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CampaignError(f"{path.name} cannot be read ({exc.__class__.__name__}).") from None
    return parse_profile(text, path.name)


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
    entries = []
    for path in sorted(folder.glob("*.json")):
        try:
            entries.append(ProfileEntry(path, load_profile(path), None))
        except CampaignError as exc:
            entries.append(ProfileEntry(path, None, str(exc)))
    return entries
