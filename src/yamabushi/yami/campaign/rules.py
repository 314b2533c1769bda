"""The campaign's rule hooks, plugged into the base engine (yami/variant.py) as the campaign loads."""

from __future__ import annotations

from yamabushi.yami.campaign.powers import (
    listed_use,
    power_refusal,
    power_uses,
    use_power,
    why_no_power,
)
from yamabushi.yami.campaign.setup import (
    EXTRA_KEYS,
    campaign_mission,
    normalize_extras,
    prepare,
)
from yamabushi.yami.campaign.text import powers_line
from yamabushi.yami.variant import Variant

CAMPAIGN = Variant(
    option_keys=EXTRA_KEYS,
    normalize=normalize_extras,
    mission=campaign_mission,
    prepare=prepare,
    uses=power_uses,
    use=use_power,
    refusal=power_refusal,
    listed=listed_use,
    why_no_power=why_no_power,
    powers_line=powers_line,
)
