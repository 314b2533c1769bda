"""Hi Mi Ki's tutorial screen: the game's own screen with its actions going through the script."""

from __future__ import annotations

from yamabushi.himiki import Action
from yamabushi.tui.himiki.screen import HiMiKiScreen
from yamabushi.tui.screens.tutorial import TutorialScreen, next_step_binding


class HiMiKiTutorialScreen(TutorialScreen, HiMiKiScreen):
    BINDINGS = next_step_binding(HiMiKiScreen)

    def legal(self) -> list[Action]:
        """While a result is shown the board offers no move: the next step has not begun."""
        return [] if self.run.waiting else super().legal()
