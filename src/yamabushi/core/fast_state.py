"""Fast constructor and `dataclasses.replace` for the frozen slots states of the hot path.

Every action builds a new state. The frozen `__init__` stores each field through
`object.__setattr__` and `replace` adds per-field checks on top: together they cost
more than the rules themselves. Here a mutable twin with the very same slots takes
plain attribute stores, then becomes the state by `__class__` assignment, which
CPython allows because the two layouts are equal. The result is the value the
constructor builds as long as the class runs no `__post_init__` and every field is
an `__init__` field; `builder` and `evolver` check that when they are made.

The functions are generated as straight-line source, one store per field, as
`dataclasses` writes `__init__`: the interpreter specializes each store, while a
`setattr` loop over the field names is about five times slower.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")


def builder(cls: type[T]) -> Callable[..., T]:
    """`cls(*values)` with every field given, in field order, for the hot path."""
    names = _field_names(cls)
    # Generated locals start with "__": a field declared in a class body never can (name mangling).
    source = (
        f"def build({', '.join(names)}):\n"
        "    __new = __Twin()\n"
        + "".join(f"    __new.{name} = {name}\n" for name in names)
        + "    __new.__class__ = __cls\n"
        "    return __new\n"
    )
    return _compile(cls, names, source, "build")


def evolver(cls: type[T]) -> Callable[..., T]:
    """`dataclasses.replace(state, **changes)` for `cls`, for the hot path; unknown names raise TypeError."""
    names = _field_names(cls)
    source = (
        "def evolve(state, /, **changes):\n"
        "    __new = __Twin()\n"
        + "".join(f"    __new.{name} = state.{name}\n" for name in names)
        + "    if changes:\n"
        "        if not changes.keys() <= __names:\n"
        "            __unknown(changes)\n"
        "        for name, value in changes.items():\n"
        "            setattr(__new, name, value)\n"
        "    __new.__class__ = __cls\n"
        "    return __new\n"
    )
    return _compile(cls, names, source, "evolve")


def _field_names(cls: type) -> tuple[str, ...]:
    """The field names, once `cls` is known to be a slots dataclass whose constructor only stores them."""
    if not (is_dataclass(cls) and "__slots__" in cls.__dict__):
        raise TypeError(f"{cls.__name__} is not a slots dataclass.")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which the fast constructor would skip.")
    names = tuple(f.name for f in fields(cls) if f.init)
    if len(names) != len(fields(cls)):
        raise TypeError(f"{cls.__name__} has fields outside __init__, which replace refuses to change.")
    return names


def _twin(cls: type) -> type:
    """A plain class with the same slots as `cls`, so its instances may become `cls` instances."""
    twin = type(f"_{cls.__name__}Draft", (), {"__slots__": cls.__slots__})  # type: ignore[attr-defined]
    try:
        twin().__class__ = cls
    except TypeError:
        raise TypeError(f"{cls.__name__} inherits slots from a slotted base class, so no twin shares its layout.") from None
    return twin


def _compile(cls: type[T], names: tuple[str, ...], source: str, name: str) -> Callable[..., T]:
    def unknown(changes: dict[str, Any]) -> None:
        raise TypeError(f"{cls.__name__} has no field(s) {', '.join(n for n in changes if n not in names)}.")

    scope: dict[str, Any] = {"__Twin": _twin(cls), "__cls": cls, "__names": frozenset(names), "__unknown": unknown}
    exec(source, scope)  # noqa: S102 - the source is built above from validated field names
    function: Callable[..., T] = scope[name]
    return function
