"""The coach's review: each decision a person made, its win chance before and after, and marks.

A decision is an action a person (not a bot or automa) chose among two or more.
Its chances come from the master bot's search, deeper than the hard bot's
(core.bots.master_search: Monte Carlo tree search with evaluated leaves, implicit
minimax and transpositions, the game's master evaluation), given `budget` times the
master's iterations (1 by default). Where the game hides something or rolls dice,
the tables are √budget times as many as the master's, each searched √budget times
as deep. The action the person played is always searched, pruned or not, and with
at least a tenth of the budget. It is the search that gives the coach's hints
(app/coach.py `weigh`): at the default budget, a hinted action is never marked.

- before: the chance with the best action found (the most visited one), or with
  the played one if the search rates that higher;
- after: the chance with the action played;
- the loss, before - after, marks the action by `MARKS` (the one place the
  thresholds live), and a marked action names the better one with its reason.

The chance is the mover's: a win chance, or in Yami the mission's success chance.
The search sees only the mover's observation, so a review judges what the person
could know then, never another seat's hand. While a game with secrets is
unfinished, the better actions (which could name a card or tile still hidden)
are withheld from what is shown.

Every decision has its own generator, seeded from the game, its seed and the
action's number, so the same save always gets the same review. The review is
kept beside the save (`<save>.review`, not `.json`, so the save list never takes
it for a save) through the store, keyed by everything it was computed from: a
second review of the same game reads it back; a game that went on reuses the
decisions it shares with the kept one.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from yamabushi.app.bots import kit_for
from yamabushi.app.disclosure import withheld
from yamabushi.app.coach import COACH_BUDGET, explain, weigh, words
from yamabushi.app.records import load_timeline
from yamabushi.app.registry import engine_for
from yamabushi.app.store import StoreError, keep_aside, locked, read_model, write_atomic
from yamabushi.core.bots import Kit
from yamabushi.core.kept import Notation, SeatName, Seed
from yamabushi.core.protocol import Engine
from yamabushi.core.text import without_controls
from yamabushi.session.record import GameRecord
from yamabushi.session.timeline import Timeline, build_timeline

REVIEW_BUDGET = COACH_BUDGET
"""The review's search, as a multiple of the master bot's iterations: the hints' budget."""
SEARCH = "coach"
"""Whose search judged a review: kept reviews made by another (older ones: the hard bot's at 4
times its budget, the default for a file without the field) are worked out again."""
Mark = Literal["blunder", "mistake", "inaccuracy"]
MARKS: tuple[tuple[Mark, float], ...] = (("blunder", 0.30), ("mistake", 0.18), ("inaccuracy", 0.10))
"""A decision that loses at least this much chance (0 to 1) gets the first mark it reaches."""
REVIEW_VERSION: Literal[1] = 1
LINE_PLIES = 6
"""How many actions a marked decision's better line shows at most."""
POSITION_TEXT_MAX = 8000
"""Yami's position is its text view, hand and shapes included: a few thousand characters."""
JUDGES = min(2, os.cpu_count() or 1)
"""Worker processes judging a long review's decisions side by side (the machines this runs on
have two cores or more; one judges in the reviewing process itself)."""
POOLED_FROM = 6
"""Fewer decisions than this are judged in the reviewing process: starting workers costs more."""

Progress = Callable[[int, int], None]
"""Told (decisions judged, decisions in all) as the review goes."""
Found = Callable[["Decision"], None]
"""Told each decision as soon as it is judged (or read back), so a front end shows marks early."""


class ReviewError(StoreError):
    noun = "review"


Chance = Annotated[float, Field(ge=0.0, le=1.0)]


class Decision(BaseModel):
    """One decision: `index` is the action's place in the game (0 for the first)."""

    model_config = ConfigDict(extra="forbid")

    index: NonNegativeInt
    seat: NonNegativeInt
    played: Notation
    said: Annotated[str, AfterValidator(without_controls)] = Field(default="", max_length=300)
    """The action played in the game's words, as the mover saw it ("" in reviews kept before
    there were words: the notation stands for it)."""
    before: Chance
    after: Chance
    mark: Mark | None = None
    better: Notation | None = None
    why: Annotated[str, AfterValidator(without_controls)] = Field(default="", max_length=500)
    position: str | None = Field(default=None, max_length=POSITION_TEXT_MAX)
    """A marked decision's position before it, in the game's own notation, as the seat saw it."""
    line: list[Notation] = Field(default_factory=list, max_length=LINE_PLIES)
    """A marked decision's better line: the better action and the replies the search expects."""

    @property
    def loss(self) -> float:
        return self.before - self.after


