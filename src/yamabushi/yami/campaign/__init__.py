"""The Yami campaign: 22 missions on a map, with Powers, the Moon and hazards."""

from yamabushi.yami.campaign.spec import VARIANT

__all__ = ["VARIANT"]
