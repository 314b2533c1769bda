"""Text from a player, a file or a record is shown as written, never read as markup.

Before, typing `[/]` at the action prompt crashed the app (MarkupError), a seat
named `[/]` in a save crashed Resume and Replay, a seat named
`[@click=app.quit]White[/]` showed as "White" and quit the app when clicked,
and the Hi Mi Ki help lost its `[H]`.
"""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Static

from tests.tui.yami.keys import shown_text
from yamabushi.app.bots import bot_factory
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import new_save_path, saves_dir, write_atomic
from yamabushi.app.sessions import SaveFile
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.dialogs import HelpScreen
from yamabushi.tui.screens.replay import ReplayPickScreen, ReplayScreen
from yamabushi.tui.screens.resume import ResumeScreen

LINK = "[@click=app.quit]White[/]"
GAMES = [
    ("himiki", {"mode": "1v1"}),
    ("himiki", {"mode": "2v2", "expert": True}),
    ("himizu", {}),
    ("yami", {"players": 3}),
    ("mindlock", {"challenge": "E01"}),
]


def _text(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[f"{g}-{'-'.join(map(str, o.values()))}" for g, o in GAMES])
async def test_brackets_typed_at_the_action_prompt_are_quoted_as_typed(game, options):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VIEWS.screen_for(Session(engine_for(game), options, 1))
        await app.push_screen(screen)
        await pilot.pause()
        while screen is not app.screen:  # a hand-off first, in the games with secrets
            await pilot.press("enter")
            await pilot.pause()
        await pilot.press("colon", *"[/]", "enter")
        await pilot.pause()
        assert app.screen is screen and app.return_code is None
        assert "'[/]'" in _text(screen, "#message")
        assert not screen.session.steps


def _save_with_seats(bot: str, person: str) -> Session:
    """A saved game whose seats have these names, the first a bot's (the lists name bot seats)."""
    seats = [Seat(bot, "bot", "easy"), Seat(person)]
    session = Session(
        engine_for("himiki"), {"mode": "1v1"}, 3, seats, on_change=SaveFile(new_save_path("himiki")), bot_factory=bot_factory("himiki")
    )
    session.play_text("place C5 HMK")
    return session


def _prompts(listing: OptionList) -> list[str]:
    return [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


async def _click_the_name(pilot, listing: OptionList, name: str) -> None:
    """Click on the seat's name in the first line of the list (inside its border and padding),
    where the link would be."""
    prompt = str(listing.get_option_at_index(0).prompt)
    await pilot.click(listing, offset=(prompt.index(name) + 4, 1))
    await pilot.pause()


async def test_a_seat_named_like_a_link_is_shown_literally_and_clicking_it_resumes_the_game():
    _save_with_seats(LINK, "[/]")
    app = YamabushiApp()
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        listing = app.screen.query_one(OptionList)
        assert f"{LINK}: easy bot" in _prompts(listing)[0] and LINK in shown_text(app)
        await _click_the_name(pilot, listing, LINK)
        assert app.return_code is None and app.is_running
        assert isinstance(app.screen, HiMiKiScreen)
        scores = _text(app.screen, "#scores")
        assert LINK in scores and "[/]" in scores


async def test_the_replay_list_and_viewer_show_such_seats_literally():
    _save_with_seats(LINK, "[/]")
    app = YamabushiApp()
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        await app.push_screen(ReplayPickScreen())
        await pilot.pause()
        listing = app.screen.query_one(OptionList)
        assert f"{LINK}: easy bot" in _prompts(listing)[0] and LINK in shown_text(app)
        await _click_the_name(pilot, listing, LINK)
        assert app.return_code is None and app.is_running
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("right")
        await pilot.pause()
        assert f"{LINK}: White places a cube" in _text(app.screen, "#replay-line")


async def test_an_unreadable_save_is_named_literally():
    write_atomic(saves_dir() / "[b]odd[@click=app.quit]x.json", "{ half a save")
    app = YamabushiApp()
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert "[b]odd[@click=app.quit]x.json" in shown_text(app)


async def test_the_hi_mi_ki_help_shows_the_white_cube_in_its_brackets():
    app = YamabushiApp(start_game="himiki", seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "[H] White cube, {H} Black cube" in str(app.screen.query_one(Static).render())


async def test_a_notification_quoting_a_file_is_literal():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.notify("cannot read [b]saves[/b]/[@click=app.quit]x.json")
        await pilot.pause()
        assert "cannot read [b]saves[/b]/[@click=app.quit]x.json" in shown_text(app)


async def test_a_long_refusal_is_shown_whole_even_where_the_status_line_is_short():
    """At 80x24 the Hi Mi Ki side panel is narrow; the refusal of a typed action is longer than
    a line, so it wraps whole (and literally) in the panel, with no notice over the log."""
    from yamabushi.tui.app import YamabushiApp

    app = YamabushiApp(start_game="himiki", seed=1, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("colon", *"[/] [b]x", "enter")
        await pilot.pause()
        said = " ".join(str(app.screen.query_one("#message").render()).split())
        assert said.startswith("Cannot read '[/] [b]x': expected a Tilt like 'C4 BC3'"), said
        assert not app._notifications
