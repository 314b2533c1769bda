"""The rules core, the session and every engine must run without Textual or Rich."""

import subprocess
import sys

CHECK = """
import sys
import yamabushi.core.protocol, yamabushi.core.testing, yamabushi.session.controller
import yamabushi.session.testing, yamabushi.data, yamabushi.app.registry, yamabushi.app.stats_report
for spec in yamabushi.app.registry.specs():
    spec.engine()
leaked = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(",".join(leaked))
"""


def test_core_session_and_engines_never_import_textual_or_rich():
    out = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
