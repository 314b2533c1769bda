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

from tests.app.kept_files import KEPT_FILES, KeptFile, NoticeGiven, slow_shapes
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
    kind = draw(st.sampled_from(["type", "edge", "deep", "digits"]))
    if kind == "type":
        value = json.dumps(draw(json_values))
    elif kind == "edge":
        value = draw(st.sampled_from(EDGES))
    elif kind == "deep":
        depth = draw(st.integers(20, 50_000))
        value = "[" * depth + "]" * depth
    else:
        value = draw(st.sampled_from(["", "-"])) + "9" * draw(st.integers(20, 6_000))
    return json.dumps(tree).replace(json.dumps(marker), value)


EDGES = [
    "-1", "0", str(2**63), str(-(2**63) - 1), str(10**39), "1e308", "-1e-308", "1e999", "0.5",
    '"\\ud800"', '"\\udfff x"', '"\\u0000"', '""', '"../../etc"', '"' + "x" * 5000 + '"', "true", "[]", "{}",
]
"""Values at and past the edges of what a field may hold: out of range, too large, a lone
surrogate, NUL, empty, a path, long, of another type."""

SPLICES = [
    lambda n: '"' + '\\"' * n,  # an unclosed string of escaped quotes: read in quadratic time before
    lambda n: "\\" * n,
    lambda n: "[" * n,
    lambda n: "\x00" * min(n, 8),
    lambda n: "\ud800",  # a lone surrogate as a character (written as UTF-8 it is no UTF-8)
    lambda n: "9" * n,
]


