"""A game package's public face that loads what it hands out on first use.

Front ends import a game only through its package (`from yamabushi.yami import Preview`),
and the menu reads every game's registration before any game loads. A face that imported
its modules outright would load every game's rules, and pydantic, before the menu paints.
So a face imports its registration (`spec.py`, cheap) outright and lists the rest under
`if TYPE_CHECKING:`: mypy and the layer test read those imports as written, and `lazy_face`
reads the same list from the face's own source, so it is written once.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from importlib import import_module
from pathlib import Path


def lazy_face(package: str, source: str) -> Callable[[str], object]:
    """The face's module `__getattr__`: a name of its TYPE_CHECKING imports, loaded once asked."""
    where = dict(_deferred(Path(source).read_text(encoding="utf-8")))

    def __getattr__(name: str) -> object:
        try:
            module, original = where[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        # Read afresh each time, never kept on the face: a name patched in its module (a test's
        # stand-in) would otherwise stay on the face after the patch is undone.
        return getattr(import_module(module), original)

    return __getattr__


def _deferred(text: str) -> list[tuple[str, tuple[str, str]]]:
    found = []
    for node in ast.parse(text).body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for line in node.body:
                if isinstance(line, ast.ImportFrom) and line.module:
                    found += [(alias.asname or alias.name, (line.module, alias.name)) for alias in line.names]
    return found
