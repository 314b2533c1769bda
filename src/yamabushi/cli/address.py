"""What `serve` and `host` share about the address they listen on.

The `--host` argument is checked here before anything is bound: an IP address or a
host name in ASCII letters, digits and hyphens, nothing else. The resolver would
otherwise fail with a traceback of its own (`idna` on `..` or a 64-letter label),
markup-like text would reach a message, and `''` would listen on every address
unasked. When the address reaches beyond this machine, both commands say so in the
same sentence, and both give the players the address that others can reach.
"""

from __future__ import annotations

import argparse
import ipaddress
import re
import socket
import sys

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_NAME = re.compile(rf"{_LABEL}(?:\.{_LABEL})*\.?", re.ASCII)
_IP = re.compile(r"[0-9A-Fa-f:.]+(?:%[A-Za-z0-9_.-]+)?", re.ASCII)
"""The characters of an IP address, with an IPv6 zone (`%eth0`) kept to a plain name."""
_NAME_MAX = 253
_ECHO_MAX = 40
EVERY_ADDRESS = ("0.0.0.0", "::")


def _ip(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    if not _IP.fullmatch(text):
        return None
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def listen_host(text: str) -> str:
    """An argparse `type` for `--host`: `text` when it is an IP address or a host name."""
    if len(text) <= _NAME_MAX and (_ip(text) is not None or _NAME.fullmatch(text)):
        return text
    typed = ascii(text)  # escapes every control and non-ASCII character: a host name has none
    typed = typed if len(typed) <= _ECHO_MAX else typed[: _ECHO_MAX - 3] + "..."
    raise argparse.ArgumentTypeError(f"takes an address (127.0.0.1, ::1, or 0.0.0.0 for every one) or a host name, not {typed}")


def is_loopback(host: str) -> bool:
    """Whether only this machine can reach `host`."""
    ip = _ip(host)
    return host == "localhost" if ip is None else ip.is_loopback


def warn_if_reachable(host: str) -> None:
    """Say on stderr that other machines can reach `host`, unless it is this machine only."""
    if not is_loopback(host):
        print(
            f"Listening on {host}: other machines can reach it, so share what is printed below only with the people you play with.",
            file=sys.stderr,
        )


def reachable(host: str) -> str:
    """The address to give the players: one listening on every interface (0.0.0.0) is
    reached at this machine's address on the network, found from the route a datagram would
    take (nothing is sent); 127.0.0.1 where there is no such route."""
    if host not in EVERY_ADDRESS:
        return host
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed like any outside address
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def in_url(host: str) -> str:
    """`host` as a URL writes it: an IPv6 address in brackets."""
    ip = _ip(host)
    return f"[{host}]" if ip is not None and ip.version == 6 else host
