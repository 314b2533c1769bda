"""Names on the new-game dialog: "New name…" asks once, the game's seat carries the name
(so its result is rated), and the next dialog offers it in the seat's list, shown literally."""

import pytest
from textual.widgets import Input, Select, Static

from yamabushi.app.ratings import kept_ratings, remember
from yamabushi.session.seats import Seat
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.name_prompt import NamePrompt
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.widgets.seat_select import NEW_NAME
from tests.pilots import until


async def open_dialog(app, pilot):
    app.ask_new_game("himiki-1v1")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


async def test_a_new_name_is_asked_once_kept_and_offered_next_time():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = await open_dialog(app, pilot)
        dialog.query_one("#seat-0", Select).value = NEW_NAME
        await pilot.pause()
        assert isinstance(app.screen, NamePrompt)
        await pilot.press(*"easy", "enter")
        await pilot.pause()
        problem = str(app.screen.query_one("#name-problem", Static).render())
        assert problem == "easy names a kind of seat (human, easy, normal, hard, master): choose another name."
        app.screen.query_one("#name", Input).value = ""
        await pilot.press(*"[b]Ann", "enter")
        await pilot.pause()
        assert app.screen is dialog and dialog.query_one("#seat-0", Select).value == "[b]Ann"
        dialog.query_one("#seed").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert [s.player for s in app.screen.session.seats] == ["[b]Ann", None]
        assert kept_ratings().people == ["[b]Ann"]


async def test_known_names_are_offered_on_every_seat_and_a_chosen_one_plays():
    remember(["Ann", "Bob"])
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = await open_dialog(app, pilot)
        black = dialog.query_one("#seat-1", Select)
        values = [value for _, value in black._options]
        assert values == ["human", "Ann", "Bob", NEW_NAME, "easy", "normal", "hard", "master"]
        black.value = "Bob"
        dialog.query_one("#seat-0", Select).value = "hard"
        dialog.query_one("#seed").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert [(s.kind, s.level, s.player) for s in app.screen.session.seats] == [("bot", "hard", None), ("human", None, "Bob")]


async def test_the_header_says_who_plays_each_bot_and_named_seat_as_typed():
    """`--name White=[b]Ann[/b] --bot Black=easy` showed "White" and "Black" alone: the header now
    names the person (brackets as typed, never markup) and the bot's level, in every game; Yami
    groups the seats a bot of one level plays (its table once listed them in a line of its own)."""
    from yamabushi.app.bots import bot_factory
    from yamabushi.app.registry import engine_for
    from yamabushi.session.controller import Session
    from yamabushi.session.seats import Seat
    from yamabushi.tui.games import VIEWS
    from tests.tui.screen_text import whole_screen

    tables = [
        ("himiki", {"mode": "1v1"}, [Seat("White", player="[b]Ann[/b]"), Seat("Black", "bot", "easy")],
         "White: [b]Ann[/b], Black: easy bot — seed 3"),
        ("himizu", {}, [Seat("Fire"), Seat("Water", "bot", "hard")], "Himizu, board A — Water: hard bot · seed 3"),
    ("yami", {"players": 3, "mission": 1, "first": 0},
         [Seat("Player 1", player="Bo"), Seat("Player 2", "bot", "normal"), Seat("Player 3", "bot", "normal")],
         "Player 1: Bo, Player 2, Player 3: normal bots"),
        # three bots of three levels: the whole line is cut at 80 columns, so the shorter form
        ("himiki", {"mode": "2v2"},
         [Seat("White-Light"), Seat("Black-Light", "bot", "hard"), Seat("White-Dark", "bot", "easy"), Seat("Black-Dark", "bot", "master")],
         "Bots: Black-Light hard, White-Dark easy, Black-Dark master"),
        ("himiki", {"mode": "2v2"},  # four: too many seats to name at 80 columns
         [Seat("White-Light", "bot", "easy"), Seat("Black-Light", "bot", "hard"), Seat("White-Dark", "bot", "easy"),
          Seat("Black-Dark", "bot", "master")],
         "4 bots (2 easy, hard, master)"),
    ]
    for game, options, seats, said in tables:
        session = Session(engine_for(game), options, 3, seats, bot_factory=bot_factory(game))
        app = YamabushiApp(save_games=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(VIEWS.screen_for(session))
            await pilot.pause()
            assert said in whole_screen(app)[0] and "…" not in whole_screen(app)[0], whole_screen(app)[0]
            if said.startswith("4 bots"):  # the header names no seat: the panel names the one to play and its bot
                turn = next(line for line in whole_screen(app) if "▶ " in line).split("▶ ")[1].split("│")[0].strip()
                assert turn in {f"{seat.name}: {seat.level} bot" for seat in seats}, turn
            if said.startswith("Bots:"):  # wider, the whole line again
                await pilot.resize_terminal(120, 40)
                await pilot.pause()
                assert "Black-Light: hard bot, White-Dark: easy bot, Black-Dark: master bot" in whole_screen(app)[0]


@pytest.mark.parametrize("game, options, seats, widget, after", [
    ("himiki", {"mode": "1v1"}, [Seat("White", "bot", "hard"), Seat("Black")], "#status",
     "Black: place a cube on a + square (enter)."),
    ("himizu", {}, [Seat("Fire", "bot", "master"), Seat("Water")], "#hint", "Put the wave on an empty square"),
    ("yami", {"players": 3, "mission": 1, "first": 0}, [Seat("Player 1", "bot", "hard"), Seat("Player 2"), Seat("Player 3", "bot", "easy")],
     "#prompt", "Player 2: pick a card with"),
])
async def test_while_a_bot_chooses_the_screen_says_so_and_names_no_key(game, options, seats, widget, after):
    """Hi Mi Ki said "White to play: Tilt (enter, then an arrow) or Rotate (r, then enter)." while
    White's bot was still choosing, and those keys did nothing; Yami said "Pass the keyboard to
    Player 1." to a person alone with bots."""
    import threading

    from yamabushi.app.registry import engine_for
    from yamabushi.session.controller import Session
    from yamabushi.tui.games import VIEWS
    from tests.tui.screen_text import words_in

    chosen = threading.Event()

    class Held:
        def choose(self, observation, legal):
            chosen.wait(20)
            return legal[0]

    session = Session(engine_for(game), options, 3, seats, bot_factory=lambda seat, index, seed: Held())
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(VIEWS.screen_for(session))
        await pilot.pause()
        status = app.screen.query_one(widget)
        try:
            said = words_in(app, status.region)
            assert said == f"{seats[0].name} ({seats[0].level} bot) is playing (space hurries it).", said
        finally:
            chosen.set()
        await until(pilot, lambda: session.seat_to_play() is seats[1])
        await pilot.pause()
        assert words_in(app, status.region).startswith(after)
