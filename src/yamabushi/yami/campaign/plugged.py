"""The engine with the campaign plugged in: importing this module plugs the campaign's rule
hooks into the base (yami/variant.py). The registration's install does it before the first
Yami game; a module that builds its own engine for a campaign deal imports `Yami` from here."""

from yamabushi.yami.campaign.rules import CAMPAIGN
from yamabushi.yami.engine import Yami
from yamabushi.yami.variant import plug

plug(CAMPAIGN)

__all__ = ["Yami"]
