"""The rules core never pulls in the UI toolkit: bots and the CLI stay light."""

import subprocess
import sys

CHECK = """
import pkgutil, importlib, sys
import yamabushi.core, yamabushi.session, yamabushi.himiki
for info in pkgutil.walk_packages(yamabushi.himiki.__path__, "yamabushi.himiki."):
    importlib.import_module(info.name)
importlib.import_module("yamabushi.session.controller")
print(",".join(sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))))
"""


def test_himiki_core_and_session_leave_textual_and_rich_out():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
