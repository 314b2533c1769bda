"""Start-up time: the menu paints before pydantic, the sessions, the engines and the game screens load
(the games' faces and registrations, which list them, load nothing of them)."""

import subprocess
import sys

from yamabushi.app.settings import Settings, save_settings

FIRST_SCREEN = """
import sys
from yamabushi.tui.app import YamabushiApp

def ready(self):
    print(type(self.screen).__name__, self.settings.theme)
    print(",".join(sorted(m for m in sys.modules if m.split(".")[0] == "pydantic" or m.startswith(LATER) and not REGISTRATION(m))))
    self.exit()

LATER = ("yamabushi.session.controller", "yamabushi.himiki", "yamabushi.himizu", "yamabushi.yami", "yamabushi.tui.screens.game")
def REGISTRATION(module):  # a game's faces (packages) and specs: the menu lists the games from them
    return module.endswith(".spec") or hasattr(sys.modules[module], "__path__")

YamabushiApp.on_ready = ready
YamabushiApp().run(headless=True, size=(80, 24))
"""


def test_the_menu_with_saved_settings_paints_before_the_games_load():
    save_settings(Settings(theme="light", bot_speed="fast"))
    out = subprocess.run([sys.executable, "-c", FIRST_SCREEN], capture_output=True, text=True, check=True)
    shown, loaded = out.stdout.splitlines()
    assert shown == "MenuScreen light"
    assert loaded == ""
