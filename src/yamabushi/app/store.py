"""The one store every kept file goes through: bounded, validating reads; locked, atomic writes.

A kept file is the player's history, so reading one must never crash, hang or
change it, and writing one must never lose what another window wrote:

- reads take regular files only (a FIFO would block `open`, a symlink or a
  directory is not a file we wrote), at most `limit` bytes, UTF-8 with or
  without a BOM, JSON nested at most MAX_DEPTH deep with no number longer than
  MAX_DIGITS characters (Python's json overflows the stack on deep nesting and
  `int()` refuses 4,300 digits), then the caller's pydantic model;
- every refusal is one StoreError sentence naming the file, which is left as
  it was;
- a read-modify-write holds `locked(path)`, a `filelock` lock on
  `.<name>.lock` beside the file, so two processes never both read the old
  version; every write goes to a temp file, is fsynced and `os.replace`d, so a
  crash leaves the old file whole, and temp files a killed process left behind
  are removed the next time the store writes in that folder;
- a damaged file is never written over: it stays where it is, or, when a new
  one must be written, `keep_aside` renames it and the caller says where;
- a file one process keeps open for a while (a game being played) is
  `claim`ed, so that another process opening it learns it is open elsewhere.

No pydantic or filelock at import: the settings load through here before the
first screen paints.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

import platformdirs

from yamabushi.core.errors import RulesError, first_problem
from yamabushi.core.text import shortened

if TYPE_CHECKING:
    from pydantic import BaseModel

M = TypeVar("M", bound="BaseModel")

MAX_BYTES = 4 * 2**20
"""The largest kept file read by default; stats.json, which grows with every game, allows more."""
MAX_DEPTH = 32
"""Deepest nesting of arrays and objects: our own files need 5."""
MAX_DIGITS = 40
"""Longest number, in characters: seeds and counts need far fewer."""
STALE_SECONDS = 60.0
"""A temp file older than this belongs to a write that was killed."""
LOCK_SECONDS = 10.0
"""How long to wait for another process's lock before giving up with a sentence."""

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
"""A string, or an unclosed one to the end of the text: with the closing quote optional every
match succeeds where it starts, so the scan reads each character once. (Required, an unclosed
string full of escaped quotes was scanned again from each of them: 80 KB took 30 s.)"""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_TEMP = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp")
"""What `tempfile.mkstemp(prefix=".<name>.", suffix=".tmp")` names a temp file."""
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class StoreError(RulesError):
    """A kept file that cannot be used: one sentence naming it; `problem` is the reason alone,
    for stores that word their own sentence (the settings, the Mindlock best scores)."""

    noun: ClassVar[str] = "file"

    def __init__(self, sentence: str, problem: str | None = None) -> None:
        super().__init__(sentence)
        self.problem = problem or sentence

    @classmethod
    def unreadable(cls, label: str, problem: str) -> Self:
        return cls(f"{label} is not a readable {cls.noun} ({problem}).", problem)


E = TypeVar("E", bound=StoreError)


