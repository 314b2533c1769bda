"""The campaign on top of Yami: the map, profiles, Power and Moon tiles, the Night side.

It plugs its rule hooks into the base engine as it loads (yami/variant.py): the base
never imports it. The registry loads it with its registration line (`VARIANT`), and
every module that deals a campaign mission imports from here, so a campaign game
never meets the plain hooks.
"""

from yamabushi.yami.campaign.rules import CAMPAIGN
from yamabushi.yami.campaign.spec import VARIANT
from yamabushi.yami.engine import Yami
from yamabushi.yami.variant import plug

plug(CAMPAIGN)

__all__ = ["VARIANT", "Yami"]
