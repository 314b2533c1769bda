"""Every screen shows the app's footer, which keeps its keys while a key changes none of them.

Before, the campaign's list and map, the settings and the resume list composed Textual's own
footer, which takes all its keys down and mounts them anew after nearly every key pressed.
"""

from __future__ import annotations

import pytest
from textual.screen import Screen

from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.screens.save_list import SaveListScreen
from yamabushi.tui.screens.settings import SettingsScreen
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.picker import CampaignListScreen
from yamabushi.yami.campaign.profile import new_profile

SCREENS = {
    "the campaign list": CampaignListScreen,
    "the campaign map": lambda: CampaignMapScreen(new_profile("Kaito", 3)),
    "the settings": SettingsScreen,
    "the resume list": SaveListScreen,
}


@pytest.mark.parametrize("name", SCREENS)
async def test_a_key_that_changes_no_binding_keeps_the_footer_s_keys(name):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen: Screen[object] = SCREENS[name]()
        await app.push_screen(screen)
        await pilot.pause()
        footer = screen.query_one("Footer")
        assert isinstance(footer, Footer), f"{name} shows Textual's footer, not the app's"
        keys = list(footer.children)
        assert keys, f"{name} shows no key in its footer"
        await pilot.press("tab")
        await pilot.pause()
        assert list(screen.query_one(Footer).children) == keys
