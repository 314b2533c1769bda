"""The campaign on top of Yami: the map, profiles, Power and Moon tiles, the Night side.

It plugs its rule hooks into the base engine (yami/variant.py, by `plugged.py`): the base
never imports it. Its registration line (`VARIANT`) installs it before the first Yami game
the app builds, and `Yami` from here is the engine with it plugged in.

Its public face: a front end imports the game from here only, never a module of it
(tests/test_layers.py holds them to it).
"""

from typing import TYPE_CHECKING

from yamabushi.core.face import lazy_face
from yamabushi.yami.campaign.spec import VARIANT

if TYPE_CHECKING:
    from yamabushi.yami.campaign.plugged import Yami
    from yamabushi.yami.campaign.data import campaign, CampaignFile, FINAL, NodeModel, REGIONS
    from yamabushi.yami.campaign.profile import (
        choose_loadout,
        done,
        finished,
        MAX_ROUNDS,
        mission_options,
        mission_stars,
        new_profile,
        power_spaces,
        powers_owned,
        Profile,
        PROFILE_VERSION,
        record,
        Scorepad,
        scorepad,
        standing,
    )
    from yamabushi.yami.campaign.text import (
        mission_detail,
        mission_name,
        power_label,
        powers_line,
        profile_summary,
        result_news,
        scorepad_lines,
        usable_now,
        use_label,
        WON,
    )

__getattr__ = lazy_face(__name__, __file__)

__all__ = [
    "campaign",
    "CampaignFile",
    "choose_loadout",
    "done",
    "FINAL",
    "finished",
    "MAX_ROUNDS",
    "mission_detail",
    "mission_name",
    "mission_options",
    "mission_stars",
    "new_profile",
    "NodeModel",
    "power_label",
    "power_spaces",
    "powers_line",
    "powers_owned",
    "Profile",
    "profile_summary",
    "PROFILE_VERSION",
    "record",
    "REGIONS",
    "result_news",
    "Scorepad",
    "scorepad",
    "scorepad_lines",
    "standing",
    "usable_now",
    "use_label",
    "VARIANT",
    "WON",
    "Yami",
]
