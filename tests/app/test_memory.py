"""Long runs stay flat (issue 17, Memory): no cache keeps something of every game it has seen.

Measured with tracemalloc after a collection, so only what is still held counts.
"""

import gc
import tracemalloc
from itertools import combinations

from yamabushi.app.simulate import Plan, play_game
from yamabushi.himiki.rules import rotations

MiB = 2**20


def held() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def test_memory_held_after_120_yami_bot_games_is_what_it_was_after_20():
    """`simulate yami --players 4 --bots easy` grew by about 10 KiB a game, for ever: 100
    games after the warm-up would hold about twice the bound."""
    plan = Plan("yami", {"players": 4}, ("easy",), 1, False)
    tracemalloc.start()
    try:
        for index in range(20):
            play_game(plan, index)
        warm = held()
        for index in range(20, 120):
            play_game(plan, index)
        grown = held() - warm
    finally:
        tracemalloc.stop()
    assert grown < 0.5 * MiB


def test_the_rotations_of_every_set_of_cube_squares_are_not_all_kept():
    """Over many Hi Mi Ki games a side's cubes stand on tens of thousands of different squares."""
    tracemalloc.start()
    try:
        before = held()
        for squares in combinations(range(30), 4):
            rotations(squares)
        grown = held() - before
    finally:
        tracemalloc.stop()
    assert grown < 4 * MiB
