"""Snapshot of the Hi Mi Ki board mid-game at 80×24 (update with --snapshot-update)."""

from yamabushi.tui.app import YamabushiApp

OPENING = ["place C5 HMK", "place B2 KHM", "place D2 MKH", "place B5 HKM", "place D5 KMH", "place C2 HMK", "C5 BC4"]


def test_board_screen_snapshot(snap_compare):
    async def play_opening(pilot):
        await pilot.pause()
        session = pilot.app.screen.session
        for text in OPENING:
            session.play_text(text)
        pilot.app.screen.refresh_view()
        await pilot.pause()

    app = YamabushiApp(start_game="himiki", seed=7, save_games=False)
    assert snap_compare(app, terminal_size=(80, 24), run_before=play_opening)
