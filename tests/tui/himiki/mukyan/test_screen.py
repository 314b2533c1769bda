"""Solo: Muk Yan in the real app, by keys: menu, set-up, a move, Muk Yan's reply and its reason."""

import pytest
import random
import time

from rich.text import Text

from yamabushi.himiki.actions import ClaimDraw, Tilt
from yamabushi.himiki.board import square_name
from yamabushi.himiki.cube import ELEMENT_NAMES
from yamabushi.app.saves import saves_dir
from yamabushi.tui.app import YamabushiApp
from yamabushi.app.catalog import MODES
from yamabushi.tui.screens.dialogs import GameOverScreen, HelpScreen
from yamabushi.tui.himiki.mukyan.screen import MukYanScreen
from yamabushi.tui.screens.new_game import NewGameScreen
from yamabushi.tui.himiki.mukyan.dice import MukYanDice

from tests.tui.himiki.keys import keys_for

PLACEMENTS = ("place C5 HMK", "place B5 KHM", "place D5 MKH")


async def settle(pilot, screen, seconds: float = 5.0) -> None:
    """Let Muk Yan finish every action it has in a row (polling: its worker runs in a thread)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        await pilot.pause(0.02)
        if not screen.bots.thinking and not screen.session.bot_to_play():
            return
    raise AssertionError("Muk Yan did not finish its turn in time")


async def press_action(pilot, screen, text: str) -> None:
    action = screen.session.engine.parse_action(screen.session.state, text)
    keys, _ = keys_for(action, screen.cursor)
    await pilot.press(*keys)
    await pilot.pause()


def shown(widget) -> str:
    return str(widget.render())


async def start_from_menu(pilot, seed: str) -> MukYanScreen:
    below = next(i for i, entry in enumerate(MODES) if entry.label == "Solo: Muk Yan")
    await pilot.press(*["down"] * below, "enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewGameScreen)
    pilot.app.screen.query_one("#seed").focus()
    await pilot.press(*seed, "enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, MukYanScreen)
    return screen


async def test_play_against_muk_yan_from_the_menu_and_read_why_it_moved():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await start_from_menu(pilot, "4")
        assert [seat.kind for seat in screen.session.seats] == ["human", "automa"]
        assert "not rolled" in str(screen.query_one(MukYanDice).border_title)
        for text in PLACEMENTS:
            await press_action(pilot, screen, text)
        await settle(pilot, screen)
        state = screen.session.state
        assert not state.setup and {square_name(sq) for sq in state.cubes_of(1)} == {"B2", "C2", "D2"}
        move = next(a for a in screen.session.legal_actions() if isinstance(a, Tilt))
        await press_action(pilot, screen, screen.session.engine.format_action(state, move))
        await settle(pilot, screen)
        rolled = screen.last_roll()
        assert rolled is not None
        said = shown(screen.query_one("#message"))
        said = " ".join(said.split())  # its turn is told above the log, its roll by the dice panel
        assert said.startswith("Muk Yan ") and "rolls" not in said
        dice = screen.query_one(MukYanDice)
        title = Text.from_markup(str(dice.border_title)).plain
        assert title == f"Black {ELEMENT_NAMES[rolled.black]} {rolled.black} · White {ELEMENT_NAMES[rolled.white]} {rolled.white}"
        panel = shown(dice)
        assert rolled.text in panel.replace("\n", " ") and ">" in panel
        await pilot.press("u")
        assert "Nothing of yours to undo" in shown(screen.query_one("#message"))


@pytest.mark.bot_pauses
async def test_space_skips_muk_yans_pause(monkeypatch):
    monkeypatch.setattr(MukYanScreen, "bot_delay", 30.0)
    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for text in PLACEMENTS:
            await press_action(pilot, screen, text)
        for _ in range(3):
            await pilot.pause(0.1)
            await pilot.press("space")
        await settle(pilot, screen)
        assert not screen.session.state.setup and screen.session.to_play() == 0


async def test_a_resumed_muk_yan_game_keeps_its_automa_and_screen():
    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for text in PLACEMENTS:
            await press_action(pilot, app.screen, text)
        await settle(pilot, app.screen)
        expected = app.screen.session.record()
    assert len(list(saves_dir().glob("himiki-*.json"))) == 1
    app = YamabushiApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MukYanScreen)
        assert app.screen.session.record().actions == expected.actions
        assert app.screen.session.seats[1].kind == "automa"
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and "Black die picks the row" in shown(app.screen.query_one("Static"))


async def test_a_whole_game_against_muk_yan_ends_on_the_game_over_screen():
    person = random.Random(3)
    app = YamabushiApp(start_game="himiki", mode="mukyan", seed=11)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        for text in PLACEMENTS:
            await press_action(pilot, screen, text)
        await settle(pilot, screen)
        for _ in range(200):
            if screen.session.outcome() is not None:
                break
            choices = [a for a in screen.session.legal_actions() if not isinstance(a, ClaimDraw)]
            keys, _ = keys_for(person.choice(choices), screen.cursor)
            await pilot.press(*keys)
            await settle(pilot, screen)
        outcome = screen.session.outcome()
        assert outcome is not None and isinstance(app.screen, GameOverScreen)
        assert outcome.text.split(" wins")[0] in {"White", "Muk Yan"}
