"""Mindlock in plain text: the challenge list with PAR and best scores, a challenge
played in the plain loop (plus `restart`), and the solve kept as a best score.

It does what the Textual picker and puzzle screen do, through the same pure
pieces: mindlock_data for the challenges, mindlock_text for the position,
mindlock_progress for the best scores (a damaged file is named and kept).
"""

from __future__ import annotations

from collections.abc import Callable

from yamabushi.core.errors import RulesError
from yamabushi.himiki.mindlock.challenges import challenge, challenges
from yamabushi.app.bests import ProgressError, best_scores, keep_solve
from yamabushi.himiki.mindlock.puzzle import GROUPS, Puzzle
from yamabushi.himiki.mindlock.text import goal_text
from yamabushi.app.sessions import new_session
from yamabushi.plain.game import PlainGame
from yamabushi.plain.prompt import Prompter
from yamabushi.session.controller import Session

INTRO = "Mindlock: Hi Mi Ki puzzles. Clear every Black cube within PAR moves."
PICK = "Challenge id (e.g. E01; list shows them again; quit leaves)"


def challenge_list() -> list[str]:
    """One line per challenge under its group's heading, and a damaged progress file named first."""
    try:
        best, lines = best_scores(), []
    except ProgressError as exc:
        best, lines = {}, [str(exc)]
    for group in GROUPS:
        puzzles = [p for p in challenges() if p.group == group]
        lines.append(f"{group} ({len(puzzles)} challenges):")
        for p in puzzles:
            mark = f"best {best[p.id]}" if p.id in best else "not solved yet"
            lines.append(f"  {p.id}  PAR {p.par}  needs {', '.join(p.ideas) or 'nothing special'}  {mark}")
    return lines


def play_mindlock(challenge_id: str | None, prompt: Prompter) -> int:
    """One challenge when its id is given, else the list and challenge after challenge until quit."""
    if challenge_id is not None:
        play_challenge(challenge(challenge_id), prompt, "to leave")
        return 0
    prompt.say("\n".join([INTRO, *challenge_list()]))
    while (answer := prompt.ask(PICK)) is not None:
        if answer.lower() in ("", "list"):
            prompt.say("\n".join(challenge_list()) if answer else "Type a challenge id such as E01, or list.")
            continue
        try:
            puzzle = challenge(answer)
        except RulesError as exc:
            prompt.say(str(exc))
            continue
        if not play_challenge(puzzle, prompt, "for the challenge list"):
            break
    return 0


def play_challenge(puzzle: Puzzle, prompt: Prompter, then: str) -> bool:
    """Play until solved, or failed and left (Enter does `then`); False when the player
    quit (or input ended)."""
    session = new_session("mindlock", {"challenge": puzzle.id}, 0, save=False, count=False, free_undo=True)
    prompt.say(f"\nMindlock {puzzle.id} ({puzzle.group}), PAR {puzzle.par}.\n{goal_text(puzzle)}")
    restart = ("take back every move, back to the opening position", lambda: _restart(session, prompt))
    game = PlainGame(session, prompt.read, prompt.out, commands={"restart": restart})
    while True:
        game.run()
        outcome = session.outcome()
        if outcome is None:
            return False
        if outcome.winners:
            prompt.say(keep_solve(puzzle.id, session.state.moves))
            return True
        answer = prompt.until(f"undo or restart to try another line, Enter {then}", _after_fail(then))
        if answer is None:
            return False
        if answer == "":
            return True
        if answer == "restart":
            _restart(session, prompt)
        else:
            session.undo()


def _after_fail(then: str) -> Callable[[str], str]:
    def check(answer: str) -> str:
        if answer.lower() not in ("", "undo", "restart"):
            raise RulesError(f"Type undo, restart, or just Enter {then}.")
        return answer.lower()

    return check


def _restart(session: Session, prompt: Prompter) -> bool:
    """Take back every move (undo is free in a puzzle); True when anything changed."""
    if not session.steps:
        prompt.say("This is the opening position already.")
        return False
    while session.undo():
        pass
    prompt.say("Restarted: back to the opening position.")
    return True
