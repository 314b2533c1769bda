"""Every reader of a kept file is total: whatever the file holds (broken, deep, huge, wrong
types, a BOM) or whatever it is (a FIFO, a symlink, a folder), reading it and using what
was read gives either a working result or one sentence naming the file, never a traceback
or a hang, and the file is left byte for byte as it was."""

from __future__ import annotations

import json
import os
import signal
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.app.kept_files import KEPT_FILES, KeptFile, NoticeGiven
from tests.app.test_bad_data import mutated
from yamabushi.core.errors import RulesError

BOM = "\ufeff".encode()
IDS = [kept.name for kept in KEPT_FILES]


@contextmanager
def within(seconds: int):
    """Fail instead of hanging: a read that blocks (on a FIFO, say) is interrupted."""

    def hung(*_: Any) -> None:
        raise AssertionError(f"the reader was still blocked after {seconds} s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def sentence_from(kept: KeptFile) -> str | None:
    """Read and use the file; None when that worked, else the one sentence given."""
    path = kept.path()
    with within(10):
        try:
            kept.use(path)
        except NoticeGiven as notice:
            message = str(notice)
        except RulesError as exc:
            message = str(exc)
        else:
            return None
    assert message.strip() and "\n" not in message and path.name in message, message
    return message


VALID: dict[str, str] = {}


def valid_text(kept: KeptFile) -> str:
    """A valid file of the kind, made once (in the first test's home) so every example of
    a hypothesis run starts from the same text; written to the current home's path."""
    path = kept.path()
    if kept.name not in VALID:
        kept.write_valid()
        VALID[kept.name] = path.read_text(encoding="utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(VALID[kept.name], encoding="utf-8")
    return VALID[kept.name]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


@st.composite
def replaced(draw: Any, text: str) -> str:
    """The valid JSON with one value somewhere inside it replaced: by a value of another type,
    a nesting tens of thousands deep, or a number thousands of digits long."""
    try:
        tree = json.loads(text)
    except json.JSONDecodeError:
        return draw(mutated(text))  # a text record: mutate it instead
    spots = []

    def walk(node: Any) -> None:
        for key in (node if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else ()):
            spots.append((node, key))
            walk(node[key])

    walk(tree)
    marker = "\u0000SPOT\u0000"
    if spots:
        node, key = draw(st.sampled_from(spots))
        node[key] = marker
    else:
        tree = marker
    kind = draw(st.sampled_from(["type", "deep", "digits"]))
    if kind == "type":
        value = json.dumps(draw(json_values))
    elif kind == "deep":
        depth = draw(st.integers(20, 50_000))
        value = "[" * depth + "]" * depth
    else:
        value = draw(st.sampled_from(["", "-"])) + "9" * draw(st.integers(20, 6_000))
    return json.dumps(tree).replace(json.dumps(marker), value)


def contents(valid: str) -> st.SearchStrategy[bytes]:
    text = st.one_of(mutated(valid), replaced(valid), json_values.map(json.dumps)).map(str.encode)
    anything = st.one_of(text, st.binary(max_size=300))
    return st.tuples(st.booleans(), anything).map(lambda pair: (BOM if pair[0] else b"") + pair[1])


@pytest.mark.parametrize("kept", KEPT_FILES, ids=IDS)
def test_whatever_the_file_holds_it_is_used_or_refused_in_one_sentence_and_kept(kept, store_examples):
    valid, path = valid_text(kept), kept.path()

    @settings(max_examples=store_examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(content=contents(valid))
    def read(content: bytes) -> None:
        path.write_bytes(content)
        sentence_from(kept)
        assert path.read_bytes() == content

    read()


@pytest.mark.parametrize("kept", KEPT_FILES, ids=IDS)
def test_a_valid_file_is_read_with_or_without_a_bom(kept):
    text = valid_text(kept)
    assert sentence_from(kept) is None
    kept.path().write_bytes(BOM + text.encode())
    assert sentence_from(kept) is None
    assert kept.path().read_bytes() == BOM + text.encode()


def make_fifo(path):
    os.mkfifo(path)


def make_symlink(path):
    target = path.with_name("elsewhere.json")
    os.replace(path, target)
    path.symlink_to(target)


def make_folder(path):
    path.mkdir()
    (path / "inside.json").write_text("{}")


@pytest.mark.parametrize(
    ("make", "problem"),
    [(make_fifo, "not a regular file"), (make_symlink, "symbolic link"), (make_folder, "folder")],
    ids=["fifo", "symlink", "folder"],
)
@pytest.mark.parametrize("kept", KEPT_FILES, ids=IDS)
def test_only_a_regular_file_is_read_and_nothing_blocks_or_changes(kept, make, problem):
    valid = valid_text(kept).encode()
    path = kept.path()
    if make is not make_symlink:
        path.unlink()
    make(path)
    before = os.lstat(path).st_mode
    assert problem in sentence_from(kept)
    assert os.lstat(path).st_mode == before
    if make is make_symlink:
        assert path.with_name("elsewhere.json").read_bytes() == valid


@pytest.mark.parametrize("kept", KEPT_FILES, ids=IDS)
def test_a_file_over_its_size_limit_is_refused_unread(kept):
    text = valid_text(kept)
    big = text.encode() + b" " * (kept.limit + 1 - len(text.encode()))
    kept.path().write_bytes(big)
    assert "larger than" in sentence_from(kept)
    assert kept.path().read_bytes() == big
