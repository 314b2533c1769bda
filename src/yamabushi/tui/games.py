"""The TUI's one table of per-game views: for each game, the screen of each menu mode, its
replay board, its tutorial screens, its choosers and its position editor.

The app hands this table to every generic screen (`Shell.views`), so the replay viewer,
the review, the tutorials and the menu import no game's folder; a variant (Expert, Muk Yan,
Mindlock, the campaign) is a screen on top of its base's, chosen here. A switch in its base's
modes (Expert) lays its views over its base's row in one call (`on_top`), so removing it is
its folder and that call. Every class loads when first asked for, so the menu paints before
the game screens load.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from yamabushi import himiki, himizu, yami
from yamabushi.himiki import expert, mindlock
from yamabushi.tui.kit.views import Editor, GameViews, ReplayBoard, VariantViews, Views

if TYPE_CHECKING:
    from textual.screen import Screen


def _duel(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.screen import HiMiKiScreen

    return HiMiKiScreen


def _expert(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.expert.screen import ExpertScreen

    return ExpertScreen


def _mukyan(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.mukyan.screen import MukYanScreen

    return MukYanScreen


def _mindlock(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.mindlock.screen import MindlockScreen

    return MindlockScreen


def _himizu(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himizu.screen import HimizuScreen

    return HimizuScreen


def _yami(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.yami.screen import YamiScreen

    return YamiScreen


def _duel_lesson(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.tutorial import HiMiKiTutorialScreen

    return HiMiKiTutorialScreen


def _expert_lesson(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.expert.tutorial import ExpertTutorialScreen

    return ExpertTutorialScreen


def _mukyan_lesson(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himiki.mukyan.tutorial import MukYanTutorialScreen

    return MukYanTutorialScreen


def _himizu_lesson(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.himizu.tutorial import HimizuTutorialScreen

    return HimizuTutorialScreen


def _yami_lesson(options: Mapping[str, Any]) -> type:
    from yamabushi.tui.yami.tutorial import YamiTutorialScreen

    return YamiTutorialScreen


def _himiki_replay() -> ReplayBoard:
    from yamabushi.tui.himiki.replay import HiMiKiReplay

    return HiMiKiReplay()


def _expert_replay() -> ReplayBoard:
    """Hi Mi Ki's board with Expert's Chaos panel beside it."""
    from yamabushi.tui.himiki.expert.chaos import replay_text
    from yamabushi.tui.himiki.replay import HiMiKiReplay

    return HiMiKiReplay(chaos_panel=replay_text)


def _himizu_replay() -> ReplayBoard:
    from yamabushi.tui.himizu.replay import HimizuReplay

    return HimizuReplay()


def _yami_replay() -> ReplayBoard:
    from yamabushi.tui.yami.replay import YamiReplay

    return YamiReplay()


def _himiki_editor() -> Screen[None]:
    from yamabushi.tui.himiki.editor import PositionEditor

    return PositionEditor()


def _mindlock_picker() -> Screen[None]:
    from yamabushi.tui.himiki.mindlock.picker import MindlockPicker

    return MindlockPicker()


def _daily() -> Screen[None]:
    from yamabushi.tui.screens.daily import DailyScreen

    return DailyScreen()


def _campaigns() -> Screen[None]:
    from yamabushi.tui.yami.campaign.picker import CampaignListScreen

    return CampaignListScreen()


VIEWS = Views(
    {
        himiki.SPEC.name: GameViews(
            screens={"himiki-1v1": _duel, "himiki-2v2": _duel, "himiki-mukyan": _mukyan},
            replay=_himiki_replay,
            tutorials={"himiki-1v1": _duel_lesson, "himiki-2v2": _duel_lesson, "himiki-mukyan": _mukyan_lesson},
            editor=Editor("Study a Hi Mi Ki position (editor)", _himiki_editor),
        ).on_top(expert.VARIANT, VariantViews(_expert, _expert_lesson, _expert_replay)),
        mindlock.SPEC.name: GameViews(
            screens={mindlock.SPEC.modes[0].key: _mindlock, "daily": _mindlock},
            choosers={"challenge": _mindlock_picker, "daily": _daily},
        ),
        himizu.SPEC.name: GameViews(
            screens={himizu.SPEC.modes[0].key: _himizu},
            replay=_himizu_replay,
            tutorials={himizu.SPEC.modes[0].key: _himizu_lesson},
        ),
        yami.SPEC.name: GameViews(
            screens=dict.fromkeys(("yami-2p", "yami-3p", "yami-4p", "yami-campaign"), _yami),
            replay=_yami_replay,
            tutorials={"yami-2p": _yami_lesson},
            choosers={"campaign": _campaigns},
        ),
    }
)
"""Every game's views, by the name its registration gives it (and its modes by their keys)."""
