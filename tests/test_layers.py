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


TUI = PACKAGE / "tui"
TUI_GAMES = tuple(TUI / game for game in GAMES)
"""The game folders of tui/ (a variant's folder sits inside its game's)."""


def folder(module: str) -> Path:
    return MODULES[module].parent


def strongly_connected(graph: dict[Path, set[Path]]) -> list[set[Path]]:
    """Tarjan's components of `graph`, each a set of its nodes."""
    index: dict[Path, int] = {}
    low: dict[Path, int] = {}
    stack: list[Path] = []
    found: list[set[Path]] = []

    def visit(node: Path) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component: set[Path] = set()
            while node not in component:
                component.add(stack.pop())
            found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def tui_folder_graph() -> dict[Path, set[Path]]:
    """tui/'s folders, each with the other folders of tui/ its modules import."""
    graph: dict[Path, set[Path]] = {}
    for module, targets in GRAPH.items():
        if MODULES[module].is_relative_to(TUI):
            here = graph.setdefault(folder(module), set())
            here |= {folder(t) for t in targets if t in MODULES and MODULES[t].is_relative_to(TUI)} - {folder(module)}
    return graph


def test_tui_s_folders_form_a_ladder_and_no_generic_screen_or_widget_imports_a_game():
    """tui/ climbs one way: kit/ (text, the shell, messages) <- widgets/ <- screens/ <- the game
    folders (a variant's above its base) <- the app and the one table of per-game views
    (tui/games.py) at the top, which the app hands to the generic screens."""
    knots = [
        sorted(str(p.relative_to(PACKAGE)) for p in component)
        for component in strongly_connected(tui_folder_graph())
        if len(component) > 1
    ]
    generic = (TUI / "screens", TUI / "widgets")
    reaching = [
        f"{module} imports {target}"
        for module, targets in GRAPH.items()
        if MODULES[module].parent in generic
        for target in targets
        if target in MODULES and any(MODULES[target].is_relative_to(game) for game in TUI_GAMES)
    ]
    assert knots == [] and reaching == []
