"""Wrong codes cost time, to the address that guesses them and to nobody else.

An address (a host's IPv4 address, or the /64 network of an IPv6 one, as one machine holds a
whole /64) with no wrong code behind it has its code checked at once. After a wrong code,
its joins are checked one at a time, each waiting a gap after the one before that doubles
with every wrong code and every join still waiting (FIRST_GAP, then twice that, up to
MAX_GAP), so opening many connections at once buys nothing; a join that would wait longer
than MAX_WAIT is refused unchecked. An address is forgiven FORGET seconds after its last
wrong code. Honest joins from other addresses never wait, and one typo costs its typist
half a second.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from dataclasses import dataclass

FIRST_GAP = 0.5
MAX_GAP = 8.0
MAX_WAIT = 30.0
FORGET = 600.0
MAX_ADDRESSES = 10_000
"""Addresses remembered at once; beyond that the one that guessed longest ago is forgotten."""


@dataclass
class _Record:
    misses: int = 0
    waiting: int = 0
    """Joins given a turn and not checked yet: each counts as a wrong code to come."""
    last_miss: float = 0.0
    free_at: float = 0.0
    """When this address's next join may be checked."""

    @property
    def gap(self) -> float:
        return min(MAX_GAP, FIRST_GAP * 2.0 ** min(self.misses + self.waiting - 1, 16))


def address_key(remote: object) -> str:
    """Whom a connection's remote address (a socket address tuple) stands for."""
    host = remote[0] if isinstance(remote, tuple) and remote else str(remote)
    try:
        address = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return str(host)
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{address}/64", strict=False))
    return str(address)


class Door:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._records: dict[str, _Record] = {}

    def wait(self, key: str) -> float | None:
        """Seconds the join from `key` waits before its code is checked (reserving its turn:
        `checked` must follow, even when the join is given up), or None when it would wait
        longer than MAX_WAIT and is refused unchecked. No wait is checked at once: the caller
        must not yield between a 0 and its `checked`, so that the next join sees a wrong code."""
        record = self._records.get(key)
        now = self.clock()
        if record is None or now - record.last_miss > FORGET:
            return 0.0
        start = max(now, record.free_at)
        if start - now > MAX_WAIT:
            return None
        record.waiting += 1
        record.free_at = start + record.gap
        return start - now

    def checked(self, key: str, wrong: bool) -> None:
        """The join from `key` that `wait` gave a turn was checked (or given up): `wrong` when
        its code was wrong."""
        now = self.clock()
        record = self._records.pop(key, None)
        if record is not None:
            record.waiting = max(0, record.waiting - 1)
            self._records[key] = record
        if not wrong:
            return
        if record is None or now - record.last_miss > FORGET:
            record = _Record(waiting=0 if record is None else record.waiting)
        record.misses += 1
        record.last_miss = now
        record.free_at = max(record.free_at, now + record.gap)
        self._records[key] = record  # last in the dict: the most recent guesser
        if len(self._records) > MAX_ADDRESSES:
            del self._records[next(iter(self._records))]
