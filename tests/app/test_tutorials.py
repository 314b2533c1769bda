"""Every tutorial script plays to its end through the engine and meets its game's rules."""

from __future__ import annotations

import pytest

from yamabushi.core.errors import DataError
from yamabushi.data import parse_toml
from yamabushi.himiki.actions import Rotate
from yamabushi.himiki.events import (
    ConflictLost,
    ConflictWon,
    InfluenceTaken,
    ReplayOffered,
)
from yamabushi.core.replay import Step
from yamabushi.app.tutorials import LESSONS, WAITING, Tutorial, TutorialRun, load_tutorial




def play_script(run: TutorialRun) -> list[tuple[Step, ...]]:
    """Play each step's first expected action; check what it says is refused is refused.

    Returns the steps (actions with their events) each tutorial step produced."""
    played = []
    while not run.finished:
        number, step, session = run.index + 1, run.step, run.session
        for text in step.refused:
            action = run.engine.parse_action(session.state, text)
            assert action not in run.engine.legal_actions(session.state), f"step {number}: {text} is legal"
        before = len(session.steps)
        reply = run.attempt(run.engine.parse_action(session.state, step.expect[0]))
        assert reply is None, f"step {number}: {step.expect[0]} refused: {reply}"
        assert not session.bot_to_play(), f"step {number}: the automa's reply is missing from 'after'"
        played.append(session.steps[before:])
        run.next_step()
    return played


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_script_plays_to_its_end(lesson: str) -> None:
    run = TutorialRun(load_tutorial(lesson))
    play_script(run)
    assert run.finished and run.prompt == run.tutorial.finish


def test_himiki_tutorial_meets_every_rule() -> None:
    run = TutorialRun(load_tutorial("himiki"))
    played = [s for steps in play_script(run) for s in steps]
    events = [e for s in played for e in s.events]
    kinds = {type(e) for e in events}
    assert {ConflictWon, ConflictLost, ReplayOffered} <= kinds
    taken = [e for e in events if isinstance(e, InfluenceTaken)]
    assert any(e.stolen_from is None for e in taken) and any(e.stolen_from is not None for e in taken)
    assert any(isinstance(s.action, Rotate) for s in played)
    refused = {text for step in run.tutorial.steps for text in step.refused}
    assert {"C4 BC5", "D5 PD5"} <= refused, "the no-return rule and the Rotate restriction are tried"
    assert run.session.outcome() is not None and run.session.outcome().winners == (0,)


def test_another_legal_action_gets_the_hint_and_an_illegal_one_the_reason() -> None:
    run = TutorialRun(load_tutorial("himiki"))
    run.attempt(run.engine.parse_action(run.session.state, "place C5 HMK"))
    run.next_step()
    engine, state = run.engine, run.session.state
    assert run.attempt(engine.parse_action(state, "B5 BB4")) == run.step.hint
    assert run.attempt(engine.parse_action(state, "C5 BB5")) == "B5 is occupied."
    assert run.index == 1 and run.session.state == state


def test_a_step_done_shows_its_result_until_the_next_step_is_asked_for() -> None:
    """The Tilt's result stays on the board with its sentence: Water on top, 1 point scored."""
    from yamabushi.himiki.board import parse_square

    run = TutorialRun(load_tutorial("himiki"))
    for _ in range(2):
        run.attempt(run.engine.parse_action(run.session.state, run.step.expect[0]))
        run.next_step()
    assert run.step.prompt.startswith("Conflicts")
    assert run.attempt(run.engine.parse_action(run.session.state, "C5 BC4")) is None
    state = run.session.state
    assert run.waiting and run.index == 3 and "scored 1" in run.result
    assert state.scores == (1, 0) and state.board[parse_square("C4")].faces[0] == "M"
    assert run.attempt(run.engine.parse_action(state, "C4 BC5")) == WAITING and run.session.state is state
    run.next_step()
    assert not run.waiting and run.session.state.scores == (0, 0) and run.step.prompt.startswith("Losing")


def test_a_step_that_carries_on_needs_no_pause() -> None:
    run = TutorialRun(load_tutorial("himiki"))
    while not run.step.prompt.startswith("Same element"):
        run.attempt(run.engine.parse_action(run.session.state, run.step.expect[0]))
        run.next_step()
    run.attempt(run.engine.parse_action(run.session.state, "C5 BC4"))
    assert not run.waiting and run.step.prompt.startswith("Play again")


def test_a_script_with_no_expected_action_is_refused_naming_the_field() -> None:
    text = 'game = "himiki"\ntitle = "x"\nfinish = "y"\n[[steps]]\nprompt = "p"\nhint = "h"\nexpect = []\n'
    with pytest.raises(DataError, match=r"tutorial.toml: steps.0.expect"):
        parse_toml(text, Tutorial, "tutorial.toml")


def test_himizu_tutorial_meets_every_rule() -> None:
    from yamabushi.himizu import events
    from yamabushi.himizu.state import WATER

    run = TutorialRun(load_tutorial("himizu"))
    played = [s for steps in play_script(run) for s in steps]
    found = [e for s in played for e in s.events]
    kinds = {type(e) for e in found}
    expected = {"FigurePlaced", "FigureMoved", "TileLaid", "TileFlipped", "TileReturned", "TileProliferated"}
    assert {getattr(events, name) for name in expected | {"FlameReturned", "GameOver"}} <= kinds
    assert any("(free: a puddle)" in e.text for e in found)
    used = {(e.seat, e.number) for e in found if isinstance(e, events.AbilityUsed)}
    assert used == {(seat, number) for seat in (0, 1) for number in range(1, 5)}, "every ability is used"
    refused = {text for step in run.tutorial.steps for text in step.refused}
    assert "move D3 D2" in refused, "a flame is refused charred terrain before F3"
    assert run.session.outcome() is not None and run.session.outcome().winners == (WATER,)


