"""What the generic screens ask of a game's views, and the table that answers them.

The replay viewer, the review, the tutorials, the sandbox, the menu and the daily
challenges are one screen each for every game; what differs per game (its screen, its
replay board, its tutorial screens, its position editor) is one row of the table that
`tui/games.py` fills and the app hands to every screen as `Shell.views`. So no generic
screen imports a game's folder, and a game's views are added in one place. A row's
classes load when first asked for, not with the menu (tests/tui/test_startup.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from yamabushi.app.catalog import ModeEntry, entry_for, mode_for
from yamabushi.core.errors import RulesError
from yamabushi.core.spec import Variant

if TYPE_CHECKING:  # the menu paints before the sessions and the engines load
    from textual.screen import Screen
    from textual.visual import VisualType
    from textual.widget import Widget

    from yamabushi.app.tutorials import TutorialRun
    from yamabushi.core.protocol import Engine
    from yamabushi.core.replay import Step
    from yamabushi.session.controller import Session
    from yamabushi.session.view import GameView


class ReplayBoard(Protocol):
    """How one game draws a replayed position: its board widget and its side panel, read-only
    (no cursor, nothing to pick). A seat's secrets come only from `engine.observation`; the
    viewer asks for every hand only once the game is over, and for one only behind that seat's
    hand-off."""

    hidden: bool
    """True when seats hold secrets, so the viewer chooses whose view to replay."""
    edits: bool
    """True when the game has a position editor (`editor`)."""
    review_key: str
    """How `decision` tells the move played from the better one, said under the review's board."""

    def editor(self, text: str) -> Screen[None]:
        """The position editor opened on `text`, the position in the game's notation."""
        ...

    def widget(self, seats: int) -> Widget:
        """The board widget of a game with `seats` seats."""
        ...

    def legend(self) -> Widget | None:
        """A key to the board's marks, which `show` keeps up to date and the viewer shows on `l`;
        None for a board whose marks are explained beside it."""
        ...

    def show(
        self, widget: Widget, engine: Engine[Any, Any], state: Any, seats: tuple[int, ...], turn: Sequence[Step]
    ) -> VisualType:
        """Draw `state` with the hands of `seats` (none, one, or every seat once the game is over)
        and the marks of `turn`, the steps of the turn that led to it; return the side-panel text."""
        ...

    def decision(self, widget: Widget, engine: Engine[Any, Any], state: Any, seat: int, played: Any, better: Any | None) -> None:
        """Draw `state` as `seat` saw it before a decision (its hand, never another's), the action
        `played` drawn as the last action is and `better` (if any) as a hint is: the review's board."""
        ...


class NoEditor:
    """The editor part of a replay board whose game has no position editor."""

    edits = False

    def editor(self, text: str) -> Screen[None]:
        raise RulesError("This game has no position editor.")


ScreenClass = Callable[[Mapping[str, Any]], type]
"""Loads the class of a screen for a game with these options (a variant's screen when they
ask for it); the class takes the session, or a tutorial's run."""


@dataclass(frozen=True)
class Editor:
    """A game's position editor, as the menu offers it."""

    label: str
    open: Callable[[], Screen[None]]


@dataclass(frozen=True)
class GameViews:
    """One game's row: its screens by the menu mode's key, and what the generic screens show of it."""

    screens: Mapping[str, ScreenClass]
    replay: Callable[[], ReplayBoard] | None = None
    tutorials: Mapping[str, ScreenClass] = field(default_factory=dict)
    """The tutorial screen of each mode a lesson may be played in."""
    choosers: Mapping[str, Callable[[], Screen[None]]] = field(default_factory=dict)
    """The screen a mode with a chooser opens instead of the new-game dialog, by the chooser's name."""
    editor: Editor | None = None

    def on_top(self, variant: Variant, views: VariantViews) -> GameViews:
        """This row with a variant's views over it: in the modes its switch is offered in, its
        screens for a game whose options turn it on, and its replay board instead of the base's.
        A variant gone from the registry is never switched on, so its views are never asked."""
        return replace(
            self,
            screens={key: _switch(variant, key, views.screen, load) for key, load in self.screens.items()},
            tutorials={key: _switch(variant, key, views.tutorial, load) for key, load in self.tutorials.items()},
            replay=views.replay or self.replay,
        )


@dataclass(frozen=True)
class VariantViews:
    """A switched variant's views (Expert's): its screen and tutorial screen, and the replay board
    that draws what its positions add."""

    screen: ScreenClass
    tutorial: ScreenClass
    replay: Callable[[], ReplayBoard] | None = None


def _switch(variant: Variant, key: str, on: ScreenClass, off: ScreenClass) -> ScreenClass:
    if key not in variant.switched:
        return off
    return lambda options: on(options) if variant.on(options) else off(options)


@dataclass(frozen=True)
class Views:
    """Every game's views by the game's name (the catalog's `ModeEntry.game`)."""

    games: Mapping[str, GameViews]

    def screen_class(self, session: GameView) -> type:
        """The class of the screen that plays `session` (a front end may add to it: a table's undo)."""
        entry = mode_for(session.engine.name, session.options.get("mode"))
        return self.games[entry.game].screens[entry.key](session.options)

    def screen_for(self, session: Session) -> Screen[None]:
        """The screen that plays `session`, from the menu entry of its game and mode (for resumed games too)."""
        screen: Screen[None] = self.screen_class(session)(session)
        return screen

    def chooser_screen(self, entry: ModeEntry) -> Screen[None]:
        """The screen a mode with a chooser opens instead of the new-game dialog."""
        assert entry.chooser is not None
        return self.games[entry.game].choosers[entry.chooser]()

    def tutorial_screen(self, run: TutorialRun) -> Screen[None]:
        """The lesson's screen: the tutorial version of the screen its mode is played on."""
        tutorial = run.tutorial
        entry = entry_for(tutorial.game, tutorial.options)
        screen: Screen[None] = self.games[entry.game].tutorials[entry.key](tutorial.options)(run)
        return screen

    def replay_board(self, game: str) -> ReplayBoard:
        """How `game` draws a replayed position; RulesError for a game that keeps no replay."""
        load = self.games[game].replay if game in self.games else None
        if load is None:
            raise RulesError(f"There is no replay board for {game}.")
        return load()

    def editors(self) -> list[Editor]:
        return [views.editor for views in self.games.values() if views.editor is not None]
