"""The daily challenges in plain text: the day's list with each result and the streak,
a challenge picked by number and played in the plain loops the menu's modes use
(plain/mindlock.py's puzzle loop, plain/play.py's game loop), then its line to share.
"""

from __future__ import annotations

from datetime import date

from yamabushi.app.daily import Challenge, challenge_label
from yamabushi.app.daily_results import daily_session, day_challenges, day_results, kept_results, result_text, streak, streak_text
from yamabushi.himiki.mindlock import goal_text
from yamabushi.plain.mindlock import play_puzzle
from yamabushi.plain.play import play_session
from yamabushi.plain.prompt import Prompter

PICK = "Challenge number (quit leaves)"


def daily_lines(day: date, found: tuple[Challenge, ...]) -> tuple[list[str], list[str]]:
    """The heading with the streak, and one label per challenge with its result so far."""
    kept, problem = kept_results()
    results = day_results(kept, day)
    heading = [f"Daily challenges of {day.isoformat()}, the same for everyone.", streak_text(streak(kept, day))]
    labels = [f"{challenge_label(c)}: {result_text(c.kind, results.get(c.kind.key))}" for c in found]
    return ([problem] if problem else []) + heading, labels


def play_daily(day: date, prompt: Prompter) -> int:
    """The list, a challenge played, its share line, and the list again until quit."""
    prompt.say("Preparing the puzzle of the day…")
    found = day_challenges(day)
    while True:
        heading, labels = daily_lines(day, found)
        prompt.say("\n".join(heading))
        picked = prompt.choose(PICK, labels)
        if picked is None:
            return 0
        if play_one(found[picked], prompt) is None:
            return 0


def play_one(challenge: Challenge, prompt: Prompter) -> bool | None:
    """Play one challenge in its plain loop; None when the player quit."""
    shared: list[str] = []
    session = daily_session(challenge, on_result=shared.append)
    puzzle = challenge.puzzle
    if puzzle is not None:
        prompt.say(f"\nMindlock puzzle of {challenge.day.isoformat()} ({puzzle.group}), PAR {puzzle.par}.\n{goal_text(puzzle)}")
        played = play_puzzle(session, prompt, "for the daily list", lambda: shared[-1])
        if played is False and shared:
            prompt.say(shared[-1])
        return played
    play_session(session, f"{challenge.kind.label} of {challenge.day.isoformat()}", prompt)
    if shared:
        prompt.say(shared[-1])
    return True if session.outcome() is not None else None
