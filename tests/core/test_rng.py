from hypothesis import given
from hypothesis import strategies as st

from yamabushi.core import rng


@given(st.integers(), st.integers(min_value=1, max_value=1000))
def test_randbelow_in_range_and_deterministic(seed, n):
    state = rng.seed_state(seed)
    value, after = rng.randbelow(state, n)
    assert 0 <= value < n
    assert rng.randbelow(state, n) == (value, after)


@given(st.integers(), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled, _ = rng.shuffle(rng.seed_state(seed), items)
    assert sorted(shuffled) == sorted(items)


def test_different_seeds_give_different_streams():
    draws = {rng.shuffle(rng.seed_state(s), range(10))[0] for s in range(20)}
    assert len(draws) > 15


def test_dice_are_roughly_uniform():
    state, counts = rng.seed_state(7), [0, 0, 0]
    for _ in range(3000):
        value, state = rng.randbelow(state, 3)
        counts[value] += 1
    assert all(900 < c < 1100 for c in counts)