def home() -> Path:
    """The data directory: $YAMABUSHI_HOME, else the platform's user data dir."""
    override = os.environ.get("YAMABUSHI_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir("yamabushi"))


# -- reading ----------------------------------------------------------------------------
def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return "it is a symbolic link, not a file"
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    return "it is not a regular file"


def _os_problem(exc: OSError) -> str:
    return f"it cannot be opened: {exc.strerror or exc.__class__.__name__}"


def read_text(path: Path, error: type[E], label: str | None = None, limit: int = MAX_BYTES) -> str | None:
    """The file's text, None when there is no file; anything but a regular UTF-8 file of at
    most `limit` bytes is `error`. Never blocks: a FIFO is refused before it is opened."""
    label = label or path.name
    try:
        info = os.lstat(path)
        fd = os.open(path, _OPEN_FLAGS) if stat.S_ISREG(info.st_mode) else None
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise error.unreadable(label, _os_problem(exc)) from None
    except ValueError:  # a NUL or a lone surrogate, typed as a path: no file has such a name
        raise error.unreadable(label, "no file can have that name") from None
    if fd is None:
        raise error.unreadable(label, _kind(info.st_mode))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else since lstat
            raise error.unreadable(label, "it is not a regular file")
        try:
            data = handle.read(limit + 1)
        except OSError as exc:
            raise error.unreadable(label, _os_problem(exc)) from None
    if len(data) > limit:
        raise error.unreadable(label, f"it is larger than {_size(limit)}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise error.unreadable(label, f"byte {exc.start + 1} is not UTF-8 text") from None


def _size(limit: int) -> str:
    return f"{limit // 2**20} MiB" if limit >= 2**20 else f"{limit // 1024} KiB"


class _Refused(ValueError):
    """Raised from inside json.loads by the number hooks; carries the problem."""


def _number(text: str) -> str:
    if len(text) > MAX_DIGITS:
        raise _Refused(f"it holds a number longer than {MAX_DIGITS} characters")
    return text


def _float(text: str) -> float:
    value = float(_number(text))
    if not math.isfinite(value):
        raise _Refused("it holds a number too large to read")
    return value


def _constant(text: str) -> Any:
    raise _Refused(f"it holds {text}, which is not a number JSON allows")


def _depth(text: str) -> int:
    """How deep arrays and objects nest, brackets inside strings not counted."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(_STEP[c] for c in brackets), default=0)


def parse_json(text: str, error: type[E], label: str) -> Any:
    """JSON within the store's limits; anything else is `error`, one sentence."""
    if _depth(text) > MAX_DEPTH:
        raise error.unreadable(label, f"it nests deeper than {MAX_DEPTH} levels")
    try:
        value = json.loads(text, parse_int=lambda t: int(_number(t)), parse_float=_float, parse_constant=_constant)
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # a lone surrogate could be neither shown nor saved
    except _Refused as exc:
        raise error.unreadable(label, str(exc)) from None
    except json.JSONDecodeError as exc:
        raise error.unreadable(label, f"broken JSON at line {exc.lineno}") from None
    except UnicodeEncodeError:
        raise error.unreadable(label, "it holds text that is not valid Unicode") from None
    return value


def model_problem(errors: list[Any]) -> str:
    """Pydantic's first validation error as `field.path: message`, short and on one line."""
    return shortened(first_problem([dict(e) for e in errors]), 160)


def parse_model(
    text: str, label: str, model: type[M], error: type[E], *, version: int | None = None, kind: str = ""
) -> M:
    """Validate JSON text with `model`; a `version` is checked first, so a file from a later
    Yamabushi says so instead of listing fields. Every failure is one sentence naming `label`."""
    from pydantic import ValidationError  # the caller's model has loaded pydantic already

    raw = parse_json(text, error, label)
    if version is not None:
        if not isinstance(raw, dict):
            raise error(f"{label} is not a {kind}.", f"it is not a {kind}")
        found = raw.get("schema_version")
        if found != version:
            problem = f"it uses {error.noun} format {shortened(repr(found), 40)}"
            raise error(f"{label} {problem.removeprefix('it ')}, which this version of Yamabushi cannot read.", problem)
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        problem = model_problem(exc.errors())
        raise error(f"{label} is damaged: {problem}.", problem) from None


def read_model(
    path: Path, model: type[M], error: type[E], *, version: int | None = None, kind: str = "", limit: int = MAX_BYTES
) -> M | None:
    """`parse_model` of the file's text; None when there is no file."""
    text = read_text(path, error, limit=limit)
    return None if text is None else parse_model(text, path.name, model, error, version=version, kind=kind)


def read_or_new(path: Path, model: type[M], error: type[E], what: str, **options: Any) -> M:
    """The kept model at `path`, or a new empty one when there is no file; a damaged file is
    `error`, one sentence saying that `what` are not saved until it is repaired or removed."""
    try:
        found = read_model(path, model, StoreError, **options)
    except StoreError as exc:
        raise error(
            f"{path} is damaged ({exc.problem}), so {what} are not saved until it is repaired or removed.", exc.problem
        ) from None
    return model() if found is None else found


# -- writing ----------------------------------------------------------------------------
@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the cross-process lock of `path` (`.<name>.lock` beside it) for a read-modify-write.
    Not re-entrant: take it once, around the whole read and write. TimeoutError (an OSError,
    with a strerror for the caller's sentence) when another process keeps it too long."""
    from filelock import FileLock, Timeout  # start-up time: only writers need it

    path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(path.parent / f".{path.name}.lock", timeout=LOCK_SECONDS)
    try:
        lock.acquire()
    except Timeout:
        raise TimeoutError(errno.ETIMEDOUT, f"another Yamabushi is still writing {path.name}") from None
    try:
        yield
    finally:
        lock.release()


def clean_stale_temps(folder: Path) -> None:
    """Remove the temp files of writes killed more than STALE_SECONDS ago (a live write's
    temp file is younger, so it is left alone)."""
    cutoff = time.time() - STALE_SECONDS
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        try:
            if _TEMP.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                if entry.stat(follow_symlinks=False).st_mtime < cutoff:
                    os.unlink(entry.path)
        except OSError:
            continue


def write_atomic(path: Path, text: str) -> None:
    """Write to a temp file beside `path`, fsync, then rename: a crash leaves the old file whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_stale_temps(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(path: Path) -> Path:
    """Rename a damaged file to `<stem>.damaged-<UTC time><suffix>` beside it, byte for byte,
    so a new one can be written; returns where it now is. Call it holding `locked(path)`."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for n in range(1, 1000):
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{'' if n == 1 else f'-{n}'}{path.suffix}")
        if not os.path.lexists(aside):
            os.rename(path, aside)
            return aside
    raise FileExistsError(errno.EEXIST, f"no free name beside {path.name} to keep it aside")


# -- open files -------------------------------------------------------------------------
_CLAIMS: dict[Path, tuple[Any, int]] = {}
"""This process's claims: the lock held on each claimed file, and how many hold it."""
_CLAIMS_GUARD = threading.RLock()
"""Re-entrant: the garbage collector may run a dropped claim's release (a `weakref.finalize`)
in the very thread that is inside `claim`, holding the guard; a plain lock deadlocked there."""
_CLAIMING = threading.local()
_DEFERRED: list[Callable[[], None]] = []
"""Releases the collector ran while `claim` was changing the table: done once it has."""


def claim(path: Path) -> Callable[[], None]:
    """Mark `path` as open in this process until the returned release is called (or the
    process ends, even killed: the OS drops the lock). Another process claiming it meanwhile
    gets BlockingIOError; claims in this one process are shared, as its front end brings an
    open game back rather than opening it twice."""
    from filelock import FileLock, Timeout

    key = Path(os.path.realpath(path))  # one key per file, however the path reached it
    with _CLAIMS_GUARD:
        _CLAIMING.active = True
        try:
            lock, holders = _CLAIMS.get(key, (None, 0))
            if lock is None:
                lock = FileLock(key.parent / f".{key.name}.open", timeout=0, thread_local=False)
                try:
                    lock.acquire()
                except Timeout:
                    raise BlockingIOError(errno.EAGAIN, f"{key.name} is open in another process") from None
            _CLAIMS[key] = (lock, holders + 1)
        finally:
            _CLAIMING.active = False
            while _DEFERRED:
                _DEFERRED.pop()()
    released = threading.Event()

    def release_now() -> None:
        lock, holders = _CLAIMS.pop(key)
        if holders > 1:
            _CLAIMS[key] = (lock, holders - 1)
        else:
            lock.release()

    def release() -> None:
        with _CLAIMS_GUARD:
            if released.is_set():
                return
            released.set()
            if getattr(_CLAIMING, "active", False):
                _DEFERRED.append(release_now)
            else:
                release_now()

    return release
