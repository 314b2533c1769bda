"""Every sub-command's arguments, fuzzed: random text, huge strings, lone surrogates, control
characters, negative and huge numbers in every option and positional. The command ends with
exit 0 or 2, never a traceback, and a refusal is one short line with nothing a terminal obeys.

The argparse tree is walked, so a new option or command is fuzzed without a word here. What
would start a server, a TUI or a long computation is replaced by a stand-in *after* the
arguments are read and checked: in the commands run whole (WHOLE), the app, the table's event
loop, a connection, perft, the Mindlock solver and generator, the simulated games; every other
command (`serve`, `bench`, and any added later) has its arguments read and checked by argparse
and its work stood in, so that no command can make this test serve or search for ever.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile import BIDI, C1, CLEAR, TITLE, raw_controls
from yamabushi.cli import main as cli_main
from yamabushi.cli.args import MAX_MESSAGE

WHOLE = {
    ("play",), ("rules",), ("himiki", "perft"), ("himiki", "mukyan"), ("himizu", "replay"), ("yami", "replay"),
    ("record", "export"), ("record", "import"), ("mindlock", "solve"), ("mindlock", "list"), ("mindlock", "generate"),
    ("simulate",), ("review",), ("host",), ("join",),
}
NASTY = st.one_of(
    st.text(max_size=30),
    st.sampled_from([
        "", " ", "-1", "0", "1", "2", "+5", "1e3", "0x10", "٣", "nan", "inf", str(2**63), str(2**63 - 1),
        "9" * 5000, "-" + "9" * 30, "x" * 100_000, "s" * 300, "\ud800", "\udcff", "a\x00b",
        TITLE, CLEAR, C1, "\r", BIDI, "[/]", "[@click=app.quit]x[/]", "../../etc/passwd", "/", ".", "..",
        "himiki", "yami", "1v1", "2v2", "campaign", "mindlock", "E01", "White=hard", "Black=" + "x" * 500,
        "localhost:1", "127.0.0.1:0", "[::1]:99999", "a" * 64 + ".example:80",
    ]),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
)


def _leaves(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every command a player can type: the sub-parsers with no sub-commands of their own."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        return [(path, parser)]
    return [leaf for name, sub in subs[0].choices.items() for leaf in _leaves(sub, (*path, name))]


COMMANDS = _leaves(cli_main.build_parser())


def _value(action: argparse.Action) -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(list(action.choices)), NASTY) if action.choices else NASTY


@st.composite
def _argv(draw: Any, path: tuple[str, ...], parser: argparse.ArgumentParser) -> list[str]:
    argv = list(path)
    for action in parser._actions:
        if isinstance(action, (argparse._HelpAction, argparse._VersionAction)) or not draw(st.booleans()):
            continue
        if not action.option_strings:
            argv.append(draw(_value(action)))
        elif action.nargs == 0:
            argv.append(draw(st.sampled_from(action.option_strings)))
        else:
            flag = draw(st.sampled_from(action.option_strings))
            argv += draw(st.sampled_from([[flag, draw(_value(action))], [f"{flag}={draw(_value(action))}"]]))
    if draw(st.integers(0, 9)) == 0:
        argv.append(draw(NASTY))
    return argv


@pytest.fixture
def stand_ins(monkeypatch):
    """What would serve, open a window, connect or compute for long, done at once."""
    from yamabushi.app import simulate
    from yamabushi.core import testing
    from yamabushi.himiki.mindlock import generator, solver
    from yamabushi.net.host import server
    from yamabushi.net.plain_client import client
    from yamabushi.net.tui_client import app

    async def table_served(*args: Any) -> None:
        return None

    def unreachable(*args: Any, **kwargs: Any) -> None:
        raise OSError(111, "Connection refused")

    monkeypatch.setattr(cli_main, "_open_tui", lambda *args, **kwargs: 0)
    parser = cli_main.build_parser()
    for path, command in _leaves(parser):
        if path not in WHOLE:
            command.set_defaults(func=lambda args: 0)
    monkeypatch.setattr(cli_main, "build_parser", lambda: parser)
    monkeypatch.setattr(server, "run_table", table_served)
    monkeypatch.setattr(client, "connect", unreachable)
    monkeypatch.setattr(app, "connect", unreachable)
    monkeypatch.setattr(testing, "perft", lambda *args: 0)
    monkeypatch.setattr(testing, "perft_divide", lambda *args: [])
    monkeypatch.setattr(solver, "solve", lambda *args: None)
    monkeypatch.setattr(generator, "generate", lambda *args: [])
    monkeypatch.setattr(simulate, "_results", lambda *args: iter(()))
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli_main.main(argv)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("path", "parser"), COMMANDS, ids=[" ".join(path) or "yamabushi" for path, _ in COMMANDS])
def test_any_arguments_end_in_exit_0_or_one_short_line_and_exit_2(stand_ins, path, parser):
    @settings(max_examples=int(os.environ.get("YAMABUSHI_FUZZ_EXAMPLES", "25")), deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(_argv(path, parser))
    def check(argv: list[str]) -> None:
        code, out, err = run(argv)
        assert code in (0, 2), (code, err[-300:])
        assert not raw_controls(err) and not raw_controls(out), (argv[:4], err[:200])
        if code == 2:
            assert err.startswith("yamabushi: ") and err.count("\n") == 1, err[:500]
            assert len(err) <= len("yamabushi: \n") + MAX_MESSAGE

    check()
