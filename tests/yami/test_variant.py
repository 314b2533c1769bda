"""The campaign plugs into the Yami base: the plain engine alone knows no campaign option,
the engine the app loads deals a campaign mission with its Powers and Moon tiles."""

import subprocess
import sys

PLAIN = """
from yamabushi.core.errors import RulesError
from yamabushi.yami.engine import Yami
engine = Yami()
state = engine.new_game(engine.normalize_options({"players": 2, "mission": 9}), 3)
print(state.campaign.whirlpools != 0, [a for a in engine.legal_actions(state) if type(a).__name__ == "UsePower"])
try:
    engine.normalize_options({"mission": 9, "powers": ["beacon"]})
except RulesError as refusal:
    print(refusal)
"""

PLUGGED = """
from yamabushi.app.registry import engine_for
engine = engine_for("yami")
options = engine.normalize_options({"mission": 9, "night": True, "powers": ["beacon"], "power_tokens": 1, "moon": ["waning"]})
state = engine.new_game(options, 3)
print(state.campaign.rounds, sorted({a.power for a in engine.legal_actions(state) if type(a).__name__ == "UsePower"}))
"""


def _run(code: str) -> list[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.splitlines()


def test_the_base_alone_plays_a_mission_s_tokens_and_refuses_the_campaign_s_options_in_one_sentence():
    assert _run(PLAIN) == ["True []", "Yami has no option 'powers'; its options are players, mission, first."]


def test_the_engine_the_app_loads_deals_the_campaign_s_moon_tiles_and_powers():
    assert _run(PLUGGED) == ["6 ['beacon']"]
