from yamabushi.core.testing import perft, perft_divide, random_sim_check
from yamabushi.session.testing import check_session_roundtrip

from tests.toy import Race


def test_random_sim_check_plays_to_the_end_and_replays():
    engine = Race()
    games = random_sim_check(engine, {}, games=50, on_game=lambda g: check_session_roundtrip(engine, {}, g))
    assert all(engine.outcome(g.states[-1]) is not None for g in games)


def test_perft_counts_sequences():
    engine = Race()
    start = engine.new_game({}, 0)
    assert perft(engine, start, 0) == 1
    assert perft(engine, start, 1) == 3
    assert perft(engine, start, 2) == 9
    assert sum(n for _, n in perft_divide(engine, start, 3)) == perft(engine, start, 3)
