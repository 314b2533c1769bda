"""The review's open-hands verdict for Yami: once a mission is over, whether its deal could have
been won with every hand open, and one winning line as a game to replay step by step.

Only after the end: the solver reads every hand, the automa's deck and the cards left
out, which the game reveals when it ends, so before that it is never asked. The search
is bounded by `OPEN_HANDS_NODES` positions (None: undecided), so it always stops.
"""

from __future__ import annotations

from yamabushi.session.timeline import Timeline, build_timeline
from yamabushi.yami.campaign import Yami
from yamabushi.yami.open_hands import Verdict, solve

OPEN_HANDS_NODES = 2_000_000
"""The solve's bound, as `yamabushi yami solve`'s default: seconds for most deals."""


def applies(timeline: Timeline) -> bool:
    """A Yami mission that is over: its deal may be solved with every hand open."""
    return isinstance(timeline.engine, Yami) and timeline.outcome is not None


def winning_line(timeline: Timeline, max_nodes: int | None = OPEN_HANDS_NODES) -> tuple[Verdict, Timeline | None]:
    """The verdict on the deal of a finished mission, and its winning line replayed from the deal
    (None when it is not winnable or undecided). ValueError for a mission not yet over."""
    if not applies(timeline):
        raise ValueError("the deal is solved with open hands only once the mission is over")
    engine, start = timeline.engine, timeline.states[0]
    verdict = solve(start, max_nodes)
    if not verdict.winnable:
        return verdict, None
    state, notations = start, []
    for action in verdict.line:
        notations.append(engine.format_action(state, action))
        state = engine.next_state(state, action)[0]
    record = timeline.record.model_copy(update={"actions": notations, "hints": 0})
    return verdict, build_timeline(record, engine, "The winning line")


def verdict_sentence(verdict: Verdict) -> str:
    if verdict.winnable is None:
        return "With open hands: the solver stopped before it could say whether this deal could be won."
    if not verdict.winnable:
        return "With open hands: no line could win this deal."
    return f"With open hands this deal could be won ({len(verdict.line)} actions): o shows a winning line."
