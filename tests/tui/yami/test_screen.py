"""The Yami table driven headless by keys and clicks: hidden hands, whole rounds, placement."""

from __future__ import annotations

from textual.widgets import Static

from tests.tui.yami.keys import act, new_session, open_table, shown_cards, shown_text
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.screens.dialogs import GameOverScreen, HandOffScreen, HelpScreen
from yamabushi.yami.actions import Place, Play, PlayDeck
from yamabushi.yami.placement import preview

SEED = 5


def hand_cards(session) -> list[set[str]]:
    return [{str(c) for c in hand} for hand in session.state.hands]


def first_legal_card(session):
    return next(a for a in session.legal_actions() if isinstance(a, (Play, PlayDeck)))


def turned_placement(session) -> Place:
    """A legal placement on the tile's back side and turned, that breaks no coloured edge."""
    state = session.state
    places = [a for a in session.legal_actions() if isinstance(a, Place)]
    fine = [p for p in places if not preview(p, state.mission, state.occupied).clashes]
    return next((p for p in fine if p.flipped and p.rotation), next(p for p in fine if p.rotation))


async def test_hand_off_shows_no_hand_and_then_only_the_new_viewers():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        assert isinstance(app.screen, HandOffScreen)
        assert not shown_cards(app) & set().union(*hand_cards(session))
        await act(pilot, screen, first_legal_card(session))
        assert isinstance(app.screen, HandOffScreen)
        assert "Pass to Player 2" in shown_text(app)
        assert screen.viewer is None
        assert not shown_cards(app) & set().union(*hand_cards(session))
        await pilot.press("enter")
        await pilot.pause()
        mine, theirs = hand_cards(session)[1], hand_cards(session)[0]
        assert screen.viewer == 1
        assert mine <= shown_cards(app)
        assert not shown_cards(app) & theirs


async def test_one_full_round_with_the_automa_by_keys():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        for _ in range(3):
            await act(pilot, screen, first_legal_card(session))
        state = session.state
        assert state.phase == "place" and len(state.tricks) == 1
        assert [s.actor for s in session.steps] == [0, 1, 0]
        target = turned_placement(session)
        await act(pilot, screen, target)
        state = session.state
        assert state.phase == "play" and state.round == 2
        assert session.steps[-1].action == target
        assert [p.squares for p in state.placed] == [preview(target, state.mission, 0).squares]
        assert state.trump == state.tricks[0].decision.colour


async def test_a_three_player_round():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(3, SEED, first=1)
        screen = await open_table(app, pilot, session)
        assert not screen.query_one("#river").display
        for _ in range(3):
            await act(pilot, screen, first_legal_card(session))
        winner = session.state.tricks[0].winner
        assert session.to_play() == winner
        await act(pilot, screen, turned_placement(session))
        state = session.state
        assert len(state.placed) == 1 and state.leader == winner and state.phase == "play"
        assert [len(h) for h in state.hands] == [9, 9, 9]


async def test_the_leader_takes_the_automas_deck_card_with_d():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        river = {c.colour for c in session.state.river}
        lead = next(c for c in session.state.hands[0] if c.colour not in river)
        await act(pilot, screen, Play(lead))
        await act(pilot, screen, first_legal_card(session))
        deck_before = len(session.state.deck)
        await act(pilot, screen, PlayDeck())
        assert len(session.state.deck) == deck_before - 1
        assert session.steps[-1].log.startswith("deck (")


