"""Mindlock in plain text: the challenge list with PAR and best scores, a challenge
played in the plain loop (plus `restart` and `hint`), the solve kept as a best score,
and Enter for the next challenge after a solve.

It does what the Textual picker and puzzle screen do, through the same pure
pieces: mindlock_data for the challenges, mindlock_text for the position,
mindlock_progress for the best scores (a damaged file is named and kept).
"""

from __future__ import annotations

from collections.abc import Callable

from yamabushi.core.errors import RulesError
from yamabushi.app.bests import ProgressError, ProgressFile, best_text, keep_solve, progress, solved
from yamabushi.app.settings import load_settings
from yamabushi.himiki.mindlock import (
    challenge,
    every_challenge as challenges,
    following,
    goal_text,
    GROUPS,
    puzzle_hint as hint,
    Puzzle,
    SPEC as MINDLOCK,
)
from yamabushi.app.sessions import new_session
from yamabushi.plain.game import PlainGame
from yamabushi.plain.prompt import Prompter
from yamabushi.session.controller import Session

INTRO = "Mindlock: Hi Mi Ki puzzles. Clear every Black cube within PAR moves."
PICK = "Challenge id (e.g. E01; list shows them again; quit leaves)"
NEXT = "Challenge id (Enter plays the next, {}; list shows them again; quit leaves)"


def challenge_list() -> list[str]:
    """One line per challenge under its group's heading, and a damaged progress file named first.
    What a challenge needs gives its idea away, so it is named once solved (or if the settings say so)."""
    try:
        kept, lines = progress(), []
    except ProgressError as exc:
        kept, lines = ProgressFile(), [str(exc)]
    show_needs = load_settings()[0].show_needs
    for group in GROUPS:
        puzzles = [p for p in challenges() if p.group == group]
        lines.append(f"{group} ({len(puzzles)} challenges):")
        for p in puzzles:
            best = best_text(kept, p.id, p.par)
            mark = "best " + best.removeprefix("✓ ") if best else "not solved yet"
            shown = show_needs or solved(kept, p.id)
            needs = f"needs {', '.join(p.ideas) or 'nothing special'}" if shown else "needs ?"
            lines.append(f"  {p.id}  PAR {p.par}  {needs}  {mark}")
    return lines


def play_mindlock(challenge_id: str | None, prompt: Prompter) -> int:
    """One challenge when its id is given, else the list and challenge after challenge until quit."""
    if challenge_id is not None:
        play_challenge(challenge(challenge_id), prompt, "to leave")
        return 0
    prompt.say("\n".join([INTRO, *challenge_list()]))
    after: Puzzle | None = None
    while (answer := prompt.ask(PICK if after is None else NEXT.format(after.id))) is not None:
        if answer.lower() == "list" or (answer == "" and after is None):
            prompt.say("\n".join(challenge_list()) if answer else "Type a challenge id such as E01, or list.")
            continue
        try:
            puzzle = challenge(answer) if answer else after
        except RulesError as exc:
            prompt.say(str(exc))
            continue
        assert puzzle is not None, "Enter alone plays the next challenge only when there is one"
        played = play_challenge(puzzle, prompt, "for the challenge list")
        if played is None:
            break
        after = following(puzzle.id) if played else None
    return 0


def play_challenge(puzzle: Puzzle, prompt: Prompter, then: str) -> bool | None:
    """Play until solved (True), or failed and left (False; Enter does `then`); None when
    the player quit (or input ended)."""
    session = new_session(MINDLOCK.name, {"challenge": puzzle.id}, 0, save=False, count=False, free_undo=True)
    prompt.say(f"\nMindlock {puzzle.id} ({puzzle.group}), PAR {puzzle.par}.\n{goal_text(puzzle)}")
    return play_puzzle(session, prompt, then, lambda: keep_solve(puzzle.id, session.state.moves, puzzle.par, session.hints))


def play_puzzle(session: Session, prompt: Prompter, then: str, solved_text: Callable[[], str]) -> bool | None:
    """The plain loop of any puzzle session (a challenge of the list, the puzzle of the day):
    `solved_text` says what became of a solve (a best score, a daily result)."""
    commands = {
        "restart": ("take back every move, back to the opening position", lambda: _restart(session, prompt)),
        "hint": ("the next move of a best line from here (counted with the result)", lambda: _hint(session, prompt)),
    }
    game = PlainGame(session, prompt.read, prompt.out, commands=commands, echoed=prompt.echoed)
    while True:
        game.run()
        outcome = session.outcome()
        if outcome is None:
            return None
        if outcome.winners:
            prompt.say(solved_text())
            return True
        answer = prompt.until(f"undo or restart to try another line, Enter {then}", _after_fail(then))
        if answer is None:
            return None
        if answer == "":
            return False
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


def _hint(session: Session, prompt: Prompter) -> bool:
    """Say the next move of an optimal line, and count the hint; the position does not change."""
    found = hint(session.state)
    if found.action is not None:
        session.count_hint()
    prompt.say(found.text)
    return False


def _restart(session: Session, prompt: Prompter) -> bool:
    """Take back every move (undo is free in a puzzle); True when anything changed."""
    if not session.steps:
        prompt.say("This is the opening position already.")
        return False
    while session.undo():
        pass
    prompt.say("Restarted: back to the opening position.")
    return True