class Review(BaseModel):
    """A game's review, with everything it was computed from (its key)."""

    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1] = REVIEW_VERSION
    game: str = Field(max_length=40)
    options: dict[str, Any]
    seed: Seed
    seats: list[SeatName]
    kinds: list[Literal["human", "bot", "automa"]]
    actions: list[Notation]
    budget: float = Field(gt=0.0, le=1000.0)
    search: str = Field(default="hard", max_length=20)
    outcome: str | None = Field(max_length=500)
    hints: NonNegativeInt
    cooperative: bool
    withheld: bool
    """The game is unfinished and hides things: better actions are not shown."""
    decisions: list[Decision]

    @model_validator(mode="after")
    def _decisions_fit(self) -> Self:
        """Every seat has a kind, every decision a seat and an action of the game."""
        if len(self.seats) != len(self.kinds):
            raise ValueError(f"it names {len(self.seats)} seats but {len(self.kinds)} kinds of seat")
        for decision in self.decisions:
            if decision.seat >= len(self.seats) or decision.index >= len(self.actions):
                raise ValueError(f"decision {decision.index + 1} is not an action of one of its seats")
        return self

    def key(self) -> tuple[Any, ...]:
        return (self.game, self.options, self.seed, self.kinds, self.search, self.budget)

    def marked(self) -> list[Decision]:
        return [d for d in self.decisions if d.mark]

    def shown(self) -> dict[str, Any]:
        """What a player may see (the `--json` output): while withheld, no seed and no moves in
        notation (app/disclosure.py), and no better action."""
        data = self.model_dump(mode="json")
        if self.withheld:
            data["seed"], data["actions"] = None, None
            for decision in data["decisions"]:
                decision["better"], decision["why"], decision["position"], decision["line"] = None, "", None, []
        return data


def kept_path(save: Path) -> Path:
    """Where the review of `save` is kept."""
    return save.with_name(save.name + ".review")


def mark_of(loss: float) -> Mark | None:
    return next((name for name, threshold in MARKS if loss >= threshold), None)


# -- judging -----------------------------------------------------------------------------
def judge(engine: Engine[Any, Any], kit: Kit, state: Any, seat: int, played: Any, seed: int, index: int, budget: float) -> Decision:
    """The decision `played` by `seat` in `state`, action `index` of a game started from `seed`:
    weighed by the search that gives the coach's hints (app/coach.py)."""
    weighing = weigh(engine, kit, state, seat, seed, index, budget, keep=(played,))
    values, best = weighing.values, weighing.best
    after = values[played][1]
    before = max(values[best][1], after)
    mark = mark_of(before - after)
    said = words(engine, weighing, seat, played)[0]
    decision = Decision(
        index=index, seat=seat, played=engine.format_action(state, played), said=said, before=before, after=after, mark=mark
    )
    if mark is not None:
        decision.better = engine.format_action(state, best)
        decision.why = explain(engine, weighing, seat, best)
        decision.position = engine.position_text(state, seat)
        decision.line = legal_line(engine, state, weighing.search.principal_line(best, LINE_PLIES))
    return decision


def legal_line(engine: Engine[Any, Any], state: Any, line: list[Any]) -> list[str]:
    """`line` in notation, cut before its first action the real game would not allow there (a
    sampled world's card that some other seat held)."""
    shown = []
    for action in line:
        if engine.to_play(state) is None or action not in engine.legal_actions(state):
            break
        shown.append(engine.format_action(state, action))
        state = engine.next_state(state, action)[0]
    return shown


def decisions_to_judge(timeline: Timeline) -> dict[int, tuple[int, str]]:
    """The actions people chose among two or more (a referee's call is no decision): each one's
    index, with its seat and notation, which a kept decision must name to be used."""
    kinds = [seat.kind for seat in timeline.record.seats]
    found = {}
    for index, step in enumerate(timeline.steps):
        if step.actor is None or kinds[step.actor] != "human":
            continue
        legal = timeline.engine.legal_actions(timeline.states[index])
        if len(legal) > 1 and step.action in legal:
            found[index] = (step.actor, step.notation)
    return found


def blank_review(timeline: Timeline, budget: float) -> Review:
    """The review's key and header for this game, no decision judged yet."""
    engine, record, outcome = timeline.engine, timeline.record, timeline.outcome
    return Review(
        game=record.game,
        options=record.options,
        seed=record.seed,
        seats=[s.name for s in record.seats],
        kinds=[s.kind for s in record.seats],
        actions=list(record.actions),
        budget=budget,
        search=SEARCH,
        outcome=outcome.text if outcome else None,
        hints=record.hints,
        cooperative=engine.cooperative,
        withheld=withheld(record.game, record.options, outcome is not None),
        decisions=[],
    )


