"""The coach's review marks the decisions that lost a game, names the action that would have
held, and says the same on every run, reading it back from beside the save."""

from __future__ import annotations

import pytest

from yamabushi.app import review as review_module
from yamabushi.app.review import SEARCH, decision_line, kept_path, review_save, review_timeline
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.core.replay import replay
from yamabushi.app.registry import engine_for
from yamabushi.session.record import GameRecord, SeatRecord

from tests.app.coach_games import (
    HIMIKI_4_4, HIMIZU_LAST_TURN, YAMI_BLUNDER, bot_actions, timeline_from, yami_blunder_record,
)

BUDGET = 0.3
"""A small search keeps the tests quick; the constructed mistakes are plain at any depth."""


def test_handing_black_the_winning_strike_is_a_blunder_and_the_win_was_better():
    timeline = timeline_from("himiki", HIMIKI_4_4, ["B3 BB2"], ("human", "bot"))
    [decision] = review_timeline(timeline, BUDGET).decisions
    assert decision.mark == "blunder"
    assert decision.better == "A6 BA5"
    assert decision.why == "Tilt the cube on A6 north: it wins the game"
    assert decision.before > 0.9 and decision.after < 0.1
    before, after = round(100 * decision.before), round(100 * decision.after)
    assert decision_line(review_timeline(timeline, BUDGET), decision) == (
        f"1. White: Tilt the cube on B3 north (B3 BB2), a blunder: the win chance fell from {before}% to {after}%."
        " Better: Tilt the cube on A6 north: it wins the game (A6 BA5)."
    )


def test_letting_fire_reach_16_tiles_is_a_blunder_and_putting_out_e2_was_better():
    timeline = timeline_from("himizu", HIMIZU_LAST_TURN, ["end"], ("bot", "human"))
    fire_turn = timeline.engine.next_state(timeline.states[-1], timeline.engine.parse_action(timeline.states[-1], "move A4 B4"))
    assert fire_turn[0].fire_tiles == 2  # Fire lays on, and two more moves finish the 16
    [decision] = review_timeline(timeline, BUDGET).decisions
    assert (decision.played, decision.mark, decision.better) == ("end", "blunder", "move E3 E2")
    assert decision.why == "Move the wave from E3 to E2: it puts out 1 tile"


def _kept_save(record: GameRecord, name: str):
    path = saves_dir() / name
    save_record(record, path)
    return path


def test_the_card_that_makes_the_mission_unwinnable_is_a_blunder_and_o1_was_better():
    record = yami_blunder_record("O6")
    engine = engine_for("yami")
    after = replay(engine, record.options, record.seed, record.actions).state
    assert {engine.next_state(after, place)[0].status for place in engine.legal_actions(after)} == {"failed"}
    review = review_save(_kept_save(record, "yami-blunder.json"), BUDGET)
    decision = next(d for d in review.decisions if d.index == YAMI_BLUNDER)
    assert (decision.played, decision.mark, decision.better) == ("O6", "blunder", "O1")
    assert decision_line(review, decision).startswith(f"{YAMI_BLUNDER + 1}. Player")
    assert ", a blunder: the success chance fell from " in decision_line(review, decision)


def test_the_better_card_is_withheld_while_a_game_with_hands_goes_on():
    record = yami_blunder_record("O6")
    unfinished = record.model_copy(update={"actions": record.actions[:YAMI_BLUNDER - 1]})
    review = review_save(_kept_save(unfinished, "yami-open.json"), BUDGET)
    assert review.outcome is None and review.withheld
    assert all(d["better"] is None for d in review.shown()["decisions"])
    assert all("Better:" not in decision_line(review, d) for d in review.decisions)


def test_hard_bots_get_few_marks():
    engine = engine_for("himiki")
    options = engine.normalize_options({"mode": "1v1", "setup": "random"})
    record = GameRecord(
        game="himiki", options=options, seed=21, seats=[SeatRecord(name="White"), SeatRecord(name="Black")],
        actions=bot_actions("himiki", options, 21, ("hard", "hard"), 40), created="2026-01-01",
    )
    review = review_save(_kept_save(record, "hard.json"), 0.5)
    assert len(review.decisions) >= 30
    assert not [d for d in review.decisions if d.mark == "blunder"]
    # The review searches as the master does (here with half its iterations: the claim is about
    # what the review marks, not about its strength), which reads the Influence tiles hard's
    # evaluation leaves out, and a position brought back as a draw: a few of hard's moves are
    # fairly marked inaccuracies or mistakes (2 of 40 here, 6 at twice the master's budget),
    # none a blunder.
    assert len(review.marked()) <= len(review.decisions) // 6


def test_a_second_review_is_the_kept_one_and_a_longer_game_is_reviewed_again(monkeypatch):
    engine = engine_for("himizu")
    record = GameRecord(
        game="himizu", options=engine.normalize_options({}), seed=4,
        seats=[SeatRecord(name="Fire"), SeatRecord(name="Water", kind="bot", level="hard")],
        actions=bot_actions("himizu", {}, 4, ("normal", "hard"), 24), created="2026-01-01",
    )
    path = _kept_save(record, "himizu.json")
    first = review_save(path, BUDGET)
    kept = kept_path(path).read_bytes()

    def no_search(*args, **kwargs):
        raise AssertionError("the kept review should have been read")

    monkeypatch.setattr(review_module, "judge", no_search)
    assert review_save(path, BUDGET) == first
    assert kept_path(path).read_bytes() == kept
    monkeypatch.undo()
    longer = record.model_copy(update={"actions": bot_actions("himizu", {}, 4, ("normal", "hard"), 40)})
    save_record(longer, path)
    again = review_save(path, BUDGET)
    assert again.actions == longer.actions and again.decisions[: len(first.decisions)] == first.decisions
    assert len(again.decisions) > len(first.decisions)
    assert kept_path(path).read_bytes() != kept


