"""Screens switch between their compact and large layout with the terminal size."""

from __future__ import annotations

from textual.widgets import Static

from yamabushi.tui.kit.shell import AppScreen, Shell


class Board(AppScreen):
    def __init__(self) -> None:
        super().__init__()
        self.switches: list[bool] = []

    def compose(self):
        yield Static("board")

    def layout_changed(self) -> None:
        self.switches.append(self.large)


class OneScreen(Shell):
    def on_mount(self) -> None:
        self.push_screen(Board())


async def test_large_layout_follows_the_terminal() -> None:
    app = OneScreen()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Board)
        assert not screen.large and not screen.has_class("-large")
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert screen.large and screen.has_class("-large")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not screen.has_class("-large")
        assert screen.switches == [True, False]
