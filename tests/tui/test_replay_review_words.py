"""The replay and the review say every action in words, whole, at 80x24 and 120x40: the replay's
narration in the engine's sentences (the notation after them), Yami's replay with the table's
legend on `l`, the review's marks list in the detail's words, its detail a scroll away at worst
with the board and the chart in sight, and nothing cut (the header's result, a hand's title)."""

from __future__ import annotations

import pytest

from tests.app.coach_games import HIMIKI_4_4, HIMIZU_LAST_TURN, finished_yami_record, timeline_from
from tests.tui.screen_text import whole_screen, words_in
from tests.tui.test_board_in_sight import cut_lines
from tests.tui.test_review_board import BUDGET, board_in_sight, reviewed, small_review  # noqa: F401 (a fixture)
from tests.tui.test_replay_screen import _saved_game
from yamabushi.app.records import load_timeline
from yamabushi.app.registry import engine_for
from yamabushi.app.sessions import save_path
from yamabushi.session.timeline import build_timeline
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.replay import ReplayScreen
from yamabushi.tui.screens.review import ReviewScreen
from yamabushi.tui.yami.board import YamiBoard
from yamabushi.tui.yami.legend import BoardLegend, legend_text
from yamabushi.yami import Place

SIZES = [(80, 24), (120, 40)]
ARTICLES = {"blunder": "a", "mistake": "a", "inaccuracy": "an"}
GAMES = {"himiki": {"mode": "1v1"}, "himizu": {}, "yami": {"players": 2}}


async def replayed(pilot, game: str) -> ReplayScreen:
    session = _saved_game(game, GAMES[game], seed=33)
    screen = ReplayScreen(load_timeline(save_path(session)))
    await pilot.app.push_screen(screen)
    await pilot.pause()
    return screen


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_replay_says_each_action_in_its_sentences_and_the_notation_after_them(game):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await replayed(pilot, game)
        steps = screen.timeline.steps
        index = next(i for i, step in enumerate(steps) if step.told and step.told[0].startswith(screen.timeline.seat_name(step.actor)) and i > 8)
        screen.action_jump(index + 1)
        await pilot.pause()
        lines = str(screen.query_one("#replay-line").render()).splitlines()
        assert lines[: len(steps[index].told)] == list(steps[index].told)
        assert lines[len(steps[index].told)] == f"Notation: {steps[index].log}"
        if game == "yami":  # a seat picking the automa's card is named before what the automa did
            picked = next(i for i, step in enumerate(steps) if step.told[0].startswith("Automa"))
            screen.action_jump(picked + 1)
            await pilot.pause()
            said = str(screen.query_one("#replay-line").render()).splitlines()[0]
            assert said == f"{screen.timeline.seat_name(steps[picked].actor)}: {steps[picked].told[0]}"


TITLES = {"himiki": "Replay of Hi Mi Ki: 1 vs 1", "himizu": "Replay of Himizu: Fire vs Water", "yami": "Replay of Yami: 2 players + automa"}


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_replay_names_its_mode_and_offers_hands_only_where_some_are_hidden(game):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await replayed(pilot, game)
        assert screen.title == TITLES[game]
        assert ("v Hands" in whole_screen(app)[-1]) == (game == "yami"), whole_screen(app)[-1]


async def test_yami_s_narration_is_whole_at_80x24_at_every_action():
    """A trick won says up to ten lines beside the table: they scroll in their own box, above the footer."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await replayed(pilot, "yami")
        for index in range(len(screen.timeline.steps) + 1):
            screen.action_jump(index)
            await pilot.pause()
            assert cut_lines(app) == [], index
            box = screen.query_one("#replay-told")
            assert box.region.bottom <= app.size.height - 1 and box.region.height >= 3, index
        board_in_sight(app, screen)


@pytest.mark.parametrize("size", SIZES)
async def test_l_shows_the_table_s_legend_of_the_yami_replay_s_board(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await replayed(pilot, "yami")
        screen.action_jump(12)
        await pilot.pause()
        assert "l Legend" in whole_screen(app)[-1]
        await pilot.press("l")
        await pilot.pause()
        legend = screen.query_one(BoardLegend)
        shown = words_in(app, legend.query_one("#legend-text").region)
        for line in legend_text(screen.query_one(YamiBoard).drawn(), playing=False).plain.splitlines():
            assert words(line) in shown, line
        assert "A card marked +" not in shown, "a replay marks no card playable"
        assert "Mission tiles: surround them" in shown and "the tile placed last turn" in shown
        assert legend.max_scroll_y == 0, "the whole legend is in view"
        assert not legend.region.overlaps(screen.query_one("#replay-board").region)
        assert "Action 12/" in words_in(app, screen.query_one("#replay-where").region)
        assert cut_lines(app) == []
        board_in_sight(app, screen)
        await pilot.press("l")
        await pilot.pause()
        assert not legend.display and screen.query_one("#replay-line").display


def reviews():
    return {
        "himiki": timeline_from("himiki", HIMIKI_4_4, ["B3 BB2"], ("human", "bot")),
        "himizu": timeline_from("himizu", HIMIZU_LAST_TURN, ["end"], ("bot", "human")),
        "yami": build_timeline(finished_yami_record(), engine_for("yami"), "The game"),
    }


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(GAMES))
async def test_the_marks_list_says_each_marked_decision_in_words_and_the_highlighted_one_whole(game, size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await reviewed(pilot, reviews()[game])
        marks = screen.query_one("#review-marks")
        listed = [str(marks.get_option_at_index(i).prompt) for i in range(marks.option_count)]
        review = screen.review
        said = [f"{d.index + 1}. {review.seats[d.seat]}: {d.said} ({d.played}), {ARTICLES[d.mark]} {d.mark}." for d in review.marked()]
        assert listed == said
        if game == "himiki":
            assert listed == ["1. White: Tilt the cube on B3 north (B3 BB2), a blunder."]
        assert all(", a blunder." in line or ", a mistake." in line or ", an inaccuracy." in line for line in listed)
        assert words(listed[marks.highlighted]) in words_in(app, marks.content_region)
        board_in_sight(app, screen)


@pytest.mark.parametrize("size", SIZES)
async def test_a_long_yami_detail_scrolls_in_its_box_with_the_board_the_chart_and_the_result_whole(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await reviewed(pilot, reviews()["yami"])
        steps = screen.timeline.steps
        placement = next(i for i, d in enumerate(screen.review.decisions) if isinstance(steps[d.index].action, Place))
        screen._go(placement)
        await pilot.pause()
        header = whole_screen(app)[0]
        assert "Review: Yami — Mission 1 fails" in header and "…" not in header
        assert cut_lines(app) == []
        box, chart = screen.query_one("#review-detail-box"), screen.query_one("#review-chart")
        assert chart.region.height == (12 if size == (120, 40) else 7) and chart.region.bottom <= size[1] - 1
        assert box.region.bottom <= chart.region.y
        box.scroll_end(animate=False)
        await pilot.pause()
        assert words(screen.board.review_key) in words_in(app, box.region) or not screen.decision.better
        board_in_sight(app, screen)
