"""Yami's tutorial screen: the game's own screen with its actions going through the script."""

from __future__ import annotations

from rich.text import Text

from yamabushi.tui.screens.tutorial import TutorialScreen, next_step_binding
from yamabushi.tui.yami.prompt import verdict
from yamabushi.tui.yami.screen import YamiScreen


class YamiTutorialScreen(TutorialScreen, YamiScreen):
    """Whoever acts shows their hand with no hand-off (see `TutorialScreen.hides_private_info`)."""

    BINDINGS = next_step_binding(YamiScreen)
    CSS = "#prompt { color: $accent; } Said { max-height: 4; }"
    prompt_line = "#prompt"

    def step_prompt(self) -> Text:
        """While a tile is steered, the game's verdict line stays under the step: it names the
        placement where the tile stands, so the player can match the one the step asks for."""
        text = super().step_prompt()
        view = self.table_view()
        shown, draft = self._preview(view), self.listed_draft()
        if draft is None or shown is None:
            return text
        return Text("\n").join([text, verdict(view, draft, shown)])
