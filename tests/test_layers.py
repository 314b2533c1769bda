"""Imports point one way: core <- session <- games <- app <- plain / tui <- net <- cli.

Every import in every module counts, late ones inside functions and those under
TYPE_CHECKING included, so a cycle cannot hide behind a deferred import. A game
imports only `core`, the data loader and itself; `session` imports only `core`. Inside
`net`, the wire (`transport/`) sits under the table's authority (`host/`) and the two
clients (`tui_client/`, `plain_client/`), which never import each other.
"""

from __future__ import annotations

import ast
import inspect
from functools import cache
from importlib import import_module
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
@cache
def graph() -> dict[str, set[str]]:
    """Each module's imports, parsed when a test first asks (not at collection, in every worker)."""
    return {name: imports_of(path) for name, path in MODULES.items()}


def layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in RANK else None


def test_every_import_points_down_a_layer_or_stays_in_its_own():
    upward = []
    for module, targets in graph().items():
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
    crossing = [f"{m} imports {t}" for m, ts in graph().items() for t in ts if {layer(m), layer(t)} == {"plain", "tui"}]
    assert crossing == []


def test_no_import_cycle_late_imports_included():
    cycles, state = [], {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = "open"
        for target in sorted(graph().get(module, ())):
            if target not in graph():
                continue
            if state.get(target) == "open":
                cycles.append(" -> ".join(path[path.index(target):] + [target]))
            elif target not in state:
                visit(target, path + [target])
        state[module] = "done"

    for module in sorted(graph()):
        if module not in state:
            visit(module, [module])
    assert cycles == []


NET = {"transport": 0, "host": 1, "tui_client": 1, "plain_client": 1}
"""net/'s folders: the wire under everything, then the table's authority and the two clients,
side by side (none of the three imports another)."""
AUTHORITY = "host"
"""The table's authority in net/: what the host runs, beside no front end of its own."""


def net_folder(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[1] == "net" else None


def test_net_is_four_folders_and_every_module_sits_in_one():
    outside = [m for m in graph() if m.startswith("yamabushi.net.") and m.split(".")[2] not in NET]
    assert outside == []


def test_net_folders_import_down_only_the_clients_and_host_apart():
    """The wire imports no other net folder; the host, the Textual client and the plain client
    import the wire and never each other: no circle between folders, and the authority
    imports neither client."""
    crossing = [
        f"{module} imports {target}"
        for module, targets in graph().items()
        if (mine := net_folder(module)) is not None
        for target in targets
        if (theirs := net_folder(target)) is not None and theirs != mine and NET[theirs] >= NET[mine]
    ]
    assert crossing == []


def test_the_table_s_authority_imports_no_front_end():
    """The host decides for every client; it may share what the front ends share (app/), never
    import one of them (the text views it sends sit in app/text_views.py)."""
    reaching = [
        f"{module} imports {target}"
        for module, targets in graph().items()
        if net_folder(module) == AUTHORITY
        for target in targets
        if layer(target) in ("plain", "tui") or net_folder(target) in ("tui_client", "plain_client")
    ]
    assert reaching == []


def folder(module: str) -> str:
    """The folder a module sits in (a package's face, its `__init__`, sits in its own);
    `data.py` and `__main__.py` at the top are each a layer of their own."""
    if MODULES[module].name == "__init__.py":
        return module
    parent = module.rpartition(".")[0]
    return module if parent == "yamabushi" else parent


def folder_imports(top: str) -> dict[tuple[str, str], list[str]]:
    """Imports from one folder of `top`'s tree into another, by (from, to) folder."""
    found: dict[tuple[str, str], list[str]] = {}
    for module, targets in graph().items():
        for target in targets:
            pair = (folder(module), folder(target)) if target in graph() else None
            if pair and pair[0] != pair[1] and all(f.startswith(top) for f in pair):
                found.setdefault(pair, []).append(f"{module} imports {target}")
    return found


def circles(edges: dict[tuple[str, str], list[str]]) -> list[str]:
    """The pairs of folders that reach each other through the imports `edges`."""
    reach = {f: {b for a, b in edges if a == f} for f in {f for pair in edges for f in pair}}
    for middle in reach:  # the transitive closure (Warshall): a few dozen folders, so the simplest way
        for start in reach:
            if middle in reach[start]:
                reach[start] |= reach[middle]
    return sorted(f"{a} and {b} reach each other" for a in reach for b in reach[a] if a < b and a in reach[b])


def test_no_two_folders_anywhere_reach_each_other():
    """Each folder's neighbours can be read off the folder list: imports between folders climb
    one way everywhere (the game packages and their variants, net/'s four parts, tui/'s ladder
    of kit, widgets, screens, the game folders and the app at the top)."""
    assert circles(folder_imports("yamabushi")) == []


GENERIC = ("yamabushi.tui.kit", "yamabushi.tui.widgets", "yamabushi.tui.screens")
TUI_GAMES = tuple(f"yamabushi.tui.{game}" for game in GAMES)


def test_no_generic_screen_or_widget_of_the_app_imports_a_game_s_views():
    """The app hands the generic screens the one table of per-game views (tui/games.py), so
    adding a game's views touches no screen every game shares."""
    reaching = sorted(
        f"{module} imports {target}"
        for module, targets in graph().items()
        if module.startswith(GENERIC)
        for target in targets
        if target.startswith(TUI_GAMES)
    )
    assert reaching == []


def test_yami_s_campaign_and_solver_sit_on_top_of_the_base_with_no_circle():
    """python-chess's `Board` never imports a variant: the Yami base imports none of its
    sub-folders (the campaign, open_hands, the bots' folder), which plug in through
    yami/variant.py, and no two of those folders reach each other round a circle."""
    base = "yamabushi.yami"
    edges = folder_imports(base)
    upward = sorted(line for (source, _), lines in edges.items() if source == base for line in lines)
    assert upward + circles(edges) == []


HIMIKI = "yamabushi.himiki"
VARIANTS = ("yamabushi.himiki.expert", "yamabushi.himiki.mukyan", "yamabushi.himiki.mindlock")
"""Expert, Muk Yan and Mindlock: each sits on top of Hi Mi Ki, beside the others."""


def test_hi_mi_ki_variants_sit_on_top_of_their_base():
    """The base never imports a variant, as python-chess's `chess/__init__.py` never imports
    `variant.py` (the variants fill the base's hooks, `himiki/variants.py`), and no variant
    imports another: no circle between the folders of himiki, expert, mukyan and mindlock."""
    crossing = []
    for module, targets in graph().items():
        if not module.startswith(HIMIKI):
            continue
        for target in targets:
            theirs = next((v for v in VARIANTS if target.startswith(v)), None)
            if theirs is not None and not module.startswith(theirs):
                crossing.append(f"{module} imports {target}")
    assert crossing == []


def test_only_the_registration_lines_and_expert_s_own_views_name_expert():
    """Removing Expert is deleting its folders and its lines: outside Hi Mi Ki, only
    `app/registry.py` (which switches it on) and the TUI's table of views (`tui/games.py`,
    which lays Expert's views over Hi Mi Ki's) import it, and only that table imports Expert's
    views (Mindlock's screen shares their keys through `tui/himiki/chaos_keys.py`)."""
    expert, views = "yamabushi.himiki.expert", "yamabushi.tui.himiki.expert"
    owners = {expert: (HIMIKI, "yamabushi.app.registry", "yamabushi.tui.games", views), views: (views, "yamabushi.tui.games")}
    naming = sorted(
        f"{module} imports {target}"
        for module, targets in graph().items()
        for target in targets
        for folder, allowed in owners.items()
        if target.startswith(folder) and not module.startswith(allowed)
    )
    assert naming == []


def test_a_game_s_name_is_spelled_only_in_its_package_and_its_registration():
    """A game declares itself once (its spec) and app/registry.py registers it; everyone else
    asks the registry, so no module outside the game's package spells its name."""
    from yamabushi.app.registry import specs

    names = {spec.name for spec in specs()}
    spelled = []
    for module, path in MODULES.items():
        if layer(module) in GAMES or module == "yamabushi.app.registry":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in names:
                spelled.append(f"{module}:{node.lineno} spells {node.value!r}")
    assert spelled == []


FRONT_ENDS = ("app", "plain", "tui", "net", "cli")


def test_front_ends_reach_a_game_only_through_its_package_face():
    """`from yamabushi.yami import Preview`, never `from yamabushi.yami.placement import Preview`:
    a game's modules move inside it without any front end noticing. A package face hands out
    names and the faces of its sub-packages (a variant's), never a module of the game."""
    reaching = []
    for module, path in MODULES.items():
        if layer(module) not in FRONT_ENDS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                reaching += [f"{module} imports {a.name}" for a in node.names if layer(a.name) in GAMES]
            elif isinstance(node, ast.ImportFrom) and node.module and layer(node.module) in GAMES:
                if MODULES[node.module].name != "__init__.py":
                    reaching.append(f"{module} imports {node.module}")
                    continue
                face = import_module(node.module)
                reaching += [
                    f"{module} imports the module {node.module}.{a.name}"
                    for a in node.names
                    if inspect.ismodule(found := getattr(face, a.name)) and not hasattr(found, "__path__")
                ]
    assert reaching == []
