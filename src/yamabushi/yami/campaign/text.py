"""The campaign in words: the scorepad, a mission's card, the pieces and powers of a
mission being played.

Shared by the Textual campaign screens and the plain-text mode, so both say the
same thing; no Textual or Rich here (the screens add their own styling).
"""

from __future__ import annotations

from yamabushi.yami.actions import UsePower
from yamabushi.yami.board import square_name
from yamabushi.yami.campaign.data import FINAL, REGIONS, campaign
from yamabushi.yami.campaign.profile import Profile, Scorepad, done, scorepad, standing
from yamabushi.yami.cards import colour_name
from yamabushi.yami.missions import mission_variant
from yamabushi.yami.observation import YamiView


def profile_summary(profile: Profile) -> str:
    """Players, missions done, Moon Path and stars: what tells one campaign from another."""
    pad = scorepad(profile)
    state = "won" if pad.finished else f"{len(done(profile))} missions done"
    return f"{profile.players} players · {state} · Moon {pad.boxes}/{pad.moon_path} · {pad.stars} stars"


def reward_text(reward: str) -> str:
    if reward.startswith("envelope:"):
        envelope = campaign().envelope(reward.removeprefix("envelope:"))
        return f"envelope {envelope.letter} ({', '.join(campaign().power(p).name for p in envelope.powers)})"
    return {"liana": "a Holo Liana", "nightfall": "Night mode"}.get(reward, reward)


def mission_name(number: int) -> str:
    return mission_variant(number).name


def mission_detail(profile: Profile, number: int) -> str:
    """Two lines on a mission: what it is, what it gives and holds."""
    node, mission = campaign().node(number), mission_variant(number)
    side = "Night" if any(t.side == "night" for t in mission.tiles) else "Day"
    trump = "random" if mission.trump == "random" else colour_name(mission.trump)
    hazards = mission.hazards
    pieces = [
        f"{what} {n}"
        for n, what in (
            (hazards.whirlpools.bit_count(), "Whirlpools"),
            (len(hazards.mists), "Mists"),
            (hazards.rocks.bit_count(), "Rocks"),
            (hazards.magic.bit_count(), "Magic"),
        )
        if n
    ]
    rewards = ", ".join(reward_text(r) for r in node.rewards) or ("victory" if number == FINAL else "none")
    first = f"Mission {number}: {mission.name} · {REGIONS[node.region]} · {standing(profile, number)} · {side} · trump {trump}"
    return f"{first}\nReward: {rewards} · board: {', '.join(pieces) or 'Mission tiles only'}"


# -- the scorepad ------------------------------------------------------------------------
def moon_path(pad: Scorepad) -> str:
    """One character per box: `x` checked, `.` to come, `O` a Moon Phase box to come, `X` one checked."""
    boxes = []
    for box in range(1, pad.moon_path + 1):
        phase = box in pad.phase_boxes
        boxes.append(("X" if phase else "x") if box <= pad.boxes else ("O" if phase else "."))
    return "".join(boxes)


def _names(ids: tuple[str, ...], kind: str) -> str:
    data = campaign()
    look = data.power if kind == "power" else data.moon_tile
    return ", ".join(look(i).name for i in ids) or "none"


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def scorepad_lines(pad: Scorepad) -> list[str]:
    lianas = sum(n.rewards.count("liana") for n in campaign().map)
    return [
        f"Moon Path {moon_path(pad)} {pad.boxes}/{pad.moon_path}   Stars {pad.stars}",
        f"Moon tiles: {_names(pad.moon_tiles, 'moon')}   Lianas {pad.lianas}/{lianas}   Night {_on(pad.night)}",
        f"Power tiles: {_names(pad.powers, 'power')}",
        f"Power tokens {pad.tokens}, spaces {pad.spaces}; on the spaces: {_names(pad.loadout, 'power')}",
    ]


WON = "The Lyken is defeated: the campaign is won."


# -- a mission being played ------------------------------------------------------------------
def powers_line(view: YamiView, hint: str = "p") -> str:
    """The Power tokens left and each Power tile's uses; `hint` is how a player lays one (none
    for a spectator, who lays none)."""
    if not view.campaign.powers:
        return ""
    data = campaign()
    tiles = ", ".join(f"{data.power(p).name} {view.campaign.used.count(p)}/{data.power(p).spaces}" for p in view.campaign.powers)
    return f"Power tokens {view.campaign.power_tokens}{f' ({hint})' if hint else ''}: {tiles}"


def usable_now(uses: list[UsePower], hint: str = "p") -> str:
    """'Drift can be used now: p.' for the powers the player to act may use; '' when none."""
    names = list(dict.fromkeys(campaign().power(u.power).name for u in uses))
    if not names:
        return ""
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{listed} can be used now{f': {hint}' if hint else ''}."


