"""Playing a campaign mission: its session (new or resumed from the campaign's own
save) and the attempt written into the profile once it ends.

The Textual map screen and the plain-text mode both go through here, so a
mission counts the same way whichever way it was played. The mission save is
never written over: a mission left in the middle is resumed instead of dealt
again, and a save that cannot be resumed is renamed aside before a new mission
starts, the player told where.
"""

from __future__ import annotations

from yamabushi.app.registry import engine_for
from yamabushi.session.controller import Session
from yamabushi.app.saves import SaveError, read_record
from yamabushi.app.store import keep_aside, locked
from yamabushi.yami.campaign.profile import Profile, choose_loadout, mission_options, record, scorepad
from yamabushi.yami.campaign.data import campaign
from yamabushi.app.campaigns import mission_path, update_profile
from yamabushi.yami.campaign.text import reward_text

STATS_MODE = "yami-campaign"


def start_mission(profile: Profile, mission: int, seed: int) -> tuple[Session, str | None]:
    """A new attempt at `mission`, saved at once beside the profile (RulesError, OSError),
    with a sentence for the player when something else happened instead: the mission left
    in the middle resumes, or a damaged mission save was renamed aside."""
    path = mission_path(profile.name)
    with locked(path):
        notice = None
        if path.exists() or path.is_symlink():
            try:
                resumed = _resumed(profile)
            except SaveError as exc:
                notice = f"{exc} It is kept as {keep_aside(path).name} in {path.parent}."
            else:
                number = resumed.options["mission"]
                return resumed, f"Mission {number} was left in the middle: it goes on from where it stopped."
        session = Session(
            engine_for("yami"),
            mission_options(profile, mission),
            seed,
            save_path=path,
            stats_mode=STATS_MODE,
        )
        session.autosave()
    return session, notice


def resume_mission(profile: Profile) -> Session | None:
    """The mission left in the middle, if any (a SaveError says why it cannot be read)."""
    if not mission_path(profile.name).exists():
        return None
    return _resumed(profile)


def _resumed(profile: Profile) -> Session:
    path = mission_path(profile.name)
    return Session.from_record(read_record(path), engine_for("yami"), save_path=path, stats_mode=STATS_MODE)


def mission_result(session: Session) -> tuple[bool, int]:
    """Success, and the rounds played, of a mission that has ended."""
    state = session.state
    return state.status == "success", len(state.tricks)


def save_loadout(profile: Profile, powers: tuple[str, ...]) -> Profile:
    """The Power tiles laid for the next mission, written into the profile as it is on disk
    (RulesError when they do not fit, CampaignError or OSError when it cannot be written)."""
    return update_profile(profile, lambda current: choose_loadout(current, powers))


def write_result(profile: Profile, mission: int, success: bool, rounds: int) -> tuple[Profile, str]:
    """Write the attempt into the profile as it is on disk, forget the mission's own save,
    and say what it gave. Raises CampaignError or OSError when the profile cannot be
    written, RulesError when the mission is no longer open (the mission's save is then kept)."""
    before = profile

    def attempt(on_disk: Profile) -> Profile:
        nonlocal before
        before = on_disk
        return record(on_disk, mission, success, rounds)

    after = update_profile(profile, attempt)
    mission_path(profile.name).unlink(missing_ok=True)
    gained = [reward_text(r) for r in campaign().node(mission).rewards] if success else []
    star = " and a star" if len(scorepad(after).mission_stars) > len(scorepad(before).mission_stars) else ""
    news = f"Mission {mission} {'succeeded' if success else 'failed'} in {rounds} rounds{star}."
    return after, news + (f" Rewards: {', '.join(gained)}." if gained else "")
