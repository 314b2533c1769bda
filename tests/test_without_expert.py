"""Removing Expert is deleting its folders and its lines, and nothing else breaks.

On a copy of the package without `himiki/expert/` and `tui/himiki/expert/`, and without the
two lines that name them (its registration in `app/registry.py`, its views laid over Hi Mi
Ki's in `tui/games.py`), every module still loads, a 1 vs 1 starts in plain mode and gets
Hi Mi Ki's screen in the TUI, its new-game dialog offers no Expert switch, and `--expert` is
refused in one sentence.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import yamabushi

SOURCE = Path(yamabushi.__file__).parent
LINES = {
    "app/registry.py": (("from yamabushi.himiki import expert, mindlock, mukyan", "from yamabushi.himiki import mindlock, mukyan"),
                        ("    expert.VARIANT,\n", "")),
    "tui/games.py": (("from yamabushi.himiki import expert, mindlock", "from yamabushi.himiki import mindlock"),
                     ("        ).on_top(expert.VARIANT, VariantViews(_expert, _expert_lesson, _expert_replay)),", "        ),")),
}
PLAY_AND_SHOW = """
import importlib, pkgutil, yamabushi
for module in pkgutil.walk_packages(yamabushi.__path__, "yamabushi."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)  # nothing left names the folders gone
from yamabushi.app.registry import spec_for
from yamabushi.app.sessions import new_session
from yamabushi.tui.games import VIEWS
session = new_session("himiki", {"mode": "1v1"}, 1, save=False)
print(VIEWS.screen_class(session).__name__, [entry.choices for entry in spec_for("himiki").modes][0])
"""


def without_expert(tmp_path: Path) -> Path:
    package = tmp_path / "src" / "yamabushi"
    shutil.copytree(SOURCE, package, ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "rules").symlink_to(SOURCE.parents[1] / "rules")
    shutil.rmtree(package / "himiki" / "expert")
    shutil.rmtree(package / "tui" / "himiki" / "expert")
    for name, edits in LINES.items():
        text = (package / name).read_text(encoding="utf-8")
        for line, rest in edits:
            assert line in text, f"{name} no longer has the line that names Expert: {line.strip()}"
            text = text.replace(line, rest)
        (package / name).write_text(text, encoding="utf-8")
    return tmp_path / "src"


def run(src: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(src), "YAMABUSHI_HOME": str(src.parent / "home")}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, input=stdin, env=env, timeout=120)


def test_without_expert_a_1v1_plays_and_expert_is_refused_in_one_sentence(tmp_path):
    src = without_expert(tmp_path)
    refused = run(src, "-m", "yamabushi", "play", "himiki", "--expert", "--plain")
    assert (refused.returncode, refused.stderr) == (2, "yamabushi: This build of Yamabushi has no Expert mode: --expert is refused.\n")
    plain = run(src, "-m", "yamabushi", "play", "himiki", "--plain", "--seed", "1", stdin="legal\n")
    assert plain.returncode == 0 and plain.stderr == "" and "White to play>" in plain.stdout and "place B5 HMK" in plain.stdout
    shown = run(src, "-c", PLAY_AND_SHOW)
    assert shown.stdout == "HiMiKiScreen {'setup': ('choose', 'random')}\n", shown.stderr
