"""Himizu's tutorial screen: the game's own screen with its actions going through the script."""

from __future__ import annotations

from typing import Any

from yamabushi.tui.himizu.screen import HimizuScreen
from yamabushi.tui.screens.tutorial import TutorialScreen, next_step_binding


class HimizuTutorialScreen(TutorialScreen, HimizuScreen):
    """The prompt takes the place of the key hint; the board, tokens and abilities stay in view."""

    BINDINGS = next_step_binding(HimizuScreen)
    CSS = "#hint { color: $accent; } Said { max-height: 4; }"
    prompt_line = "#hint"

    def play(self, action: Any) -> bool:
        """A step's replies may pass the turn, so an ability being aimed must not carry over."""
        played = super().play(action)
        if played:
            self.aiming = None
        return played

    def action_next_step(self) -> None:
        """A new scene starts with no figure picked up: the square may hold another one now."""
        self.selected = self.aiming = None
        super().action_next_step()
