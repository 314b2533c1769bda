"""Imports point one way: core <- session <- games <- app <- plain / tui <- net <- cli.

Every import in every module counts, late ones inside functions and those under
TYPE_CHECKING included, so a cycle cannot hide behind a deferred import. A game
imports only `core`, the data loader and itself; `session` imports only `core`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import yamabushi

PACKAGE = Path(yamabushi.__file__).parent
GAMES = ("himiki", "himizu", "yami")
RANK = {"core": 0, "session": 1, "data": 2, **{game: 2 for game in GAMES}, "app": 3, "plain": 4, "tui": 4, "net": 5, "cli": 6}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every yamabushi module `path` imports (a `from pkg import name` names the module
    `pkg.name` when it is one, else `pkg`)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.split(".")[0] == "yamabushi"}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "yamabushi":
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in MODULES else node.module)
    return found


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}
GRAPH = {name: imports_of(path) for name, path in MODULES.items()}


def layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in RANK else None


def test_every_import_points_down_a_layer_or_stays_in_its_own():
    upward = []
    for module, targets in GRAPH.items():
        mine = layer(module)
        if mine is None:
            continue
        for target in targets:
            theirs = layer(target)
            if theirs is None or theirs == mine:
                continue
            allowed = ("core", "data") if mine in GAMES else ("core",) if mine == "data" else None
            if (theirs not in allowed) if allowed else RANK[theirs] >= RANK[mine]:
                upward.append(f"{module} imports {target}")
    assert upward == []


def test_plain_and_tui_stay_apart():
    crossing = [f"{m} imports {t}" for m, ts in GRAPH.items() for t in ts if {layer(m), layer(t)} == {"plain", "tui"}]
    assert crossing == []


def test_no_import_cycle_late_imports_included():
    cycles, state = [], {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(GRAPH.get(module, ())):
            if target not in GRAPH:
                continue
            if state.get(target) == "open":
                cycles.append(" -> ".join(path[path.index(target):] + [target]))
            elif target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in sorted(GRAPH):
        if module not in state:
            visit(module, [module])
    assert cycles == []


AUTHORITY = ("table", "server", "undo", "observation", "protocol", "codec", "codes", "door", "peer", "campaign")
"""The table's authority in net/: what the host runs, beside no front end of its own."""


def test_the_table_s_authority_imports_no_front_end():
    """The host decides for every client; it may share what the front ends share (app/), never
    import one of them (the text views it sends sit in app/text_views.py)."""
    reaching = [
        f"{module} imports {target}"
        for module in (f"yamabushi.net.{name}" for name in AUTHORITY)
        for target in GRAPH[module]
        if layer(target) in ("plain", "tui")
    ]
    assert reaching == []


ELSEWHERE = ("tui",)
"""Front ends whose per-game tables are still being keyed by the spec: they join the scan below
once they look their games up in the registry."""


def test_a_game_s_name_is_spelled_only_in_its_package_and_its_registration():
    """A game declares itself once (its spec) and app/registry.py registers it; everyone else
    asks the registry, so no module outside the game's package spells its name."""
    from yamabushi.app.registry import specs

    names = {spec.name for spec in specs()}
    spelled = []
    for module, path in MODULES.items():
        if layer(module) in (*GAMES, *ELSEWHERE) or module == "yamabushi.app.registry":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in names:
                spelled.append(f"{module}:{node.lineno} spells {node.value!r}")
    assert spelled == []
