"""Expert's tutorial screen: Hi Mi Ki's tutorial screen on the Expert screen."""

from __future__ import annotations

from yamabushi.tui.himiki.expert.screen import ExpertScreen
from yamabushi.tui.himiki.tutorial import HiMiKiTutorialScreen


class ExpertTutorialScreen(HiMiKiTutorialScreen, ExpertScreen):
    """The step's prompt and the Chaos tiles both in view; the tiles' keys answer the script."""
