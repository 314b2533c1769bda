"""`yamabushi serve` is driven only by the page it served: the secret in the address it
prints, the WebSocket's Origin, a cap on the apps it runs, nothing from the internet, and
its arguments refused in one line.

The server runs as `yamabushi serve` does (a subprocess on a free port of 127.0.0.1); an
app it starts is a `python -m yamabushi` process below it, counted from /proc.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import selectors
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yamabushi.cli.address import listen_host
from yamabushi.cli.main import main
from yamabushi.cli.page_server import full_sentence

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="counts the apps from /proc")

MAX_APPS = 2


@dataclass
class Served:
    process: subprocess.Popen[str]
    port: int
    address: str

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws(self, token: str) -> str:
        return f"ws://127.0.0.1:{self.port}/ws/{token}"

    @property
    def token(self) -> str:
        return self.address.rpartition("token=")[2]

    def apps(self) -> int:
        """The `python -m yamabushi` processes started below the server."""
        return sum(1 for pid in _descendants(self.process.pid) if _argv(pid)[1:3] == ["-m", "yamabushi"])


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rpartition(")")[2].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            tree.setdefault(parent, []).append(int(entry.name))
    return tree


def _descendants(pid: int) -> list[int]:
    tree, found, todo = _children(), [], [pid]
    while todo:
        below = tree.get(todo.pop(), [])
        found += below
        todo += below
    return found


def _argv(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_text().split("\0")
    except OSError:
        return []


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _first_line(process: subprocess.Popen[str], limit: float = 30) -> str:
    """The first line `serve` prints, within `limit` seconds."""
    assert process.stdout is not None
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        assert selector.select(limit), f"serve printed nothing in {limit} s"
    return process.stdout.readline()


@contextmanager
def _serve(home: Path, *flags: str) -> Iterator[tuple[subprocess.Popen[str], int]]:
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "yamabushi", "serve", "--port", str(port), *flags],
        env=dict(os.environ, YAMABUSHI_HOME=str(home)), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        yield process, port
    finally:
        if process.poll() is None:
            process.terminate()
            process.communicate(timeout=20)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    with _serve(tmp_path_factory.mktemp("home"), "--max-apps", str(MAX_APPS)) as (process, port):
        line = _first_line(process)
        found = re.fullmatch(rf"Open (http://127\.0\.0\.1:{port}/\?token=[\w-]{{22,}}) in a browser \(Ctrl\+C stops serving\)\.\n", line)
        assert found, line
        yield Served(process, port, found[1])


async def _refused(url: str, origin: str | None) -> int:
    async with aiohttp.ClientSession() as client:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refusal:
            await client.ws_connect(url, origin=origin)
    return refusal.value.status


async def _first_bytes(ws: aiohttp.ClientWebSocketResponse) -> bytes:
    while True:
        message = await ws.receive(timeout=60)
        assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), message
        if message.type == aiohttp.WSMsgType.BINARY:
            return bytes(message.data)


async def test_the_page_needs_the_printed_address(served: Served) -> None:
    async with aiohttp.ClientSession() as client:
        for url in (served.origin + "/", served.origin + "/?token=", served.origin + "/?token=" + "A" * len(served.token)):
            async with client.get(url) as answer:
                assert answer.status == 403
                assert "the address yamabushi serve printed" in await answer.text()
        async with client.get(served.address) as answer:
            assert answer.status == 200
            assert answer.headers["Referrer-Policy"] == "no-referrer" and answer.headers["X-Frame-Options"] == "DENY"


@pytest.mark.parametrize("origin", [None, "http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1"])
async def test_a_websocket_from_another_origin_starts_nothing(served: Served, origin: str | None) -> None:
    assert await _refused(served.ws(served.token), origin) == 403
    assert served.apps() == 0


@pytest.mark.parametrize("path", ["/ws", "/ws/", "/ws/not-the-token", "/download/x"])
async def test_a_websocket_without_the_secret_starts_nothing(served: Served, path: str) -> None:
    assert await _refused(f"ws://127.0.0.1:{served.port}{path}", served.origin) in (403, 404)
    assert served.apps() == 0


async def test_the_page_served_starts_apps_up_to_the_cap_and_says_so_past_it(served: Served) -> None:
    async with aiohttp.ClientSession() as client:
        opened = [await client.ws_connect(served.ws(served.token) + "?width=80&height=24", origin=served.origin) for _ in range(MAX_APPS)]
        for ws in opened:
            assert await _first_bytes(ws)
        assert served.apps() == MAX_APPS
        one_more = await client.ws_connect(served.ws(served.token), origin=f"http://localhost:{served.port}")
        assert (await _first_bytes(one_more)).decode() == full_sentence(MAX_APPS)
        assert served.apps() == MAX_APPS
        for ws in [*opened, one_more]:
            await ws.close()
    await _until(lambda: served.apps() == 0, "the closed tabs' apps to end")


async def _until(done: Callable[[], bool], what: str, limit: float = 30) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, f"waited {limit} s for {what}"
        await asyncio.sleep(0.1)


async def test_the_page_asks_nothing_of_another_host(served: Served) -> None:
    async with aiohttp.ClientSession() as client:
        async with client.get(served.address) as answer:
            page = await answer.text()
        async with client.get(served.origin + "/static/css/xterm.css") as answer:
            sheet = await answer.text()
    page = page.replace('xmlns="http://www.w3.org/2000/svg"', "")  # a name, not an address fetched
    sheet = re.sub(r"/\*.*?\*/", "", sheet, flags=re.DOTALL)  # its comments credit other projects' sites
    hosts = {found[1] for found in re.finditer(r"(?:https?|wss?)://([^/\"'\s)]*)", page + sheet)}
    assert hosts == {f"127.0.0.1:{served.port}"}
    assert "/static/js/textual.js" in page and "fonts/RobotoMono" in page


HOSTS_REFUSED = ["[/]", "..", "a" * 64 + ".example", "b." * 130, "\ud800", "x" * 100_000, "", "\x1b]0;owned\x07", "fe80::1%\x1b[2J", "-"]


@pytest.mark.parametrize("command", [["serve"], ["host", "himiki"]])
@pytest.mark.parametrize("host", HOSTS_REFUSED, ids=range(len(HOSTS_REFUSED)))
def test_a_host_that_is_no_address_is_one_line(command: list[str], host: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, f"--host={host}"]) == 2
    said = capsys.readouterr()
    assert said.out == ""
    assert said.err.startswith(f"yamabushi: {command[0]}: argument --host: takes an address")
    assert said.err.count("\n") == 1 and len(said.err) < 200
    assert all(ch.isprintable() for ch in said.err.rstrip("\n"))


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0", "::1", "::", "localhost", "my-box.local", "fe80::1%eth0"])
def test_addresses_and_host_names_are_taken(host: str) -> None:
    assert listen_host(host) == host


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300) | st.text(alphabet="ab.-:%[]/0123456789", max_size=300))
def test_any_host_is_taken_as_typed_or_refused_in_one_short_sentence(host: str) -> None:
    try:
        taken = listen_host(host)
    except argparse.ArgumentTypeError as refusal:
        said = str(refusal)
        assert said.startswith("takes an address") and len(said) < 200 and said.isprintable()
    else:
        assert taken == host and host.isascii() and host.isprintable() and " " not in host and 0 < len(host) <= 253


@pytest.mark.parametrize("count", ["0", "17", "x" * 100_000], ids=["0", "17", "long"])
def test_max_apps_is_bounded(count: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--max-apps", count]) == 2
    err = capsys.readouterr().err
    assert "from 1 to 16" in err and err.count("\n") == 1 and len(err) < 200


def test_a_port_in_use_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--host", "0.0.0.0"]) == 2
    said = capsys.readouterr()
    assert said.out == "" and said.err == f"yamabushi: Cannot serve on 0.0.0.0:{port}: Address already in use.\n"


def test_every_address_warns_and_prints_the_one_others_reach(tmp_path: Path) -> None:
    with _serve(tmp_path, "--host", "0.0.0.0") as (process, port):
        line = _first_line(process)
        assert line.startswith("Open http://") and f":{port}/?token=" in line and "0.0.0.0" not in line
        process.terminate()
        assert process.communicate(timeout=20)[1].startswith("Listening on 0.0.0.0: other machines can reach it")
