"""Muk Yan's tutorial screen: Hi Mi Ki's, with the automa's dice panel."""

from __future__ import annotations

from yamabushi.tui.himiki.mukyan.screen import MukYanScreen
from yamabushi.tui.himiki.tutorial import HiMiKiTutorialScreen


class MukYanTutorialScreen(HiMiKiTutorialScreen, MukYanScreen):
    """Muk Yan's replies are the script's: its dice panel says why each one was played. A step's
    result explains more than a game's narration says: its box takes two rows more than Muk Yan's."""

    CSS = "MukYanTutorialScreen Said { max-height: 7; }"
