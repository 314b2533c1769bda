"""The Statistics screen opens on who leads: each rated mode's leaderboard sentence in sight
at 80x24, its chart drawn under it, and a damaged ratings.json said in one sentence."""

from textual.widgets import Static

from yamabushi.app.ratings import RatedGame, Rating, RatingsFile, ratings_path
from yamabushi.app.store import write_atomic
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.statistics import RatingChart, StatisticsScreen

WHEN = "2026-01-0{}T20:00:00+00:00"


def two_evenings():
    """Ann and Bob's Hi Mi Ki games on two evenings, and Ann's Himizu game against a bot."""
    games = {
        "g1": RatedGame(mode="himiki-1v1", finished=WHEN.format(1), after={"Ann": Rating(mu=27.6, sigma=8.0), "Bob": Rating(mu=22.4, sigma=8.0)}),
        "g2": RatedGame(mode="himiki-1v1", finished=WHEN.format(2), after={"Ann": Rating(mu=29.9, sigma=7.6), "Bob": Rating(mu=20.1, sigma=7.6)}),
        "g3": RatedGame(mode="himizu", finished=WHEN.format(2), after={"Ann": Rating(mu=21.0, sigma=7.9)}),
    }
    write_atomic(ratings_path(), RatingsFile(people=["Ann", "Bob"], games=games).model_dump_json())


async def statistics(size):
    app = YamabushiApp()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_statistics()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        lines = screen.query(".stats-lines").results(Static)
        first = next(iter(lines))
        return str(first.render()), first.region, len(screen.query(RatingChart))


async def test_the_leaderboard_sentence_is_in_sight_at_80x24_with_a_chart_per_mode():
    two_evenings()
    text, region, charts = await statistics((80, 24))
    assert text.startswith("Hi Mi Ki 1 vs 1: Ann leads with 29.9 after 2 rated games.")
    assert "Himizu: Ann leads with 21.0 after 1 rated game." in text
    assert "  2. Bob" in text and region.y + 1 < 24 and region.right <= 80
    assert charts == 2


async def test_a_damaged_ratings_file_is_one_sentence_on_the_screen_and_kept():
    write_atomic(ratings_path(), '{"schema_version": 1, "games": {"g": {"mode": "x"}}}')
    before = ratings_path().read_bytes()
    text, _, charts = await statistics((80, 24))
    assert text.startswith(f"{ratings_path()} is damaged (") and text.count("\n") == 0 and charts == 0
    assert ratings_path().read_bytes() == before


async def test_a_named_hot_seat_game_finished_in_the_app_says_both_ratings_and_leads_the_statistics():
    import random

    from yamabushi.tui.screens.dialogs import GameOverScreen

    app = YamabushiApp(start_game="himizu", seed=3, players={"Fire": "Ann", "Water": "Bob"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game, rng = app.screen, random.Random(3)
        while game.session.outcome() is None:
            game.play(rng.choice(list(game.session.legal_actions())))
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        detail = str(app.screen.query_one("#detail").render())
        assert detail.startswith("Ratings, Himizu: Ann 25.0 → ") and ", Bob 25.0 → " in detail
        winner = game.session.seats[game.session.outcome().winners[0]].player
        await pilot.press("m")
        await pilot.pause()
        app.open_statistics()
        await pilot.pause()
        text = str(next(iter(app.screen.query(".stats-lines").results(Static))).render())
        assert text.startswith(f"Himizu: {winner} leads with ")
