"""The app as its screens see it, and the two kinds of screen the app is made of.

`YamabushiApp` imports the menu and the dialogs, so they cannot import it back;
they see `Shell` instead, which the app implements, and `AppScreen.app` is typed
as it, so a call a screen makes to the app is checked like any other. `Dialog`
and `while_on_top` keep keys that arrive together from acting twice, and
`Shell.run_action` keeps them from reaching a screen before it is built.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from functools import update_wrapper
from pathlib import Path
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from textual import events, getters
from textual.actions import ActionParseResult
from textual.app import App
from textual.dom import DOMNode
from textual.await_complete import AwaitComplete
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button

from yamabushi.core.text import visible
from yamabushi.tui.kit.footer import Footer
from yamabushi.app.settings import Settings

if TYPE_CHECKING:  # the menu paints before the sessions load (tests/tui/test_startup.py)
    from yamabushi.session.controller import Session
    from yamabushi.session.timeline import Timeline
    from yamabushi.tui.kit.views import Views

R = TypeVar("R")
S = TypeVar("S", bound=Screen[Any])
P = ParamSpec("P")


MOUNT_POLL = 0.01
"""Seconds between looks at a screen still mounting that a key has already closed."""


class Shell(App[None]):
    """The app as its screens see it: the player's settings and the ways to start or resume a game."""

    settings: Settings
    save_games: bool
    views: Views
    """Every game's screens and views (tui/games.py), which the generic screens show."""

    async def run_action(
        self,
        action: str | ActionParseResult,
        default_namespace: DOMNode | None = None,
        namespaces: Mapping[str, DOMNode] | None = None,
    ) -> bool:
        """A key in the same read as the key that opened a screen reaches that screen's bindings
        before the screen is built (composed and mounted): its list, board or inputs are not
        there yet, and an action that queries them would fail (`NoMatches: '#saves'`). Such a
        key is dropped, on every screen at once, quitting included (the app would close under
        the screen as it mounts)."""
        namespace = default_namespace if default_namespace not in (None, self) else None
        if not self._built(namespace):
            return False
        return await super().run_action(action, default_namespace, namespaces)

    def pop_screen(self) -> AwaitComplete:
        """Textual's, once the screen on top has mounted: a screen opened and closed in one burst
        of keys (Enter, then Esc, faster than Textual mounts it) was taken apart while its own
        mount still ran, and the app stopped on the first widget it looked for (NoMatches)."""
        top = self.screen_stack[-1] if self.screen_stack else None
        if top is None or top.is_mounted:
            return super().pop_screen()

        async def once_mounted() -> None:
            while not top.is_mounted and top is self.screen:
                await asyncio.sleep(MOUNT_POLL)
            if top is self.screen:
                await super(Shell, self).pop_screen()

        return AwaitComplete(once_mounted()).call_next(self)

    def _built(self, namespace: DOMNode | None) -> bool:
        """The app is not closing, and the screen on top and the node whose binding it is (if
        not the app) are mounted and not being taken apart: keys still queued as the app shuts
        down reach a screen whose widgets are already gone (`NoMatches: 'YamiMap'`), and Textual
        says such a node is no longer displayed."""
        top = self.screen_stack[-1] if self.screen_stack else None
        if self.return_code is not None or top is None:
            return False
        return all(node.is_mounted and node.display for node in (top, namespace) if isinstance(node, Widget))

    async def on_event(self, event: events.Event) -> None:
        """Keys read in the same burst as the one that quit (`q`, or Up to Quit and Enter, then
        more keys) reach an app whose screens are going or gone; Textual would fail on them
        (`ScreenStackError`, or a list queried as it is taken apart)."""
        if isinstance(event, events.Key) and (self.return_code is not None or not self.screen_stack):
            return
        await super().on_event(event)

    def ask_new_game(self, key: str, after: Screen[Any] | None = None, cancelled: Callable[[], None] | None = None) -> None:
        """Ask how to set up a game of the menu mode `key`, then start it. `after`: the screen of a
        finished game, left in sight under the dialog and replaced by the game started;
        `cancelled` runs when the dialog is cancelled (the finished game shows its end again)."""
        raise NotImplementedError

    def ask_new_game_for(
        self, game: str, options: dict[str, Any], after: Screen[Any] | None = None, cancelled: Callable[[], None] | None = None
    ) -> None:
        """The same, for the mode a game of `game` with `options` belongs to."""
        raise NotImplementedError

    def start_session(
        self, game: str, options: dict[str, Any], seed: int | None, players: dict[str, str] | None = None
    ) -> None:
        """Start a game of `game` with `options` (a position editor's: from its position)."""
        raise NotImplementedError

    def start_rematch(self, session: Session) -> None:
        """Start the game of `session` again with the seats moved on."""
        raise NotImplementedError

    def resume_game(self, path: Path) -> None:
        """Replace the current screen with the game saved in `path`, or say why it cannot be read."""
        raise NotImplementedError

    def open_statistics(self) -> None:
        raise NotImplementedError

    def open_review(self, timeline: Timeline, keep: Path | None, show: Callable[[int], None] | None = None) -> None:
        """The coach's review of `timeline` on the board, kept beside `keep`; `show(n)` puts the
        screen underneath at action n when the review closes (the replay viewer's)."""
        raise NotImplementedError

    def try_from_here(self, timeline: Timeline, index: int, seat: int) -> None:
        """A sandbox on the position before action `index`, as `seat` saw it."""
        raise NotImplementedError

    def replay_line(self, timeline: Timeline, title: str) -> None:
        """Watch a line of play that is no save (a solver's), every hand shown."""
        raise NotImplementedError

    def open_settings(self) -> None:
        raise NotImplementedError

    def change_settings(self, settings: Settings) -> None:
        """Apply `settings` at once and keep them for the next run."""
        raise NotImplementedError

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Shown literally whatever `markup` says: notifications quote files, paths and typed
        text, which are never markup, and with their control characters visible (see tui/kit/text.py)."""
        shown = visible(message, lines=True)
        super().notify(shown, title=visible(title), severity=severity, timeout=timeout, markup=False)


LARGE_SIZE = (100, 32)
"""The smallest terminal (columns, rows) on which screens use their large layout."""


def is_large(width: int, height: int) -> bool:
    return width >= LARGE_SIZE[0] and height >= LARGE_SIZE[1]


class AppScreen(Screen[None]):
    """A full screen of the app, whose `self.app` is typed as the Shell.

    Every screen has two layouts: compact (everything fits 80x24) and large (squares,
    cubes, tiles and hands drawn bigger), picked by the terminal size and switched on
    resize. CSS sees the large one as the `-large` class on the screen; a screen whose
    board draws itself redraws in `layout_changed`.
    """

    app = getters.app(Shell)
    large = False

    def on_resize(self, event: events.Resize) -> None:
        large = is_large(event.size.width, event.size.height)
        if large != self.large:
            self.large = large
            self.set_class(large, "-large")
            self.layout_changed()

    def layout_changed(self) -> None:
        """The layout switched between compact and large; redraw what draws itself."""

    @property
    def still_shown(self) -> bool:
        """A worker's result (a review, a hint, a bot's move) may be drawn: the screen is still
        on the stack, not being taken apart (Textual then says it is no longer displayed, as
        when the app shuts down) and the app is not closing. A screen closed, or an app quit,
        while the worker ran is being taken apart, and its widgets are no longer there to query."""
        return self.is_attached and self.display and self in self.app.screen_stack and self.app.return_code is None


class Dialog(ModalScreen[R]):
    """A modal screen that answers once. Keys that arrive together (Enter pressed three times)
    all reach it before it has gone; a second answer would run its callback again and close
    the screen beneath it, then fail with ScreenStackError.

    A dialog with `beside_board` opened over a game sits where the game's side panel (`#side`)
    is, so the position it is about (the final one, the square a cube goes on) stays in view;
    over any other screen it is centred as usual; beside the board it shows its own footer, so
    the keys at the bottom are the dialog's (Esc closes it), not the game's. Its first control
    has the focus, so Enter answers at once."""

    beside_board = False
    beside_width = 24
    """The fewest columns the side panel must have for this dialog to sit there (else it is centred)."""
    AUTO_FOCUS = "Button, Select, Input, OptionList, DataTable, ListView, Checkbox, RadioSet, Switch"
    """The first control, not a scrolling container around it: Enter answers at once."""

    def on_mount(self) -> None:
        self.call_after_refresh(self._dock)

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._dock)

    def _dock(self) -> None:
        """Cover the side panel of the game screen beneath, compact buttons and all (centred again
        when a resize leaves it too narrow): down to the move log at least, so no panel above the
        log shows the tail of a sentence under the dialog's edge ("scores 1."), and over the log
        too when the dialog reaches into it, so the log never opens on a cut entry."""
        side = self._side_panel()
        box = next(iter(self.query(".dialog").results()), None)
        if box is None:
            return
        self.set_class(side is not None, "-beside")
        if side is not None and not self.query(Footer):
            self.mount(Footer())  # over the game's own: the keys shown are the dialog's
            self.call_after_refresh(self.refresh_bindings)
        region = side.region if side is not None else None
        box.styles.offset = (region.x, region.y) if region else (0, 0)
        box.styles.width = region.width if region else None
        box.styles.max_height = region.height if region else None
        box.styles.min_height = region.height if region else None
        log = next(iter(side.query("#log").results()), None) if side is not None else None
        if region and log is not None and log.region.y > region.y:
            box.styles.min_height = log.region.y - region.y
            self.call_after_refresh(self._cover_the_log_if_reached, box, log)
        for button in self.query(Button).results():
            button.compact = side is not None

    def _cover_the_log_if_reached(self, box: Widget, log: Widget) -> None:
        if box.region.bottom > log.region.y and box.styles.max_height is not None:
            box.styles.min_height = box.styles.max_height

    def _side_panel(self) -> Widget | None:
        stack = self.app.screen_stack
        if not self.beside_board or len(stack) < 2 or stack[-1] is not self:
            return None
        side = next(iter(stack[-2].query("#side").results()), None)
        return side if side is not None and side.region.width >= self.beside_width else None

    def dismiss(self, result: R | None = None) -> AwaitComplete:
        if not self.is_active:
            return AwaitComplete()  # nothing to wait for: already complete
        return super().dismiss(result)


def while_on_top(handler: Callable[Concatenate[S, P], None]) -> Callable[Concatenate[S, P], None]:
    """For a screen's handler of a list pick or a submitted input: drop the message once the
    screen is no longer the one on top. Keys that arrive together (Enter pressed three times)
    all reach the list before the first pick has opened the next screen, which would else
    open three times."""

    def guarded(screen: S, /, *args: P.args, **kwargs: P.kwargs) -> None:
        if screen.is_active:
            handler(screen, *args, **kwargs)

    update_wrapper(guarded, handler)  # in place: the handler's name and docstring, its type kept
    return guarded