def review_timeline(
    timeline: Timeline, budget: float = REVIEW_BUDGET, progress: Progress | None = None, known: Review | None = None,
    found: Found | None = None,
) -> Review:
    """Review the game; decisions of `known` (an earlier review with the same key) are reused;
    `found` is told each decision as it is judged."""
    review = blank_review(timeline, budget)
    todo = decisions_to_judge(timeline)
    reusable = _reusable(known, review, todo)
    jobs = [(index, timeline.states[index], timeline.steps[index].actor, timeline.steps[index].action)
            for index in todo if index not in reusable]
    with _judges(review.game, jobs, review.seed, budget) as judged:
        for done, index in enumerate(todo, start=1):
            decision = reusable.get(index) or judged(index)
            review.decisions.append(decision)
            if found is not None:
                found(decision)
            if progress is not None:
                progress(done, len(todo))
    return review


Job = tuple[int, Any, Any, Any]
"""A decision to judge: (its index, the state, the seat, the action played)."""


@contextmanager
def _judges(game: str, jobs: list[Job], seed: int, budget: float) -> Iterator[Callable[[int], Decision]]:
    """`judged(index)`: the decision at `index`, judged in this process or, with enough of them,
    ahead in `JUDGES` worker processes (each decision depends on its position and its own
    generator only, so the review is the same either way). The workers are forked: they start
    at once with the game loaded, and fork is offered only where it exists. Leaving the block
    (a review stopped half-way too) drops what is still queued and waits for the decisions
    already being judged, so no worker outlives its review (the review runs in a worker thread:
    the wait blocks no key)."""
    if JUDGES < 2 or len(jobs) < POOLED_FROM or "fork" not in multiprocessing.get_all_start_methods():
        by_index = {job[0]: job for job in jobs}
        yield lambda index: _judge_job(game, seed, budget, by_index[index])
        return
    pool = ProcessPoolExecutor(JUDGES, mp_context=multiprocessing.get_context("fork"))
    try:
        futures = {job[0]: pool.submit(_judge_job, game, seed, budget, job) for job in jobs}
        yield lambda index: futures[index].result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _judge_job(game: str, seed: int, budget: float, job: Job) -> Decision:
    index, state, seat, action = job
    return judge(engine_for(game), kit_for(game), state, seat, action, seed, index, budget)


def _reusable(known: Review | None, review: Review, todo: dict[int, tuple[int, str]]) -> dict[int, Decision]:
    """The known decisions made before the two games part (each depends on its position only),
    each naming the seat and action the game has there."""
    if known is None or known.key() != review.key():
        return {}
    shared = 0
    for a, b in zip(known.actions, review.actions):
        if a != b:
            break
        shared += 1
    return {
        d.index: d for d in known.decisions if d.index < shared and todo.get(d.index) == (d.seat, d.played) and _complete(d)
    }


def _complete(decision: Decision) -> bool:
    """False for a mark kept before marks had their better line: it is judged again."""
    return decision.mark is None or bool(decision.line)


# -- kept beside the save ------------------------------------------------------------------
def review_save(path: Path, budget: float | None = None, progress: Progress | None = None) -> Review:
    """The review of the save (or text record) at `path`: read back when one is kept for this
    very game, else worked out and kept. RulesError (one sentence) for a file that cannot be replayed.
    A None budget here and below is REVIEW_BUDGET."""
    return review_kept(load_timeline(path), path, budget, progress)


def review_record(
    record: GameRecord, save: Path | None, budget: float | None = None, progress: Progress | None = None,
    found: Found | None = None,
) -> Review:
    """The review of a game in play (the game-over screen), kept beside `save` when it has one."""
    return review_of(build_timeline(record, engine_for(record.game), "The game"), save, budget, progress, found)


def review_of(
    timeline: Timeline, save: Path | None, budget: float | None = None, progress: Progress | None = None,
    found: Found | None = None,
) -> Review:
    """The review of a replayed game, kept beside `save` when it has one."""
    if save is None:
        return review_timeline(timeline, REVIEW_BUDGET if budget is None else budget, progress, found=found)
    return review_kept(timeline, save, budget, progress, found)


def kept_review(timeline: Timeline, save: Path, budget: float | None = None) -> Review | None:
    """The review kept beside `save` when it is of this very game, else None (nothing is searched)."""
    try:
        known = read_kept(save)
    except ReviewError:
        return None
    return _if_same_game(known, timeline, REVIEW_BUDGET if budget is None else budget)


