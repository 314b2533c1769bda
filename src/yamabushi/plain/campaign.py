"""The Yami campaign in plain text: pick or name a campaign, read its map and
scorepad, lay Power tiles, play a mission in the plain loop, and write the
attempt into the profile.

The same pure pieces as the Textual screens: app/campaigns for profiles,
yami/campaign/text for the words, app/missions for the mission's session and
its result. During a mission, face-down discards are numbered choices and
`powers` lists the Power tokens that can be laid now.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from itertools import count
from typing import Any

from yamabushi.core.errors import RulesError
from yamabushi.plain.game import PlainGame
from yamabushi.plain.prompt import Prompter, number
from yamabushi.session.controller import Session
from yamabushi.app.saves import SaveError
from yamabushi.app.sessions import unsaved
from yamabushi.yami import Discard, format_action, mission_variant, UsePower
from yamabushi.yami.campaign import Yami
from yamabushi.yami.campaign import (
    campaign,
    choose_loadout,
    FINAL,
    mission_detail,
    new_profile,
    power_label,
    power_spaces,
    powers_owned,
    Profile,
    profile_summary,
    REGIONS,
    scorepad,
    scorepad_lines,
    standing,
    use_label,
    WON,
)
from yamabushi.app.missions import (
    give_up,
    mission_result,
    resume_mission,
    save_loadout,
    start_mission,
    write_result,
)
from yamabushi.app.campaigns import (
    check_name,
    create_profile,
    list_profiles,
    load_profile,
    profile_path,
)

PLAYERS = ("2 players + automa", "3 players", "4 players")


# -- which campaign -------------------------------------------------------------------------
def pick_profile(name: str | None, prompt: Prompter) -> Profile | None:
    """The campaign named on the command line (a new one under that name if none has it),
    else one picked from the list or a new one; None at end of input."""
    if name is not None:
        name = check_name(name)
        if profile_path(name).exists():
            return load_profile(profile_path(name))
        prompt.say(f"No campaign is named {name!r} yet: a new one starts under that name.")
        return create(name, prompt)
    entries = list_profiles()
    readable = [e.profile for e in entries if e.profile is not None]
    prompt.say("Yami: Campaign, 22 missions from the Forest to the Lyken.")
    for entry in entries:
        if entry.profile is None:
            prompt.say(f"Cannot be used: {entry.error}")
    labels = ["New campaign"] + [f"{p.name}: {profile_summary(p)}" for p in readable]
    picked = prompt.choose("Campaign number", labels)
    if picked is None:
        return None
    return readable[picked - 1] if picked else create(None, prompt)


def create(name: str | None, prompt: Prompter) -> Profile | None:
    """Ask what the Textual dialog asks (a free name, the player count) and save the new campaign."""
    if name is None:
        name = prompt.until("Name of the new campaign", _free_name)
    if name is None:
        return None
    prompt.say("How many play?")
    players = prompt.choose("Number", PLAYERS)
    if players is None:
        return None
    profile = new_profile(name, players + 2)
    create_profile(profile)
    return profile


def _free_name(answer: str) -> str:
    name = check_name(answer)
    if profile_path(name).exists():
        raise RulesError(f"{name!r} exists already: pick it from the list next time, or give another name.")
    return name


# -- the map --------------------------------------------------------------------------------
def map_lines(profile: Profile) -> list[str]:
    """Every mission with its standing, the scorepad, then the open missions in full."""
    lines = [f"\nCampaign {profile.name}: {profile_summary(profile)}"]
    for m in range(1, FINAL + 1):
        region = REGIONS[campaign().node(m).region]
        lines.append(f"  {m:>2}. {mission_variant(m).name} ({region}): {standing(profile, m)}")
    lines += scorepad_lines(scorepad(profile))
    if scorepad(profile).finished:
        return [*lines, WON]
    lines.append("Open now:")
    return lines + [mission_detail(profile, m) for m in open_missions(profile)]


def open_missions(profile: Profile) -> list[int]:
    return [m for m in range(1, FINAL + 1) if standing(profile, m) == "open"]


def pick_mission(profile: Profile, prompt: Prompter) -> int | None:
    opened = ", ".join(map(str, open_missions(profile)))

    def check(answer: str) -> int:
        mission = number(answer, FINAL)
        if standing(profile, mission) != "open":
            raise RulesError(f"Mission {mission} is {standing(profile, mission)}: pick an open one ({opened}).")
        return mission

    return prompt.until(f"Mission to play (open: {opened})", check)


def lay_powers(profile: Profile, prompt: Prompter) -> Profile | None:
    """Before a mission: which Power tiles go on the Power spaces (as the loadout dialog asks)."""
    owned, spaces = powers_owned(profile), power_spaces(profile)
    if not owned or not spaces:
        return profile
    last = ", ".join(campaign().power(p).name for p in profile.loadout) or "none"
    prompt.say(f"Power spaces: {spaces}. Power tiles the group holds:")
    prompt.say("\n".join(f"  {n}. {power_label(p)}" for n, p in enumerate(owned, start=1)))

    def check(answer: str) -> Profile:
        if answer == "":
            return profile
        if answer.lower() == "none":
            return choose_loadout(profile, ())
        picked = tuple(owned[number(n, len(owned)) - 1] for n in answer.replace(",", " ").split())
        return choose_loadout(profile, picked)

    laid = prompt.until(f"Tiles for the spaces: their numbers, none, or Enter to keep the last ({last})", check)
    if laid is not None and laid != profile:
        return save_loadout(profile, laid.loadout)
    return laid


# -- a mission --------------------------------------------------------------------------------
def discards(session: Session) -> list[tuple[str, Any]]:
    """A face-down discard is a numbered choice of the cards that may go."""
    actions = [a for a in session.legal_actions() if isinstance(a, Discard)]
    return [(f"throw {a.card} face down ({format_action(a)})", a) for a in actions]


def powers_command(game: PlainGame, prompt: Prompter) -> bool:
    """List the Power tokens that can be laid now and lay the one picked; True once played.
    A Drift is picked by its tile first, then where the tile goes."""
    uses = [a for a in game.session.legal_actions() if isinstance(a, UsePower)]
    if not uses:
        prompt.say(f"No Power token can be laid now. {Yami().why_no_power(game.session.state)}")
        return False
    plain = [u for u in uses if u.move is None]
    drifts = sorted({u.move.card for u in uses if u.move is not None})
    labels = [f"{use_label(u)} ({format_action(u)})" for u in plain] + [f"Drift: move the tile {c}" for c in drifts] + ["none, back to the game"]
    picked = prompt.choose("Power number", labels)
    if picked is None or picked == len(labels) - 1:
        return False
    if picked < len(plain):
        use = plain[picked]
    else:
        moves = [u for u in uses if u.move is not None and u.move.card == drifts[picked - len(plain)]]
        where = prompt.choose("Where the tile goes", [format_action(u.move) for u in moves if u.move])
        if where is None:
            return False
        use = moves[where]
    return game.play(lambda: game.session.play(use))


def play_mission(profile: Profile, session: Session, prompt: Prompter, seeds: Iterator[int]) -> Profile | None:
    """Play to the end and write the attempt; None when the player left (the mission stays
    saved). `restart` gives the mission up (a failed attempt) and deals it again. OSError
    when the profile cannot be written."""
    mission = session.options["mission"]
    prompt.say(f"\nMission {mission}: {mission_variant(mission).name}. Type help for commands.")
    game = PlainGame(session, prompt.read, prompt.out, choices=discards, echoed=prompt.echoed)
    game.commands["powers"] = ("list the Power tokens you can lay now and lay one", lambda: powers_command(game, prompt))

    def restart() -> bool:
        nonlocal profile
        profile, news = give_up(profile, game.session)
        game.session, _ = start_mission(profile, mission, next(seeds))
        prompt.say(f"{news} Mission {mission} is dealt again.")
        return True

    game.commands["restart"] = ("give this mission up (a failed attempt, a Moon Path box) and deal it again", restart)
    game.run()
    if game.session.outcome() is None:
        prompt.say(unsaved(game.session) or "The mission is saved: it resumes when this campaign is opened again.")
        return None
    profile, news = write_result(profile, mission, *mission_result(game.session))
    prompt.say(news)
    return profile


def next_session(profile: Profile, seed: int, prompt: Prompter) -> tuple[Profile, Session] | None:
    """The mission left in the middle, else one picked from the map (with the Power tiles
    laid for it); None when nothing is played."""
    try:
        session = resume_mission(profile)
    except SaveError as exc:
        prompt.say(f"The mission in progress cannot be resumed: {exc}")
        session = None
    if session is not None:
        prompt.say(f"Resuming mission {session.options['mission']}, left in the middle.")
        return profile, session
    prompt.say("\n".join(map_lines(profile)))
    if scorepad(profile).finished:
        return None
    mission = pick_mission(profile, prompt)
    laid = lay_powers(profile, prompt) if mission is not None else None
    if mission is None or laid is None:
        return None
    session, notice = start_mission(laid, mission, seed)
    if notice:
        prompt.say(notice)
    return laid, session


def mission_seeds(seed: int | None) -> Iterator[int]:
    """Each mission's seed: from `seed` on, one a mission, when the player gave it (a script
    replaying a campaign); else each drawn afresh, so the seed a finished mission shows (its
    record, its header) tells nothing of the deal of the next."""
    if seed is not None:
        return count(seed)
    return iter(lambda: secrets.randbelow(10**6), None)


def play_campaign(name: str | None, seed: int | None, prompt: Prompter) -> int:
    """Mission after mission of one campaign until it is won or the player leaves."""
    seeds = mission_seeds(seed)
    try:
        profile = pick_profile(name, prompt)
        while profile is not None and (chosen := next_session(profile, next(seeds), prompt)) is not None:
            profile = play_mission(*chosen, prompt, seeds)
    except OSError as exc:
        prompt.say(f"The campaign could not be saved: {exc.strerror}.")
    return 0