def power_label(power_id: str, effect: bool = True) -> str:
    """'Drift (1 space): Between rounds, ...'; without `effect`, the name and spaces only, for a
    list too narrow for the sentence (which a screen then shows whole beside it)."""
    power = campaign().power(power_id)
    label = f"{power.name} ({power.spaces} space{'s' if power.spaces > 1 else ''})"
    return f"{label}: {power.text}" if effect else label


USE_WORDS = {"wild": "play any card, not the led colour", "hourglass": "the mission lasts one round more"}
"""What the Powers that take no target do, in the words of a list."""


def use_label(use: UsePower) -> str:
    """A use of a Power in words: 'Beacon: green is this trick's trump', 'Clear Water: the token
    on C4 leaves the board'."""
    name = campaign().power(use.power).name
    if use.colour:
        return f"{name}: {colour_name(use.colour)} is this trick's trump"
    if use.square is not None:
        square = square_name(use.square)
        return f"{name}: {square} asks for no colour" if use.power == "rain" else f"{name}: the token on {square} leaves, no effect"
    if use.move is not None:
        return f"{name}: move the tile {use.move.card}"
    return f"{name}: {USE_WORDS.get(use.power, campaign().power(use.power).text)}"



# -- what a mission's result changes ---------------------------------------------------------
def result_news(before: Profile, after: Profile, mission: int, success: bool, rounds: int) -> list[str]:
    """The attempt, then each thing it changed on the scorepad, with what that changes."""
    pad, was = scorepad(after), scorepad(before)
    lines = [f"Mission {mission} {'won' if success else 'lost'} in {rounds} round{'s' if rounds > 1 else ''}."]
    lines += _moon_news(was, pad)
    if success:
        lines += [reward_news(r, after) for r in campaign().node(mission).rewards]
    if len(pad.mission_stars) > len(was.mission_stars):
        limit = campaign().star_rounds
        lines.append(f"A star: won in {limit} rounds or fewer. Stars: {pad.stars}.")
    opened = [m for m in range(1, FINAL + 1) if standing(after, m) == "open" and standing(before, m) == "locked"]
    if opened:
        lines.append(f"Open now: mission{'s' if len(opened) > 1 else ''} {', '.join(map(str, opened))}.")
    if pad.finished:
        lines.append(WON + (f" Stars: {pad.stars}." if pad.stars else ""))
    return lines


def _moon_news(was: Scorepad, pad: Scorepad) -> list[str]:
    """A Moon Phase box checked: the black envelope's Moon tile and its disadvantage."""
    data = campaign()
    risen = [t for t in pad.moon_tiles if t not in was.moon_tiles]
    return [
        f"Moon Path box {pad.boxes} is a Moon Phase: the {data.moon_tile(t).name} rises. "
        f"From now on: {data.moon_tile(t).text}"
        for t in risen
    ]


def reward_news(reward: str, after: Profile) -> str:
    """A reward and what it changes from the next mission on."""
    pad = scorepad(after)
    if reward.startswith("envelope:"):
        envelope = campaign().envelope(reward.removeprefix("envelope:"))
        tiles = f"Power tile{'s' if len(envelope.powers) > 1 else ''} " + _names(tuple(envelope.powers), "power")
        extra = [_count(envelope.tokens, "Power token"), _count(envelope.spaces, "Power space")]
        found = ", ".join([tiles, *(e for e in extra if e)])
        return f"White envelope {envelope.letter} opened: {found}; p on the map lays Power tiles."
    if reward == "totem":
        return f"A Totem: one more Power space ({pad.spaces} now)."
    if reward == "castle":
        return f"A Castle: one more Power token for the rest of the campaign ({pad.tokens} now)."
    if reward == "nightfall":
        return "Nightfall: from now on every mission shows its Mission tiles' Night side."
    if reward == "liana":
        return _liana_news(pad.lianas)
    return f"Reward: {reward_text(reward)}."


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'s' if n > 1 else ''}" if n else ""


def _liana_news(count: int) -> str:
    """Which of the Lyken's pieces the liana just purified takes away."""
    hazards = mission_variant(FINAL).hazards
    if count > len(hazards.lianas):
        return f"A Holo Liana is purified ({count}); the Lyken has no piece left for it to remove."
    square = hazards.lianas[count - 1]
    bit = 1 << square
    kind = "Rock" if hazards.rocks & bit else "Whirlpool" if hazards.whirlpools & bit else "Mist"
    where = f"the Lyken's {kind} on {square_name(square)} is gone from mission {FINAL}"
    return f"A Holo Liana is purified ({count}/{len(hazards.lianas)}): {where}."
