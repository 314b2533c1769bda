"""Which screen plays each menu mode, and which screen a mode with a chooser opens first.

Screens load when a game starts, not with the menu, so start-up stays fast.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from yamabushi.app.catalog import ModeEntry, mode_for

if TYPE_CHECKING:
    from textual.screen import Screen

    from yamabushi.session.controller import Session
    from yamabushi.session.view import GameView

_HIMIKI = "yamabushi.tui.himiki.screen:HiMiKiScreen"
_YAMI = "yamabushi.tui.yami.screen:YamiScreen"
SCREENS = {
    "himiki-1v1": _HIMIKI,
    "himiki-2v2": _HIMIKI,
    "himiki-mukyan": "yamabushi.tui.himiki.mukyan.screen:MukYanScreen",
    "mindlock": "yamabushi.tui.himiki.mindlock.screen:MindlockScreen",
    "daily": "yamabushi.tui.himiki.mindlock.screen:MindlockScreen",
    "himizu": "yamabushi.tui.himizu.screen:HimizuScreen",
    **{key: _YAMI for key in ("yami-2p", "yami-3p", "yami-4p", "yami-campaign")},
}
"""Every menu mode's screen, by the mode's key."""
CHOOSERS = {
    "challenge": "yamabushi.tui.himiki.mindlock.picker:MindlockPicker",
    "campaign": "yamabushi.tui.yami.campaign.picker:CampaignListScreen",
    "daily": "yamabushi.tui.screens.daily:DailyScreen",
}


def _load(target: str) -> type:
    module, name = target.split(":")
    found: type = getattr(import_module(module), name)
    return found


def screen_for(session: Session) -> Screen[None]:
    """The screen that plays `session`, from the menu entry of its game and mode (for resumed games too)."""
    screen: Screen[None] = screen_class(session)(session)
    return screen


def screen_class(session: GameView) -> type:
    """The class of `screen_for`'s screen, for a front end that adds to it (a table's undo)."""
    return _load(SCREENS[mode_for(session.engine.name, session.options.get("mode")).key])


def chooser_screen(entry: ModeEntry) -> Screen[None]:
    """The screen a mode with a chooser opens instead of the new-game dialog."""
    assert entry.chooser is not None
    screen: Screen[None] = _load(CHOOSERS[entry.chooser])()
    return screen
