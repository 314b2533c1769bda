"""The door's arithmetic on a clock the test moves: wrong codes cost their address time, many
connections at once buy nothing, other addresses never wait."""

from __future__ import annotations

from yamabushi.net.transport.door import FORGET, MAX_GAP, MAX_WAIT, Door, address_key


def test_wrong_codes_one_after_another_wait_longer_each_time():
    now = [0.0]
    door = Door(lambda: now[0])
    waits = []
    for _ in range(7):
        wait = door.wait("a")
        assert wait is not None
        now[0] += wait
        door.checked("a", wrong=True)
        waits.append(wait)
    assert waits == [0.0, 0.5, 1.0, 2.0, 4.0, MAX_GAP, MAX_GAP]
    assert door.wait("b") == 0.0  # another address: at once
    now[0] += FORGET + 1
    assert door.wait("a") == 0.0  # forgiven


def test_fifty_joins_at_once_are_checked_no_faster_than_one_after_another():
    door = Door(lambda: 0.0)
    door.wait("a")
    door.checked("a", wrong=True)
    turns = [door.wait("a") for _ in range(50)]
    given = [t for t in turns if t is not None]
    assert given == [0.5, 1.5, 3.5, 7.5, 15.5, 23.5] and all(t <= MAX_WAIT for t in given)
    assert turns.count(None) == 44  # refused unchecked


def test_an_address_is_its_host_or_its_ipv6_network():
    assert address_key(("192.0.2.7", 5000)) == "192.0.2.7"
    assert address_key(("::ffff:192.0.2.7", 5000, 0, 0)) == "192.0.2.7"
    assert address_key(("2001:db8::1", 5000, 0, 0)) == address_key(("2001:db8::ffff:1", 6000, 0, 0)) == "2001:db8::/64"
    assert address_key(("fe80::1%eth0", 1, 0, 2)) == "fe80::/64"
