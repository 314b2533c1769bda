"""Hi Mi Ki stands without its variants, and a variant switches on by its one registration line.

Run in a fresh interpreter that imports every base module but never `app/registry.py`: a
plain game plays to its end, and what needs Expert or Muk Yan is refused in one sentence (as
after deleting the variant's folder and its line). Importing a variant's `variant` module
then switches it on, with no other change.
"""

import subprocess
import sys

CHECK = """
import pkgutil, importlib, sys
import yamabushi.himiki
from yamabushi.core.errors import RulesError
from yamabushi.core.testing import play_random_game
for info in pkgutil.iter_modules(yamabushi.himiki.__path__, "yamabushi.himiki."):
    if not info.ispkg:
        importlib.import_module(info.name)
print("loaded:", sorted(m for m in sys.modules if m.startswith(("yamabushi.himiki.expert", "yamabushi.himiki.mukyan"))))
from yamabushi.himiki.engine import HiMiKi
from yamabushi.himiki.hpn import from_hpn
engine = HiMiKi()
game = play_random_game(engine, {"mode": "2v2", "setup": "random"}, seed=3)
print("2v2 over:", engine.outcome(game.states[-1]) is not None)
for ask in (lambda: engine.new_game({"expert": True}, 1), lambda: engine.new_game({"mode": "mukyan"}, 1),
            lambda: from_hpn("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - - hands:-/-")):
    try:
        ask()
        print("accepted")
    except RulesError as refused:
        print("refused:", refused)
import yamabushi.himiki.expert.variant, yamabushi.himiki.mukyan.variant
engine.new_game({"expert": True}, 1)
state = from_hpn("B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK b 0-0 --- - -", "mukyan")
print("switched on:", engine.format_action(state, engine.legal_actions(state)[0]).split()[0])
"""


def test_the_base_plays_alone_and_each_variant_switches_on_by_its_registration():
    run = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True)
    assert run.stdout.splitlines() == [
        "loaded: []",
        "2v2 over: True",
        "refused: Unknown Hi Mi Ki option(s): expert; known: mode, setup, position.",
        "refused: Unknown Hi Mi Ki mode 'mukyan'; available: 1v1, 2v2.",
        "refused: HPN extra field 'hands:-/-': a position has six fields.",
        "switched on: mukyan",
    ], run.stderr
