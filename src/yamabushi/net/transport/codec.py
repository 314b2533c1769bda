"""Engine values as JSON and back, for what a table tells a seat of a game with secrets.

A seat's observation and the events of the actions it saw are the engine's own frozen
values: dataclasses, tuples, frozensets, enums, ints, text, booleans and None. They go
out as JSON (a dataclass as an object naming its type, a tuple as an array) and come
back through `decode`, which builds only the types on the game's allowlist, with exactly
their fields, each of the kind its annotation names, and refuses anything deeper, longer or
larger than a game ever sends: what arrives is data from the network, never code (no
pickle, no import by name).

Fields kept out of equality (`compare=False`, such as Hi Mi Ki's repetition history) are
history, not position: they are not sent, and a decoded value has their defaults.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Iterable
from typing import Any

TYPE = "#"
"""The key naming a dataclass's or an enum's type; `frozenset` for a frozenset."""
MAX_DEPTH = 16
MAX_NODES = 60_000
MAX_TEXT = 2_000
MAX_INT_BITS = 256
"""Yami's board masks are 144-bit integers; nothing a game sends is larger."""


class BadValue(ValueError):
    """What arrived is not a value this game sends; `str()` says why in one sentence."""


class Allowlist:
    """The types one game may send, by their class names (unique within the game)."""

    def __init__(self, types: Iterable[type]) -> None:
        self.types: dict[str, type] = {}
        for kind in types:
            if not (dataclasses.is_dataclass(kind) or issubclass(kind, enum.Enum)):
                raise TypeError(f"{kind.__name__} is neither a dataclass nor an enum")
            if self.types.setdefault(kind.__name__, kind) is not kind:
                raise TypeError(f"two types are named {kind.__name__}")
        self.hints = {name: typing.get_type_hints(kind) for name, kind in self.types.items() if dataclasses.is_dataclass(kind)}
        """Each dataclass's field annotations, which a decoded field's value must fit."""

    # -- sending ---------------------------------------------------------------------
    def encode(self, value: Any) -> Any:
        """`value` as JSON data; TypeError for a type off the list (a bug here, never sent)."""
        if value is None or isinstance(value, (bool, str)):
            return value
        if isinstance(value, enum.Enum):
            return {TYPE: self._listed(type(value)), "value": self.encode(value.value)}
        if isinstance(value, int):
            return value
        if isinstance(value, tuple):
            return [self.encode(item) for item in value]
        if isinstance(value, frozenset):
            items = [self.encode(item) for item in value]
            return {TYPE: "frozenset", "items": sorted(items, key=repr)}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {f.name: self.encode(getattr(value, f.name)) for f in _sent(type(value))}
            return {TYPE: self._listed(type(value)), **fields}
        raise TypeError(f"a {type(value).__name__} is not sent to a seat")

    def _listed(self, kind: type) -> str:
        if self.types.get(kind.__name__) is not kind:
            raise TypeError(f"{kind.__name__} is not on this game's allowlist")
        return kind.__name__

    # -- receiving -------------------------------------------------------------------
    def decode(self, data: Any) -> Any:
        """The value `data` stands for, built from listed types only; BadValue otherwise."""
        return _Reader(self.types, self.hints).read(data, 0)


def _sent(kind: type) -> tuple[dataclasses.Field[Any], ...]:
    return tuple(f for f in dataclasses.fields(kind) if f.init and f.compare)


class _Reader:
    def __init__(self, types: dict[str, type], hints: dict[str, dict[str, Any]]) -> None:
        self.types, self.hints = types, hints
        self.nodes = 0

    def read(self, data: Any, depth: int) -> Any:
        self.nodes += 1
        if depth > MAX_DEPTH or self.nodes > MAX_NODES:
            raise BadValue("The table sent a value nested too deep or too large to read.")
        if data is None or isinstance(data, bool):
            return data
        if isinstance(data, int):
            if data.bit_length() > MAX_INT_BITS:
                raise BadValue("The table sent a number larger than any game uses.")
            return data
        if isinstance(data, str):
            if len(data) > MAX_TEXT:
                raise BadValue("The table sent a text longer than any game uses.")
            return data
        if isinstance(data, list):
            return tuple(self.read(item, depth + 1) for item in data)
        if isinstance(data, dict):
            return self._object(data, depth)
        raise BadValue(f"The table sent a {type(data).__name__}, which no game uses.")

    def _object(self, data: dict[str, Any], depth: int) -> Any:
        name = data.get(TYPE)
        if name == "frozenset" and set(data) == {TYPE, "items"} and isinstance(data["items"], list):
            return frozenset(self.read(item, depth + 1) for item in data["items"])
        kind = self.types.get(name) if isinstance(name, str) else None
        if kind is None:
            raise BadValue(f"The table sent a value of type {name!r}, which this game does not use.")
        if issubclass(kind, enum.Enum):
            if set(data) != {TYPE, "value"}:
                raise BadValue(f"A {name} is sent as its value alone.")
            try:
                return kind(self.read(data["value"], depth + 1))
            except ValueError:
                raise BadValue(f"The table sent a {name} this game does not have.") from None
        wanted = {f.name for f in _sent(kind)}
        if set(data) - {TYPE} != wanted:
            odd = sorted((set(data) - {TYPE}) ^ wanted)[0]
            raise BadValue(f"A {name} sent by the table has a wrong set of fields ({odd!r}).")
        values = {key: self.read(value, depth + 1) for key, value in data.items() if key != TYPE}
        hints = self.hints[kind.__name__]
        if wrong := next((key for key, value in values.items() if not fits(value, hints[key])), None):
            raise BadValue(f"A {name} sent by the table has a wrong value for {wrong!r}.")
        try:
            return kind(**values)
        except (TypeError, ValueError) as exc:
            raise BadValue(f"The table sent a {name} that cannot be: {exc}.") from None


def fits(value: Any, hint: Any) -> bool:
    """Whether `value` is of the kind `hint` (a field's annotation) names; a hint of a shape no
    sent field has (a forward reference, object) lets anything through."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is type(None):
        return value is None
    if hint in (int, str, bool):
        return type(value) is hint
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, arg) for arg in args)
    if origin is typing.Literal:
        return value in args
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(fits(item, arg) for item, arg in zip(value, args))
    if origin is frozenset:
        return isinstance(value, frozenset) and all(fits(item, args[0]) for item in value)
    if isinstance(hint, type) and hint is not object:
        return isinstance(value, hint)
    return True
