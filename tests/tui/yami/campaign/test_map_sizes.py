"""The campaign map shows all 22 missions at every terminal size, named where there is room."""

from __future__ import annotations

import re

import pytest

from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.yami.campaign.map import CampaignMapScreen
from yamabushi.tui.yami.campaign.map_grid import YamiMap
from yamabushi.yami.campaign.profile import new_profile


def drawn(screen: CampaignMapScreen) -> list[str]:
    return str(screen.query_one(YamiMap).render()).splitlines()


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40), (160, 50)])
async def test_every_mission_is_on_the_map_at_every_size(size):
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = CampaignMapScreen(new_profile("Sizes", 2))
        await app.push_screen(screen)
        await pilot.pause()
        lines = drawn(screen)
        codes = {int(n) for n in re.findall(r"[FWC]\s?(\d+) [-o+*]", "\n".join(lines))}
        assert codes == set(range(1, 23)), f"missing {set(range(1, 23)) - codes} at {size}"
        assert max(map(len, lines)) <= size[0]


async def test_a_tall_wide_screen_gives_each_name_two_lines_and_a_resize_follows():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = CampaignMapScreen(new_profile("Names", 2))
        await app.push_screen(screen)
        await pilot.pause()
        lines = drawn(screen)
        row = next(i for i, line in enumerate(lines) if "Stepping" in line)
        column = lines[row].index("Stepping")
        assert lines[row + 1][column : column + 6] == "stones", "the name goes on under itself"
        assert "The Lyken" in "\n".join(lines) and "first enci…" in "\n".join(lines)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        text = "\n".join(drawn(screen))
        assert "Stepping…" in text and "stones" not in text and "C22" in text
