"""Perft counts from rules/data/himiki_perft.toml, cross-checked by an independent brute force."""

import random

import pytest
from pydantic import BaseModel, ConfigDict, Field

from yamabushi.core.testing import perft, perft_divide
from yamabushi.data import load_data
from yamabushi.himiki.actions import ClaimDraw
from yamabushi.himiki.hpn import START_HPN, from_hpn, hpn

from tests.himiki import reference
from tests.himiki.util import ENGINE


class PerftPosition(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    hpn: str
    counts: list[int] = Field(min_length=1)
    note: str = ""


class PerftData(BaseModel):
    model_config = ConfigDict(extra="forbid")

    position: list[PerftPosition]


DATA = load_data("himiki_perft", PerftData)
REFERENCE_DEPTH = 3


def _divide_report(text: str, depth: int) -> str:
    """Which first actions disagree with the reference, to point at the broken rule."""
    mine = dict(perft_divide(ENGINE, from_hpn(text), depth))
    pos = reference.parse(text)
    theirs = {a: reference.perft(reference.play(pos, a), depth - 1) for a in reference.actions(pos)}
    diffs = {a: (mine.get(a), theirs.get(a)) for a in mine.keys() | theirs.keys() if mine.get(a) != theirs.get(a)}
    return f"engine vs reference by first action: {diffs}"


def test_the_binding_reference_counts_are_in_the_data():
    start = next(p for p in DATA.position if p.hpn == START_HPN)
    assert start.counts[:4] == [15, 176, 2470, 34600]


@pytest.mark.parametrize("case", DATA.position, ids=lambda c: c.name)
def test_engine_perft_matches_the_data_file(case):
    state = from_hpn(case.hpn)
    for depth, expected in enumerate(case.counts, start=1):
        got = perft(ENGINE, state, depth)
        assert got == expected, f"depth {depth}: {got} != {expected}; " + _divide_report(case.hpn, depth)


@pytest.mark.parametrize("case", DATA.position, ids=lambda c: c.name)
def test_independent_brute_force_matches_the_data_file(case):
    pos = reference.parse(case.hpn)
    for depth, expected in enumerate(case.counts[:REFERENCE_DEPTH], start=1):
        assert reference.perft(pos, depth) == expected, f"depth {depth}"


def test_every_successor_along_random_games_matches_the_brute_force():
    """Beyond counts: the same legal moves, in the same order, leading to the same positions."""
    for seed in range(25):
        rng = random.Random(seed)
        state = ENGINE.new_game({"setup": "random"}, seed)
        while ENGINE.outcome(state) is None:
            text, pos = hpn(state), reference.parse(hpn(state))
            moves = [a for a in ENGINE.legal_actions(state) if not isinstance(a, ClaimDraw)]
            assert [ENGINE.format_action(state, a) for a in moves] == reference.actions(pos), text
            for action in moves:
                notation = ENGINE.format_action(state, action)
                expected = reference.to_hpn(reference.play(pos, notation))
                assert hpn(ENGINE.next_state(state, action)[0]) == expected, (text, notation)
            state = ENGINE.next_state(state, rng.choice(moves))[0]
