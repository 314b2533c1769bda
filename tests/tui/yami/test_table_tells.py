"""The Yami table tells the player what they need: each card's tile shape before it is played,
the trick's summary with the next trump, placing only on purpose, the last turn's tile on
the board, a hint pointed at."""

from __future__ import annotations

from tests.tui.yami.keys import act, new_session, open_table, shown_text
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import HandOffScreen
from yamabushi.tui.widgets.move_log import MoveLog
from yamabushi.tui.yami.hand import YamiHand
from yamabushi.tui.yami.screen import YamiScreen
from yamabushi.yami.actions import Place, Play, PlayDeck
from yamabushi.yami.cards import Card
from yamabushi.yami.polyomino import Cells, anchored
from yamabushi.yami.spirits import shape_of
from yamabushi.yami import trick_reason

SEED = 5
HALVES = {"▀": (0,), "▄": (1,), "█": (0, 1)}


def drawn_shape(lines: list[str], left: int, right: int) -> Cells:
    """The squares the half blocks in columns [left, right) of the shape lines stand for."""
    cells = [
        (2 * k + half, x)
        for k, line in enumerate(lines)
        for x, glyph in enumerate(line[left:right])
        for half in HALVES.get(glyph, ())
    ]
    return anchored(cells)


def row_lines(screen: YamiScreen, row: str) -> list[str]:
    return str(screen.query_one(f"#{row}", YamiHand).render()).split("\n")


async def first_card(pilot, screen: YamiScreen) -> None:
    session = screen.session
    await act(pilot, screen, next(a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck))))


async def to_placement(pilot, screen: YamiScreen) -> None:
    """Play the trick's cards by keys, then take the keyboard for the placer."""
    while screen.session.state.phase == "play":
        await first_card(pilot, screen)
    while isinstance(pilot.app.screen, HandOffScreen):
        await pilot.press("enter")
        await pilot.pause()


async def test_the_picked_card_and_every_river_card_show_their_tile_shape():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await pilot.press("enter")
        await pilot.pause()
        hand = session.state.hands[0]
        assert "←" in row_lines(screen, "hand")[2], "nothing picked yet: the row says how to see a tile"
        for key in ("1", "4", "right"):
            await pilot.press(key)
            await pilot.pause()
            picked: Card = hand[screen.pick]
            assert drawn_shape(row_lines(screen, "hand")[2:], 0, 40) == shape_of(picked)
        river = session.state.river
        chips = screen.query_one("#river", YamiHand).view.chips
        left = 0
        for card, chip in zip(river, chips):
            width = chip.width(True)
            assert drawn_shape(row_lines(screen, "river")[2:], left, left + width) == shape_of(card)
            left += width


async def test_a_hand_shows_no_tile_while_nobody_has_the_keyboard_and_the_large_screen_shows_all():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        session = new_session(3, SEED, first=0)
        screen = await open_table(app, pilot, session)
        assert isinstance(app.screen, HandOffScreen)
        assert not any(c in "".join(row_lines(screen, "hand")) for c in HALVES)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.large
        lines = row_lines(screen, "hand")
        chips = screen.query_one("#hand", YamiHand).view.chips
        left = 0
        for card, chip in zip(session.state.hands[0], chips):
            width = chip.width(True)
            assert drawn_shape(lines[2:], left, left + width) == shape_of(card)
            left += width


async def test_the_trick_is_summed_up_with_its_reason_the_next_trump_and_whose_tile_it_is():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await to_placement(pilot, screen)
        trick = session.state.tricks[0]
        table = str(screen.query_one("#table").render())
        assert f"Next trump  {trick.decision.colour} " in table
        reason = trick_reason(trick)
        assert reason not in " ".join(table.split()), "the narration says why the trick was won, the table only who"
        assert reason in " ".join(str(screen.query_one("#message").render()).split())
        placer = session.seats[session.to_play()].name
        assert f"{placer} places {trick.decision}:" in str(screen.query_one("#prompt").render())


async def test_the_move_log_stays_in_sight_beside_a_trick_s_narration_at_80x24():
    """Two players and the automa: the trick's 7-8 lines of narration scroll in their own box."""
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await to_placement(pilot, screen)
        log = screen.query_one(MoveLog).region
        assert log.height >= 5 and log.bottom <= 23, "the log, its border and three lines, above the footer"


async def test_placing_needs_a_move_or_a_second_enter():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await to_placement(pilot, screen)
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.phase == "place", "the first Enter on the tile where it appeared places nothing"
        assert "Enter again to place" in shown_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.phase == "play" and isinstance(session.steps[-1].action, Place)
        await pilot.press("u")
        await pilot.pause()
        assert session.state.phase == "place"
        where = screen.listed_draft()
        await pilot.press("down", "up", "enter")
        await pilot.pause()
        assert session.state.phase == "play", "a tile moved on purpose goes down with one Enter"
        assert session.steps[-1].action == where


async def test_the_last_turn_s_tile_is_marked_until_the_next_seat_acts():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(3, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await to_placement(pilot, screen)
        await pilot.press("enter", "enter")
        await pilot.pause()
        tile = session.state.placed[0]
        board = str(screen.query_one("#board").render())
        assert board.count(f"{tile.card}*") == len(tile.squares)
        placer = session.steps[-1].actor
        while session.steps[-1].actor == placer:
            await first_card(pilot, screen)
        while isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        board = str(screen.query_one("#board").render())
        assert f"{tile.card}*" not in board and board.count(f"{tile.card} ") == len(tile.squares)


async def test_a_hint_picks_the_hinted_card_and_moves_the_tile_to_the_hinted_place():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await pilot.press("enter")
        await pilot.pause()
        card = session.state.hands[0][3]
        screen.show_hint(Play(card), f"The hard bot would play {card}: it keeps the trumps.")
        await pilot.pause()
        assert screen.pick == 3 and f"The hard bot would play {card}: it keeps the trumps." in shown_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.steps[-1].action == Play(card)
        await to_placement(pilot, screen)
        target = [a for a in session.legal_actions() if isinstance(a, Place)][-1]
        screen.show_hint(target, "The hard bot would play it: it covers the most.")
        await pilot.pause()
        assert screen.listed_draft() == target
        await pilot.press("enter")
        await pilot.pause()
        assert session.steps[-1].action == target


async def test_enter_plays_the_automa_s_only_legal_card_without_a_pick():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        for _ in range(2):
            await first_card(pilot, screen)
        while isinstance(pilot.app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        state = session.state
        only = [a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck))]
        assert state.turn == state.automa and len(only) == 1
        await pilot.press("enter")
        await pilot.pause()
        assert session.steps[-1].action == only[0]
