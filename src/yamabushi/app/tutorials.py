"""Tutorials: short scripted games on the real engine, one lesson per step.

A lesson lives in `rules/data/tutorial_<lesson>.toml`. Each step sets up a
position (or carries on from the last one), asks the player to try one thing,
and moves on once they do it. Another legal action gets the step's hint; an
illegal one gets the engine's own reason, so nothing is refused without one.
A step done leaves its result on the board: when the next step would change
the board (a new position, actions played before its prompt), the run waits
for `next_step()`, so the player reads the result sentence beside the position
it describes. The runner is plain Python: the test plays every script through
it, and the tutorial screen only forwards the player's actions to it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from yamabushi.core.errors import DataError, RulesError
from yamabushi.data import load_data
from yamabushi.app.registry import spec_for, specs
from yamabushi.app.sessions import new_session
from yamabushi.session.controller import Session


class TutorialStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prompt: str
    """One or two sentences: what to try now."""
    expect: list[str] = Field(min_length=1)
    """Actions in notation; playing any one of them completes the step."""
    hint: str
    """Said when the player makes another legal action."""
    position: str | None = None
    """Start this step from this position (the game's position notation), else carry on."""
    before: list[str] = []
    """Actions played for the player before the prompt, e.g. the opponent's last move."""
    after: list[str] = []
    """Replies played right after the expected action."""
    refused: list[str] = []
    """Actions the prompt invites the player to try, which the rules refuse."""
    done: str = ""
    """Said once the step is complete: what just happened and why."""


class Tutorial(BaseModel):
    """One lesson: a game, its options (a mode, Expert) and its steps."""

    model_config = ConfigDict(extra="forbid")

    game: str
    title: str
    options: dict[str, Any] = {}
    seed: int = 0
    steps: list[TutorialStep] = Field(min_length=1)
    finish: str


LESSONS: dict[str, str] = {lesson: title for spec in specs() for lesson, title in spec.lessons}
"""Every lesson, by the name of its script, in the order the tutorial list shows them: each
game's (`GameSpec.lessons`, its variants' after its own) in registration order."""

WAITING = "This step is done: press Enter for the next one."


def load_tutorial(lesson: str) -> Tutorial:
    tutorial = load_data(f"tutorial_{lesson}", Tutorial)
    check_positions(tutorial, f"data/tutorial_{lesson}.toml")
    return tutorial


def check_positions(tutorial: Tutorial, label: str) -> None:
    """Read every step's position when the script loads, so a bad one is named before play reaches it."""
    spec = spec_for(tutorial.game)
    options, reader = spec.engine().normalize_options(tutorial.options), spec.position
    for number, step in enumerate(tutorial.steps, start=1):
        if step.position is None:
            continue
        where = f"{label}: step {number} position"
        if reader is None:
            raise DataError(f"{where}: {tutorial.game} has no position notation; reach it with 'before'.")
        try:
            reader(step.position, options)
        except RulesError as exc:
            raise DataError(f"{where}: {str(exc).rstrip('.')}.") from None


class TutorialRun:
    """A tutorial in progress: the current step and the session it plays on."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.index = 0
        self.waiting = False
        """True while the step just done shows its result; `next_step()` sets up the next one."""
        self.session = self._session(tutorial.options)
        self.engine = self.session.engine
        self._enter()

    def _session(self, options: dict[str, Any], start: Any = None) -> Session:
        """A lesson's game: never saved, never counted in the statistics."""
        tutorial = self.tutorial
        return new_session(tutorial.game, options, tutorial.seed, save=False, count=False, start=start)

    @property
    def finished(self) -> bool:
        return self.index == len(self.tutorial.steps)

    @property
    def step(self) -> TutorialStep:
        return self.tutorial.steps[self.index]

    @property
    def prompt(self) -> str:
        return self.tutorial.finish if self.finished else self.step.prompt

    @property
    def result(self) -> str:
        """What the step just done did, and why ("" before the first)."""
        return self.tutorial.steps[self.index - 1].done if self.index else ""

    def _enter(self) -> None:
        """Set up the current step: its position, on the options that position implies (another
        board side, say), then the actions played before the prompt."""
        step = self.step
        if step.position is not None:
            reader = spec_for(self.tutorial.game).position
            assert reader is not None, "load_tutorial read every position with it"
            start, options = reader(step.position, self.session.options)
            self.session = self._session(options, start)
        for text in step.before:
            self.session.play_text(text)

    def _sets_up(self, step: TutorialStep) -> bool:
        return step.position is not None or bool(step.before)

    def next_step(self) -> None:
        """The player has seen the last step's result: set up the next one."""
        if self.waiting:
            self.waiting = False
            self._enter()

    def expected(self, action: Any) -> bool:
        state = self.session.state
        return any(self.engine.parse_action(state, text) == action for text in self.step.expect)

    def attempt(self, action: Any) -> str | None:
        """Play `action` if it is the one the step asks for and return None; else say why not."""
        if self.finished:
            return "The tutorial is over: press Escape for the menu."
        if self.waiting:
            return WAITING
        state = self.session.state
        if not self.expected(action):
            allowed = (*self.engine.legal_actions(state), *self.engine.referee_actions(state))
            return self.step.hint if action in allowed else self.engine.explain_illegal(state, action)
        self.session.play(action)
        for text in self.step.after:
            self.session.play_text(text)
        self.index += 1
        self.waiting = not self.finished and self._sets_up(self.step)
        return None

