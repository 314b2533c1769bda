"""A group's campaign: the profile it keeps and everything the scorepad derives from it.

The profile stores only what the group did: each mission attempt (which
mission, success or not, rounds played) and the Power tiles it last laid on
the Power spaces. Everything else (open missions, rewards, Power spaces and
tokens, lianas, Night mode, Moon Path, Moon tiles, stars) follows from those
attempts and yami_campaign.toml, so the scorepad can never disagree with the
history, and a retuned campaign file re-scores old profiles consistently.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from yamabushi.core.errors import RulesError
from yamabushi.core.kept import Moment
from yamabushi.yami.campaign.data import FINAL, EnvelopeModel, campaign
from yamabushi.yami.missions import mission_variant

PROFILE_VERSION: Literal[1] = 1
MAX_ROUNDS = 9
"""Seven rounds, plus Hourglass uses; a recorded attempt never exceeds this."""

Standing = Literal["done", "open", "locked"]


class Attempt(BaseModel):
    """One mission played to its end: one box of the Moon Path."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mission: int
    success: bool
    rounds: int = Field(ge=1, le=MAX_ROUNDS)


class Profile(BaseModel):
    """A named campaign, saved as JSON under home()/campaigns/ (campaign_store.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    schema_version: Literal[1] = PROFILE_VERSION
    name: str
    players: int = Field(ge=2, le=4)
    attempts: tuple[Attempt, ...] = ()
    loadout: tuple[Annotated[str, StringConstraints(max_length=40)], ...] = ()
    created: Moment

    def to_json(self) -> str:
        return self.model_dump_json(indent=2) + "\n"


def new_profile(name: str, players: int) -> Profile:
    return Profile(name=name, players=players, created=datetime.now(UTC).isoformat(timespec="seconds"))


# -- what the history gives ------------------------------------------------------------
def done(profile: Profile) -> tuple[int, ...]:
    """Missions succeeded, in the order they were done."""
    out: list[int] = []
    for a in profile.attempts:
        if a.success and a.mission not in out:
            out.append(a.mission)
    return tuple(out)


def standing(profile: Profile, mission: int) -> Standing:
    """Done, open (playable now) or locked: a success opens the mission's neighbours."""
    succeeded = done(profile)
    if mission in succeeded:
        return "done"
    if mission == 1 or any(mission in campaign().node(m).opens for m in succeeded):
        return "open"
    return "locked"


def rewards(profile: Profile) -> tuple[str, ...]:
    """Every reward earned so far, in the order the missions were done."""
    return tuple(r for m in done(profile) for r in campaign().node(m).rewards)


def _envelopes(profile: Profile) -> list[EnvelopeModel]:
    data = campaign()
    return [data.envelope(r.removeprefix("envelope:")) for r in rewards(profile) if r.startswith("envelope:")]


def power_spaces(profile: Profile) -> int:
    """Envelope A's space plus one per Totem."""
    return sum(e.spaces for e in _envelopes(profile)) + rewards(profile).count("totem")


def power_tokens(profile: Profile) -> int:
    """Envelope A's tokens plus one per Castle: kept for the whole campaign."""
    return sum(e.tokens for e in _envelopes(profile)) + rewards(profile).count("castle")


def powers_owned(profile: Profile) -> tuple[str, ...]:
    """Power tiles found in the white envelopes opened so far."""
    return tuple(p for e in _envelopes(profile) for p in e.powers)


def lianas(profile: Profile) -> int:
    return rewards(profile).count("liana")


def night_mode(profile: Profile) -> bool:
    return "nightfall" in rewards(profile)


def boxes_checked(profile: Profile) -> int:
    """Moon Path boxes checked: one per attempt, until the path is full."""
    return min(len(profile.attempts), campaign().moon_path)


def moon_tiles(profile: Profile) -> tuple[str, ...]:
    """Moon tiles from the Moon Phase boxes checked so far; their disadvantages stack."""
    checked = boxes_checked(profile)
    return tuple(p.tile for p in sorted(campaign().moon_phases, key=lambda p: p.box) if p.box <= checked)