def review_kept(
    timeline: Timeline, save: Path, budget: float | None, progress: Progress | None, found: Found | None = None
) -> Review:
    """The kept review when it is of this very game; else the game reviewed and kept, a damaged
    kept file first put aside. A review that cannot be written is still returned: an OSError
    only stops the keeping."""
    kept, budget = kept_path(save), REVIEW_BUDGET if budget is None else budget
    try:
        known = read_kept(save)
    except ReviewError:
        known = None
        try:
            with locked(kept):
                keep_aside(kept)
        except OSError:
            pass
    same = _if_same_game(known, timeline, budget)
    if same is not None:
        return same
    review = review_timeline(timeline, budget, progress, known, found)
    try:
        with locked(kept):
            write_atomic(kept, review.model_dump_json(indent=1) + "\n")
    except OSError:
        pass
    return review


def read_kept(save: Path) -> Review | None:
    """The review kept beside `save`, of whatever game; None when there is none, ReviewError
    (one sentence) when it cannot be read."""
    return read_model(kept_path(save), Review, ReviewError, version=REVIEW_VERSION, kind="Yamabushi review")


def _if_same_game(known: Review | None, timeline: Timeline, budget: float) -> Review | None:
    """`known` when it reviews this very game, as the save has it (the same header: game, seats,
    actions, outcome; and the decisions the game's people made, by seat and action), its hint
    count brought up to date; else None, and the game is reviewed again."""
    if known is None:
        return None
    fresh = blank_review(timeline, budget).model_copy(update={"hints": known.hints})
    judged = [(d.index, d.seat, d.played) for d in known.decisions]
    expected = [(index, seat, played) for index, (seat, played) in decisions_to_judge(timeline).items()]
    if known.model_copy(update={"decisions": []}) != fresh or judged != expected:
        return None
    if not all(map(_complete, known.decisions)):
        return None
    return known.model_copy(update={"hints": timeline.record.hints})


# -- words -----------------------------------------------------------------------------------
def chance_name(review: Review) -> str:
    return "success chance" if review.cooperative else "win chance"


def percent(value: float) -> str:
    return f"{round(100 * value)}%"


def decision_line(review: Review, decision: Decision) -> str:
    """`12. White: Tilt the cube on C4 south (C4 BC3), a blunder: the win chance fell from 64% to
    21%. Better: Tilt the cube on C2 north: it wins the conflict at C3 (C2 BC3).`"""
    text = f"{decision_words(review, decision)}, {judgement(review, decision)}."
    if decision.mark is None:
        return text
    if review.withheld:
        return f"{text} The better action is shown once the game is over."
    better = f"{decision.why} ({decision.better})" if decision.why else decision.better
    return f"{text} Better: {better}."


def decision_words(review: Review, decision: Decision) -> str:
    """`12. White: Tilt the cube on C4 south (C4 BC3)`: who decided what, in words, the notation after."""
    move = decision.said or decision.played
    shown = move if move == decision.played else f"{move} ({decision.played})"
    return f"{decision.index + 1}. {review.seats[decision.seat]}: {shown}"


def mark_line(review: Review, decision: Decision) -> str:
    """`12. White: Tilt the cube on C4 south (C4 BC3), a blunder.`: a marked decision in a list of
    marks, whose chances and better action the detail beside it says."""
    return f"{decision_words(review, decision)}, {_article(decision.mark or '')} {decision.mark}."


def _article(word: str) -> str:
    return "an" if word.startswith(tuple("aeiou")) else "a"


def judgement(review: Review, decision: Decision) -> str:
    """The decision's mark or worth in words, with the chance before and after it."""
    chance, before, after = chance_name(review), percent(decision.before), percent(decision.after)
    if decision.mark is not None:
        return f"{_article(decision.mark)} {decision.mark}: the {chance} fell from {before} to {after}"
    if before == after:
        return f"a good move: it kept the {chance} at {before}"
    return f"a sound move: the {chance} went from {before} to {after}"


def summary(review: Review) -> str:
    """One line per person: how many of each mark."""
    lines = []
    for seat, name in enumerate(review.seats):
        if review.kinds[seat] != "human":
            continue
        mine = [d for d in review.decisions if d.seat == seat]
        counts = ", ".join(_plural_mark(sum(1 for d in mine if d.mark == m), m) for m, _ in MARKS)
        lines.append(f"{name}: {len(mine)} decisions, {counts}.")
    return "\n".join(lines) or "No person made a decision in this game."


def _plural_mark(count: int, mark: str) -> str:
    if count == 1:
        return f"1 {mark}"
    return f"{count} {'inaccuracies' if mark == 'inaccuracy' else mark + 's'}"
