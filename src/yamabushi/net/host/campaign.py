"""A Yami campaign mission at a table: the profile's mission dealt (or resumed) as the
local campaign deals it, and its attempt written into the profile on the host, once.

Everything goes through app/missions.py, as the map screen and the plain campaign do, so a
hosted mission counts exactly as one played at one keyboard: the options come from the
profile (players, the Power tiles laid, Moon tiles, the night side), the mission autosaves
beside the profile after every action (a rerun of the host command reopens it), and the
result goes into the profile under the store's lock. The people at the table are told what
the result changed; only the host writes it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field


from yamabushi.app.campaigns import load_profile, profile_path
from yamabushi.app.missions import mission_result, resume_mission, start_mission, write_result
from yamabushi.app.saves import SaveError
from yamabushi.app.sessions import close
from yamabushi.core.errors import RulesError
from yamabushi.net.transport.protocol import CampaignWelcome
from yamabushi.session.controller import Session
from yamabushi.yami.campaign import FINAL, finished, mission_name, Profile, standing


@dataclass
class HostedMission:
    """The campaign a table's mission belongs to: what a client is told of it, and the one
    write of its result."""

    profile: Profile
    mission: int
    resumed: bool = False
    """The mission was left midway and goes on where it was."""
    told: Callable[[str], None] = field(default=lambda news: None, repr=False)
    """Where the host reads what the result changed (its terminal)."""

    def welcome(self) -> CampaignWelcome:
        """The campaign's part of the `joined` message: public, as the map is."""
        title = f"Mission {self.mission}: {mission_name(self.mission)}"
        return CampaignWelcome(name=self.profile.name, mission=self.mission, title=title)

    def settle(self, session: Session) -> str:
        """Write the ended mission's attempt into the profile: the sentences everyone reads
        (what it changed, or why it could not be written: the mission's save is then kept)."""
        try:
            self.profile, news = write_result(self.profile, self.mission, *mission_result(session))
        except OSError as exc:
            said = f"The campaign could not be saved: {exc.strerror}. The mission stays saved; host it again to retry."
        except RulesError as exc:
            said = f"The campaign could not be saved: {exc}"
        else:
            said = f"Campaign {self.profile.name}: {news}"
        self.told(said)
        return said


def open_mission(name: str, mission: int | None, seed: int | None) -> tuple[Session, HostedMission, list[str]]:
    """The campaign `name`'s mission in progress, else a new attempt at `mission` (the only open
    one when not named), and what the host should be told; RulesError says why not in one
    sentence (a damaged profile is left as it is)."""
    path = profile_path(name)
    if not path.is_file():
        raise RulesError(f"There is no campaign named {name!r}: start one with `yamabushi play yami --mode campaign`.")
    profile = load_profile(path)
    if finished(profile):
        raise RulesError(f"Campaign {profile.name!r} is won: the Lyken is defeated, and no mission is left to host.")
    try:
        left = resume_mission(profile)
    except SaveError:  # start_mission renames it aside and says so
        left = None
    if left is not None:
        return _resumed(profile, left, mission), HostedMission(profile, left.options["mission"], True), []
    mission = _open(profile, mission)
    session, notice = start_mission(profile, mission, secrets.randbelow(10**6) if seed is None else seed)
    return session, HostedMission(profile, mission), [notice] if notice else []


def _resumed(profile: Profile, left: Session, asked: int | None) -> Session:
    """The mission left midway, unless another was asked for (which would give it up: the
    map asks that question, a table does not)."""
    number = left.options["mission"]
    if asked not in (None, number):
        close(left)
        raise RulesError(
            f"Mission {number} of campaign {profile.name!r} is in progress: host it (--mission {number}, or no --mission), "
            "or give it up on the campaign's map first."
        )
    return left


def _open(profile: Profile, mission: int | None) -> int:
    opened = [m for m in range(1, FINAL + 1) if standing(profile, m) == "open"]
    listed = ", ".join(map(str, opened))
    if mission is None:
        if len(opened) > 1:
            raise RulesError(f"Campaign {profile.name!r} has missions {listed} open: name one with --mission.")
        return opened[0]
    state = standing(profile, mission)
    if state != "open":
        why = "is done already" if state == "done" else "is not open yet"
        missions = "missions" if len(opened) > 1 else "mission"
        raise RulesError(f"Mission {mission} of campaign {profile.name!r} {why}; open now: {missions} {listed}.")
    return mission
