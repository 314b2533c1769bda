"""Playing a campaign mission: its session (new or resumed from the campaign's own
save), the attempt written into the profile once it ends, and giving one up.

A mission left in the middle is resumed, never dealt again for free: starting
another mission (or the same one afresh) first gives up the one in progress,
which the profile keeps as a failed attempt, a box of the Moon Path, as the
physical campaign would. The Textual map screen and the plain-text mode both go
through here, so a mission counts the same way whichever way it was played. A
mission save that cannot be resumed is renamed aside before a new mission
starts, the player told where.
"""

from __future__ import annotations

from yamabushi.core.errors import RulesError
from yamabushi.app.catalog import chooser_entry
from yamabushi.app.sessions import close, new_session, resume
from yamabushi.session.controller import Session
from yamabushi.app.saves import SaveError
from yamabushi.app.store import keep_aside, locked
from yamabushi.yami.campaign import choose_loadout, MAX_ROUNDS, mission_options, Profile, record, result_news
from yamabushi.app.campaigns import mission_path, update_profile

CAMPAIGN = chooser_entry("campaign")


def start_mission(profile: Profile, mission: int, seed: int) -> tuple[Session, str | None]:
    """A new attempt at `mission`, saved at once beside the profile (RulesError, OSError),
    with a sentence for the player when a damaged mission save was renamed aside first.
    Refused while another mission is in progress: resume it, or `give_up` first; and
    while another process has the campaign's mission open (OpenElsewhere)."""
    path = mission_path(profile.name)
    notice = None
    with locked(path):
        if path.exists() or path.is_symlink():
            try:
                left = resume(path, CAMPAIGN)
            except SaveError as exc:
                notice = f"{exc} It is kept as {keep_aside(path).name} in {path.parent}."
            else:
                close(left)
                raise RulesError(f"Mission {left.options['mission']} is in progress: resume it, or give it up first.")
    # Outside the lock, which its first autosave takes: that write refuses a mission another
    # window started meanwhile, and its claim one another window has open.
    session = new_session(CAMPAIGN.game, mission_options(profile, mission), seed, mode=CAMPAIGN, save=path)
    return session, notice


def resume_mission(profile: Profile) -> Session | None:
    """The mission left in the middle, if any (a SaveError says why it cannot be read,
    OpenElsewhere that another process is playing it)."""
    if not mission_path(profile.name).exists():
        return None
    return resume(mission_path(profile.name), CAMPAIGN)


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
    return after, " ".join(result_news(before, after, mission, success, rounds))


def give_up(profile: Profile, session: Session) -> tuple[Profile, str]:
    """End the mission in progress as a failed attempt (in the round it was left in), so
    that it or another one can be dealt; OSError when the profile cannot be written."""
    mission = session.options["mission"]
    rounds = min(max(session.state.round, 1), MAX_ROUNDS)
    after, _ = write_result(profile, mission, False, rounds)
    return after, f"Mission {mission} given up in round {rounds}: a failed attempt, one box of the Moon Path."