def test_the_same_save_gets_the_same_review_from_scratch():
    engine = engine_for("himiki")
    options = engine.normalize_options({"mode": "1v1", "setup": "random"})
    record = GameRecord(
        game="himiki", options=options, seed=8, seats=[SeatRecord(name="White"), SeatRecord(name="Black", kind="bot", level="hard")],
        actions=bot_actions("himiki", options, 8, ("easy", "hard"), 20), created="2026-01-01",
    )
    path = _kept_save(record, "same.json")
    first = review_save(path, BUDGET)
    kept_path(path).unlink()
    assert review_save(path, BUDGET) == first


def test_a_damaged_kept_review_is_put_aside_and_worked_out_again():
    record = yami_blunder_record("O6")
    path = _kept_save(record.model_copy(update={"actions": record.actions[:6]}), "damaged.json")
    kept_path(path).write_text("{ not json")
    review = review_save(path, BUDGET)
    assert review.actions == record.actions[:6]
    assert [p.name for p in saves_dir().glob("damaged.json.damaged-*")]
    assert replay(engine_for("yami"), record.options, record.seed, review.actions).state is not None


def test_a_review_kept_by_the_hard_search_is_worked_out_again_by_the_masters():
    """Reviews kept before the master level were judged by the hard bot's search: the file has
    no `search` field. It is no damaged file (nothing is put aside), only a stale one."""
    import json

    record = yami_blunder_record("O6")
    path = _kept_save(record.model_copy(update={"actions": record.actions[:6]}), "stale.json")
    first = review_save(path, BUDGET)
    assert first.search == SEARCH
    old = json.loads(kept_path(path).read_text())
    del old["search"]
    old["decisions"] = []
    kept_path(path).write_text(json.dumps(old))
    again = review_save(path, BUDGET)
    assert again == first and json.loads(kept_path(path).read_text())["search"] == SEARCH
    assert not list(saves_dir().glob("stale.json.*damaged*"))


def _himizu_save(name: str):
    engine = engine_for("himizu")
    record = GameRecord(
        game="himizu", options=engine.normalize_options({}), seed=4,
        seats=[SeatRecord(name="Fire"), SeatRecord(name="Water", kind="bot", level="hard")],
        actions=bot_actions("himizu", {}, 4, ("normal", "hard"), 16), created="2026-01-01",
    )
    return _kept_save(record, name)


def _review_cli(path, capsys) -> str:
    from yamabushi.cli.main import main

    assert main(["review", str(path), "--budget", str(BUDGET)]) == 0
    return capsys.readouterr().out


_HONEST: dict[str, tuple[bytes, bytes, str]] = {}
"""Per save name: the Himizu save, its kept review and the command's review text, worked out by
the first test that needs them in this process (a review is the same on every run: see
test_the_same_save_gets_the_same_review_from_scratch)."""


def _reviewed_himizu_save(name: str, capsys) -> tuple:
    """The Himizu save `name` with its honest kept review beside it in this test's own home, and
    the review the command shows for it. Only the first test works the review out; the others
    get copies of its files, so each spends its search on the review its edit makes it redo."""
    if name not in _HONEST:
        path = _himizu_save(name)
        honest = _review_cli(path, capsys)
        _HONEST[name] = (path.read_bytes(), kept_path(path).read_bytes(), honest)
        return path, honest
    save, kept, honest = _HONEST[name]
    path = saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(save)
    kept_path(path).write_bytes(kept)
    return path, honest


@pytest.mark.parametrize(
    "edit",
    [
        lambda kept: kept | {"seats": kept["seats"][:1]},
        lambda kept: kept | {"kinds": kept["kinds"] + ["human"]},
        lambda kept: kept | {"decisions": [d | {"seat": 7} for d in kept["decisions"]]},
        lambda kept: kept | {"decisions": [d | {"index": 900} for d in kept["decisions"]]},
    ],
    ids=["fewer-seats", "more-kinds", "seat-out-of-range", "index-out-of-range"],
)
def test_a_kept_review_whose_lists_disagree_is_put_aside_and_the_game_reviewed_again(capsys, edit):
    import json

    path, honest = _reviewed_himizu_save("lists.json", capsys)
    kept = json.loads(kept_path(path).read_text())
    kept_path(path).write_text(json.dumps(edit(kept)))
    assert _review_cli(path, capsys) == honest
    assert [p.name for p in saves_dir().glob("lists.json.damaged-*")]


@pytest.mark.parametrize(
    "edit",
    [
        lambda kept: kept | {"seats": ["Mallory", "Trudy"]},
        lambda kept: kept | {"kinds": ["human", "human"]},
        lambda kept: kept | {"decisions": [d | {"seat": 1} for d in kept["decisions"]]},
        lambda kept: kept | {"decisions": [d | {"played": "end"} for d in kept["decisions"]]},
        lambda kept: kept | {"decisions": kept["decisions"][1:]},
        lambda kept: kept | {"outcome": "Mallory wins."},
    ],
    ids=["names", "kinds", "seat", "played", "one-missing", "outcome"],
)
def test_a_kept_review_of_another_game_is_never_shown_but_worked_out_again(capsys, edit):
    """A kept review that passes its own checks but does not fit the save (another game's seats,
    decisions at other seats or of other actions) is stale: the save's own review is shown."""
    import json

    path, honest = _reviewed_himizu_save("other.json", capsys)
    kept = json.loads(kept_path(path).read_text())
    kept_path(path).write_text(json.dumps(edit(kept)))
    assert _review_cli(path, capsys) == honest
    assert "Mallory" not in honest and json.loads(kept_path(path).read_text()) == kept