async def test_clicks_pick_and_play_a_card_and_place_a_tile():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(3, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await pilot.press("enter")
        await pilot.pause()
        hand = screen.query_one("#hand")
        await pilot.click(hand, offset=(2, 1))
        assert screen.pick == 0
        await pilot.click(hand, offset=(2, 1))
        await pilot.pause()
        assert len(session.steps) == 1
        for _ in range(2):
            await act(pilot, screen, first_legal_card(session))
        while isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        draft = screen.draft
        board = screen.query_one("#board")
        row, col = divmod(draft.anchor, 12)
        await pilot.click(board, offset=(3 + 3 * col, 1 + row))
        await pilot.pause()
        assert not session.state.placed, "a click where the tile first appeared only asks to confirm"
        await pilot.click(board, offset=(3 + 3 * col, 1 + row))
        await pilot.pause()
        assert session.state.placed and session.state.placed[0].anchor == draft.anchor


async def test_a_placement_that_breaks_an_edge_needs_a_second_enter():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(3, SEED, first=0)
        screen = await open_table(app, pilot, session)
        for _ in range(3):
            await act(pilot, screen, first_legal_card(session))
        state = session.state
        bad = next(
            p
            for p in session.legal_actions()
            if isinstance(p, Place) and preview(p, state.mission, state.occupied).clashes
        )
        await act(pilot, screen, bad)
        assert session.state.phase == "place"
        assert "the mission fails" in str(screen.query_one("#message").render())
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.phase == "over"
        assert isinstance(app.screen, GameOverScreen)
        assert "fails" in str(app.screen.query_one("#result").render())


async def test_undo_takes_back_a_placement_and_keeps_the_tile_in_hand():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(3, SEED, first=0)
        screen = await open_table(app, pilot, session)
        for _ in range(3):
            await act(pilot, screen, first_legal_card(session))
        target = turned_placement(session)
        await act(pilot, screen, target)
        await pilot.press("u")
        await pilot.pause()
        assert session.state.phase == "place"
        assert screen.draft is not None and screen.draft.card == target.card


async def test_no_key_raises_in_any_phase():
    """Every key that does not commit (no Enter) is harmless while picking, choosing and placing."""
    app = YamabushiApp(save_games=False)
    mash = ["left", "right", "up", "down", "r", "R", "f", "d", "1", "0", "9", "x", "space"]
    async with app.run_test(size=(80, 24)) as pilot:
        session = new_session(2, SEED, first=0)
        screen = await open_table(app, pilot, session)
        await pilot.press(*mash)
        for _ in range(3):
            while isinstance(app.screen, HandOffScreen):
                await pilot.press("enter")
                await pilot.pause()
            before = session.state
            await pilot.press(*mash)
            assert session.state == before
            await act(pilot, screen, first_legal_card(session))
        await pilot.press(*mash)
        await pilot.pause()
        assert session.state.phase == "place"


def test_mid_round_snapshot(snap_compare):
    """Player 2's view after Player 1 led: the trick, Player 2's hand with a card picked, the river."""

    async def mid_round(pilot):
        session = new_session(2, SEED, first=0)
        screen = await open_table(pilot.app, pilot, session)
        await act(pilot, screen, first_legal_card(session))
        await pilot.press("enter", "right")
        await pilot.pause()

    assert snap_compare(YamabushiApp(save_games=False), terminal_size=(80, 24), run_before=mid_round)


async def test_the_help_gives_a_yami_action_as_the_example_for_typing_one():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(app, pilot, new_session(2, seed=1))
        screen.action_help()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one(Static).render())
        assert "type an action in notation (e.g. B5, deck or B5@G6/90)" in text and "C4 BC3" not in text


async def test_the_end_screen_adds_the_solvers_sentence_when_it_comes_and_answers_keys_meanwhile():
    """The verdict is asked off the screen's thread: the screen is up before the answer, and
    the sentence joins the result once it comes."""
    import threading

    asked, answer = threading.Event(), threading.Event()

    def verdict():
        asked.set()
        answer.wait(10)
        return "No line could win this deal."

    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        over = GameOverScreen("The mission failed.", verdict=verdict)
        await app.push_screen(over)
        while not asked.is_set():
            await pilot.pause(0.05)
        assert not over.query("#verdict")
        answer.set()
        for _ in range(200):
            if over.query("#verdict"):
                break
            await pilot.pause(0.05)
        assert "No line could win this deal." in str(over.query_one("#verdict").render())
