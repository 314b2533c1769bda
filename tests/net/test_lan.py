"""Two machines on a LAN: a table on one, players joining from another.

The machines are network namespaces (Linux, made with iproute2 as root) joined by a virtual
Ethernet cable, each with its own interfaces, addresses and loopback, so a client in the
guest reaches the table only across that cable, as from another computer. Where namespaces
cannot be made the test skips, unless YAMABUSHI_LAN_TEST=required (as `.ci/run` sets it
when the machine can make them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.net.hosting import EXITS_WITHIN

REQUIRED = os.environ.get("YAMABUSHI_LAN_TEST") == "required"
SUBNET = "10.77.{}.{}"

PLAYER = """
import asyncio, json, sys
from yamabushi.net.host.testing import Player, bounded
url, code, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
player = Player(code, seed)
last = asyncio.run(bounded(player.play(url), 100))
views = [m.get("view", "") for m in player.messages if m["type"] == "update"]
print(json.dumps({"outcome": last and last["outcome"], "sent": player.sent, "refused": player.refused, "views": views}))
"""


def ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=20)


@pytest.fixture
def lan() -> Iterator[tuple[str, str, str]]:
    """(host namespace, guest namespace, the host's address on the cable)."""
    tag = str(os.getpid() % 200 + 20)
    host, guest = f"ymb-host-{tag}", f"ymb-guest-{tag}"
    made: list[str] = []
    try:
        if shutil.which("ip") is None or os.geteuid() != 0:
            raise OSError("it needs iproute2 and root")
        for name in (host, guest):
            ip("netns", "add", name)
            made.append(name)
            ip("-n", name, "link", "set", "lo", "up")
        ip("link", "add", f"ymbh{tag}", "netns", host, "type", "veth", "peer", "name", f"ymbg{tag}", "netns", guest)
        for name, end, last in ((host, f"ymbh{tag}", 1), (guest, f"ymbg{tag}", 2)):
            ip("-n", name, "addr", "add", SUBNET.format(tag, last) + "/24", "dev", end)
            ip("-n", name, "link", "set", end, "up")
            ip("-n", name, "route", "add", "default", "dev", end)
    except (OSError, subprocess.SubprocessError) as exc:
        for name in made:
            subprocess.run(["ip", "netns", "del", name], capture_output=True)
        if REQUIRED:
            raise
        pytest.skip(f"cannot make network namespaces here: {exc}")
    try:
        yield host, guest, SUBNET.format(tag, 1)
    finally:
        for name in made:
            subprocess.run(["ip", "netns", "del", name], capture_output=True)


def inside(namespace: str, *command: str) -> list[str]:
    return ["ip", "netns", "exec", namespace, *command]


def env(tmp_path: Path) -> dict[str, str]:
    src = str(Path(__file__).resolve().parents[2] / "src")
    return dict(os.environ, YAMABUSHI_HOME=str(tmp_path), PYTHONPATH=os.pathsep.join([src, os.environ.get("PYTHONPATH", "")]))


def open_table(namespace: str, tmp_path: Path, *args: str) -> tuple[subprocess.Popen[str], str, dict[str, str]]:
    """`yamabushi host ... --port 0` on that machine: its join lines' address, and seat -> code."""
    server = subprocess.Popen(
        inside(namespace, sys.executable, "-m", "yamabushi", "host", *args, "--port", "0"),
        env=env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    assert server.stdout is not None
    if "0.0.0.0" in args:  # said first, as by `serve`
        warning = server.stdout.readline()
        assert warning.startswith("Listening on 0.0.0.0: other machines can reach it"), warning
    opening = server.stdout.readline()
    assert "table open at" in opening, opening
    address, seats = opening.split(" at ")[1].split()[0].rstrip(","), {}
    while len(seats) < 3:
        who, *_, code = server.stdout.readline().split()
        seats[who] = code
    return server, address, seats


def play(namespace: str, tmp_path: Path, address: str, code: str, seed: int) -> subprocess.Popen[str]:
    """A scripted player (seeded random legal actions) at that seat, from that machine."""
    return subprocess.Popen(
        inside(namespace, sys.executable, "-c", PLAYER, f"ws://{address}", code, str(seed)),
        env=env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def test_two_people_on_two_machines_play_a_whole_game_and_a_third_watches(lan, tmp_path):
    host, guest, host_address = lan
    server, address, seats = open_table(host, tmp_path, "himizu", "--host", "0.0.0.0", "--seed", "8")
    try:
        assert address.split(":")[0] == host_address, "the join lines name the host's LAN address"
        fire = play(host, tmp_path, address, seats["Fire"], 1)
        water = play(guest, tmp_path, address, seats["Water"], 2)
        watcher = play(guest, tmp_path, address, seats["Spectators"], 3)
        said = [json.loads(p.communicate(timeout=120)[0]) for p in (fire, water, watcher)]
        assert all(s["outcome"] for s in said) and len({s["outcome"] for s in said}) == 1, said
        assert said[0]["sent"] > 10 and said[1]["sent"] > 10 and said[2]["sent"] == 0
        assert said[0]["refused"] == said[1]["refused"] == 0
        assert said[2]["views"][-1] == said[1]["views"][-1], "the watcher sees the same end position"
    finally:
        server.terminate()
        server.wait(timeout=EXITS_WITHIN)


def test_a_table_on_the_default_address_cannot_be_reached_from_the_lan(lan, tmp_path):
    host, guest, host_address = lan
    server, address, seats = open_table(host, tmp_path, "himiki", "--seed", "2")
    try:
        assert address.startswith("127.0.0.1:")
        port = address.split(":")[1]
        reach = subprocess.run(
            inside(guest, sys.executable, "-m", "yamabushi", "join", f"{host_address}:{port}", seats["White"], "--plain"),
            env=env(tmp_path), input="quit\n", capture_output=True, text=True, timeout=60,
        )
        assert reach.returncode == 2 and "Cannot reach" in reach.stdout + reach.stderr, reach
    finally:
        server.terminate()
        server.wait(timeout=EXITS_WITHIN)