def finished(profile: Profile) -> bool:
    return FINAL in done(profile)


def mission_stars(profile: Profile) -> tuple[int, ...]:
    """Missions whose success took at most `star_rounds` rounds (one star each)."""
    limit = campaign().star_rounds
    firsts = {m: next(a for a in profile.attempts if a.mission == m and a.success) for m in done(profile)}
    return tuple(m for m, a in firsts.items() if a.rounds <= limit)


def moon_bonus(profile: Profile) -> int:
    """Stars for the Moon Path boxes still unchecked when mission 22 succeeded."""
    if not finished(profile):
        return 0
    data = campaign()
    final = next(i for i, a in enumerate(profile.attempts, start=1) if a.mission == FINAL and a.success)
    return data.moon_box_stars * max(0, data.moon_path - final)


def stars(profile: Profile) -> int:
    return len(mission_stars(profile)) + moon_bonus(profile)


# -- acting on the campaign --------------------------------------------------------------
def record(profile: Profile, mission: int, success: bool, rounds: int) -> Profile:
    """The profile after one attempt of an open mission; RulesError otherwise."""
    if finished(profile):
        raise RulesError("The campaign is over: the Lyken has been defeated.")
    state = standing(profile, mission) if 1 <= mission <= FINAL else "locked"
    if state != "open":
        raise RulesError(f"Mission {mission} is {'already done' if state == 'done' else 'not open yet'}.")
    attempt = Attempt(mission=mission, success=success, rounds=rounds)
    return profile.model_copy(update={"attempts": profile.attempts + (attempt,)})


def choose_loadout(profile: Profile, powers: tuple[str, ...]) -> Profile:
    """Lay Power tiles on the Power spaces before a mission; RulesError names the problem."""
    owned, spaces = powers_owned(profile), power_spaces(profile)
    for power in powers:
        if power not in owned:
            raise RulesError(f"The group has no Power tile {power!r} yet.")
    if len(set(powers)) != len(powers):
        raise RulesError("A Power tile can lie on one Power space only.")
    if len(powers) > spaces:
        raise RulesError(f"The group has unlocked {spaces} Power space{'' if spaces == 1 else 's'}, not {len(powers)}.")
    return profile.model_copy(update={"loadout": tuple(powers)})


def mission_options(profile: Profile, mission: int, first: int | str = "random") -> dict[str, Any]:
    """The engine options of the next attempt at `mission` under this campaign."""
    options: dict[str, Any] = {"players": profile.players, "mission": mission, "first": first}
    options["night"] = night_mode(profile)
    options["powers"] = [p for p in profile.loadout if p in powers_owned(profile)][: power_spaces(profile)]
    options["power_tokens"] = power_tokens(profile) if options["powers"] else 0
    options["moon"] = list(moon_tiles(profile))
    options["lianas"] = min(lianas(profile), len(mission_variant(mission).hazards.lianas))
    return options


@dataclass(frozen=True, slots=True)
class Scorepad:
    """The scorepad sheet: what a group reads between missions."""

    boxes: int
    moon_path: int
    phase_boxes: tuple[int, ...]
    moon_tiles: tuple[str, ...]
    spaces: int
    tokens: int
    powers: tuple[str, ...]
    loadout: tuple[str, ...]
    lianas: int
    night: bool
    mission_stars: tuple[int, ...]
    stars: int
    finished: bool


def scorepad(profile: Profile) -> Scorepad:
    data = campaign()
    return Scorepad(
        boxes=boxes_checked(profile),
        moon_path=data.moon_path,
        phase_boxes=tuple(sorted(p.box for p in data.moon_phases)),
        moon_tiles=moon_tiles(profile),
        spaces=power_spaces(profile),
        tokens=power_tokens(profile),
        powers=powers_owned(profile),
        loadout=profile.loadout,
        lianas=lianas(profile),
        night=night_mode(profile),
        mission_stars=mission_stars(profile),
        stars=stars(profile),
        finished=finished(profile),
    )