@st.composite
def spliced(draw: Any, text: str) -> bytes:
    """`text` with a hostile run put in at a random place, as bytes: escaped quotes, backslashes,
    brackets, NUL, a lone surrogate (encoded as the bytes no UTF-8 text holds), digits; or a
    byte that is no UTF-8 put in."""
    at = draw(st.integers(0, len(text)))
    if draw(st.booleans()):
        run = draw(st.sampled_from(SPLICES))(draw(st.integers(1, 5_000)))
        return (text[:at] + run + text[at:]).encode("utf-8", "surrogatepass")
    raw = text.encode()
    return raw[:at] + draw(st.sampled_from([b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\x80", b"\xf4\x90\x80\x80"])) + raw[at:]


def contents(valid: str) -> st.SearchStrategy[bytes]:
    text = st.one_of(mutated(valid), replaced(valid), json_values.map(json.dumps)).map(str.encode)
    anything = st.one_of(text, spliced(valid), st.binary(max_size=300))
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


def _json_edit(change: Any) -> Any:
    """An edit of a JSON kept file: `change` alters its parsed value in place."""

    def edit(text: str) -> str:
        value = json.loads(text)
        change(value)
        return json.dumps(value)

    return edit


def _first_game(stats: Any) -> Any:
    return next(iter(stats["games"].values()))


def _line_edit(start: str, new: str, twice: bool = False) -> Any:
    """An edit of a text record: the header line starting with `start` becomes `new` (or is doubled)."""

    def edit(text: str) -> str:
        lines = text.splitlines()
        index = next(i for i, line in enumerate(lines) if line.startswith(start))
        lines[index : index + 1] = [lines[index], new] if twice else [new]
        return "\n".join(lines) + "\n"

    return edit


OUT_OF_RANGE = {
    "save": [
        ("seed -1", _json_edit(lambda v: v.update(seed=-1)), "a seed is a whole number from 0"),
        ("seed 2^63", _json_edit(lambda v: v.update(seed=2**63)), "a seed is a whole number from 0"),
        ("hints -5", _json_edit(lambda v: v.update(hints=-5)), "hints: Input should be greater than or equal to 0"),
        ("human with a level", _json_edit(lambda v: v["seats"][0].update(level="hard")), "a seat of kind human has no bot level"),
        ("game id a path", _json_edit(lambda v: v.update(game_id="../../etc")), "game_id: it should be up to 100 letters"),
        ("no date", _json_edit(lambda v: v.update(created="yesterday")), "created: it should be a date and time"),
        ("empty action", _json_edit(lambda v: v["actions"].append("")), "actions.6: String should have at least 1 character"),
    ],
    "text record": [
        ("seed twice", _line_edit("Seed:", "Seed: 4", twice=True), "the header has a second 'Seed' line"),
        ("seed -1", _line_edit("Seed:", "Seed: -1"), "a seed is a whole number from 0"),
        ("human with a level", _line_edit("Seat 1:", "Seat 1: White (human, level hard)"), "a seat of kind human has no bot level"),
        ("game id a path", _line_edit("Id:", "Id: ../../etc"), "game_id: it should be up to 100 letters"),
    ],
    "stats": [
        ("winner no seat", _json_edit(lambda v: _first_game(v).update(winners=[9])), "a winner is not one of its 2 seats"),
        ("no date", _json_edit(lambda v: _first_game(v).update(finished="soon")), "finished: it should be a date and time"),
    ],
    "Mindlock bests": [
        ("best 0", _json_edit(lambda v: v["best"].update(E01=0)), "best.E01: Input should be greater than or equal to 1"),
        ("id a path", _json_edit(lambda v: v["best"].update({"../E01": 3})), "a challenge id is 1 to 20 letters"),
    ],
    "campaign profile": [
        ("no date", _json_edit(lambda v: v.update(created="x")), "created: it should be a date and time"),
    ],
    "campaign mission": [
        ("seed 2^63", _json_edit(lambda v: v.update(seed=2**63)), "a seed is a whole number from 0"),
    ],
    "ratings": [
        ("a name with ESC", _json_edit(lambda v: v["people"].append("Ann\x1b[2J")), "it holds the control character"),
        ("a name of 25", _json_edit(lambda v: v["people"].append("A" * 25)), "people.2: String should have at most 24 characters"),
        ("sigma 0", _json_edit(lambda v: _first_game(v)["after"]["Ann"].update(sigma=0)), "sigma: Input should be greater than 0"),
        ("nobody rated", _json_edit(lambda v: _first_game(v).update(after={})), "after: Dictionary should have at least 1 item"),
        ("game id a path", _json_edit(lambda v: v["games"].update({"../x": _first_game(v)})), "it should be up to 100 letters"),
    ],
    "review": [
        ("fewer seats than kinds", _json_edit(lambda v: v.update(seats=v["seats"][:1])), "it names 1 seats but 2 kinds of seat"),
        ("decision at no seat", _json_edit(lambda v: v["decisions"][0].update(seat=9)), "is not an action of one of its seats"),
        ("a chance over 1", _json_edit(lambda v: v["decisions"][0].update(before=2.0)), "Input should be less than or equal to 1"),
    ],
}
BY_NAME = {kept.name: kept for kept in KEPT_FILES}


@pytest.mark.parametrize(
    ("kind", "edit", "problem"),
    [pytest.param(kind, edit, problem, id=f"{kind}-{case}") for kind, cases in OUT_OF_RANGE.items() for case, edit, problem in cases],
)
def test_a_field_out_of_its_range_is_refused_in_one_sentence_and_kept(kind, edit, problem):
    kept = BY_NAME[kind]
    damaged = edit(valid_text(kept)).encode()
    kept.path().write_bytes(damaged)
    assert problem in (sentence_from(kept) or "")
    assert kept.path().read_bytes() == damaged


@pytest.mark.parametrize("kept", KEPT_FILES, ids=IDS)
def test_every_reader_is_linear_in_the_files_size(kept):
    """80 KB (the settings: 60 KB, under their limit) of the shapes that took 30 s to read (20 s
    for the settings), read and refused well within 5 s: a linear reader takes milliseconds."""
    size = 60_000 if kept.limit < 80_000 else 80_000
    if kept.name == "text record":
        size = 200_000  # the seat line's scan was quadratic with a smaller factor
    for text in slow_shapes(valid_text(kept), size):
        kept.path().write_text(text, encoding="utf-8")
        with within(5):
            assert sentence_from(kept) is not None
        assert kept.path().read_text(encoding="utf-8") == text