def test_yami_tutorial_meets_tricks_trump_the_automa_coloured_edges_and_the_surround() -> None:
    from yamabushi.yami import events
    from yamabushi.yami.actions import Place

    run = TutorialRun(load_tutorial("yami"))
    played = [s for steps in play_script(run) for s in steps]
    found = [e for s in played for e in s.events]
    state = run.session.state
    trumped = [t for t in state.tricks if t.decision.colour == t.trump != t.cards[0].colour]
    assert trumped, "a trump beats the led colour once"
    automa = state.players
    cards = [(s.actor, e) for s in played for e in s.events if isinstance(e, events.CardPlayed)]
    by_automa = [(actor, e) for actor, e in cards if e.position == automa]
    assert {e.source for _, e in by_automa} == {"river", "deck"}, "the Leader plays river cards and the deck"
    assert {actor for actor, _ in by_automa} == {0, 1}, "each player is the automa's Leader in turn"
    assert any(isinstance(e, events.KakapoTaken) and e.seat == 1 for e in found)
    assert any(isinstance(e, events.RiverRefilled) for e in found)
    assert [t.winner for t in state.tricks].count(automa) == 2, "the automa wins, and the Leader places its tile"
    places = [s.action for s in played if isinstance(s.action, Place)]
    assert any(p.rotation for p in places) and any(p.flipped for p in places), "tiles are turned and flipped"
    covered = {sq: p.card.colour for p in state.placed for sq in p.squares}
    edges = {sq: colour for sq, colour in enumerate(state.mission.required) if colour}
    assert edges and all(covered[sq] == colour for sq, colour in edges.items()), "every coloured edge is met"
    refused = {text for step in run.tutorial.steps for text in step.refused}
    assert {"P4", "O1", "B7", "deck"} <= refused, "players (even holding a trump) and the automa's river must follow"
    assert "R3@C4/0" in refused, "a tile may not cover a Mission tile"
    outcome = run.session.outcome()
    assert outcome is not None and outcome.winners == (0, 1) and len(state.tricks) == 7
    assert "succeeded in round 7" in run.tutorial.finish


def test_the_2v2_lesson_meets_seats_halves_a_pass_six_cube_influence_and_table_talk() -> None:
    from yamabushi.himiki.actions import Pass, Penalty, Place
    from yamabushi.himiki.events import Passed

    run = TutorialRun(load_tutorial("himiki_2v2"))
    played = [s for steps in play_script(run) for s in steps]
    placers = [s.actor for s in played if isinstance(s.action, Place)]
    assert placers == [0, 1, 2, 3] * 2, "the seats place in turn order, twice each"
    assert any(isinstance(s.action, Pass) and any(isinstance(e, Passed) for e in s.events) for s in played)
    assert any(isinstance(s.action, Penalty) and s.action.colour == 1 for s in played), "Black's team talked"
    taken = [e for s in played for e in s.events if isinstance(e, InfluenceTaken)]
    assert taken and run.session.state.rules.influence_threshold == 6
    refused = {text for step in run.tutorial.steps for text in step.refused}
    assert {"C3 BC4", "E5 BE4"} <= refused, "each seat is refused its partner's cube"
    outcome = run.session.outcome()
    assert outcome is not None and outcome.winners == (0, 2), "both White seats win"


def test_the_expert_lesson_sets_off_a_mirror_uses_major_yokai_skips_a_chance_and_plays_a_mana_and_a_conjuration() -> None:
    from yamabushi.himiki.actions import Conjure, PlayTile, PutTerrain, Skip, UseYokai
    from yamabushi.himiki.events import TilePlayed

    run = TutorialRun(load_tutorial("himiki_expert"))
    scenes = play_script(run)
    played = [s for steps in scenes for s in steps]
    actions = [s.action for s in played]
    assert [a.code for a in actions if isinstance(a, PlayTile)] == ["mirror", "yokai", "fire-mana", "conjuration"]
    assert any(isinstance(a, PutTerrain) for a in actions) and any(isinstance(a, Conjure) for a in actions)
    assert Skip() in actions and UseYokai() in actions
    assert all(e.seat == 0 for s in played for e in s.events if isinstance(e, TilePlayed)), "only White's tiles are played"
    mirrored = next(s for s in played if any("(Mirror on " in e.text for e in s.events))
    assert sum(isinstance(e, ConflictWon) for e in mirrored.events) == 2, "two points from one Tilt: two chances"
    yokai_win = next(s for s in played if isinstance(s.action, UseYokai))
    assert "White wins 5-1." in [e.text for e in yokai_win.events]
    from yamabushi.himiki.board import parse_square

    state = run.session.state
    assert state.scores == (3, 1) and state.chaos.terrain == ((parse_square("C4"), "gate"),), "the Gate still waits"


def test_the_muk_yan_lesson_shows_its_set_up_throw_and_several_of_its_table_actions() -> None:
    from yamabushi.himiki.actions import AutomaTurn, Place

    run = TutorialRun(load_tutorial("himiki_mukyan"))
    played = [s for steps in play_script(run) for s in steps]
    thrown = [s for s in played if isinstance(s.action, Place) and s.actor == 1]
    assert len(thrown) == 3, "Muk Yan's three cubes are thrown after White's"
    turns = [s.action for s in played if isinstance(s.action, AutomaTurn)]
    assert [t.action for t in turns] == ["strike", "influence", "threaten", "dodge"]
    assert {(t.black, t.white) for t in turns[:3]} == {("M", "H")}, "the same roll read down the same cell"
    outcome = run.session.outcome()
    assert outcome is not None and outcome.winners == (0,)
