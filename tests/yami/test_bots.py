"""Yami bots: sampled tables fit what a seat sees, choices never depend on hidden cards, tiles go well."""

import random
from dataclasses import replace

import pytest

from yamabushi.app.bots import LEVELS, make_bot
from yamabushi.core.bots import bot_rng
from yamabushi.app.simulate import simulate
from yamabushi.yami.actions import Place
from yamabushi.yami.cards import FULL_DECK, card
from yamabushi.yami.state import YamiState
from yamabushi.yami.bots import shortlist
from yamabushi.yami.open_hands import solve
from yamabushi.yami.bots.forecast import (
    Target,
    informed_world,
    master_chance,
    spot_masks,
    success_chance,
    tiles_needed,
    tricks_to_come,
    unseen_cards,
    voids,
    world,
)

from tests.bot_games import bot_session, play_out

from tests.yami.helpers import AUTOMA_HANDS, DECK, ENGINE, RIVER, play, table


def random_positions(options, seed, count):
    """Positions reached by random play, with the seat to act."""
    rng = random.Random(seed)
    state = ENGINE.new_game(options, seed)
    out = []
    while ENGINE.legal_actions(state) and len(out) < count:
        out.append(state)
        state, _ = ENGINE.next_state(state, rng.choice(ENGINE.legal_actions(state)))
    return out


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 4, "mission": 2}])
@pytest.mark.parametrize("sample", [world, informed_world])
def test_a_sampled_table_shows_the_seat_exactly_what_it_saw(options, sample):
    for state in random_positions(options, 5, 30):
        seat = ENGINE.to_play(state)
        view = ENGINE.observation(state, seat)
        sampled = sample(view, random.Random(0))
        assert ENGINE.observation(sampled, seat) == view
        hidden = [c for i, h in enumerate(sampled.hands) if i != seat for c in h]
        hidden += [*sampled.deck, *sampled.unused, *sampled.discarded]
        assert sorted(hidden) == sorted(unseen_cards(view))


def test_the_master_never_deals_a_partner_the_colour_it_did_not_follow():
    """Player 2 answered Player 1's B3 with G1: the hard bot's tables still hand Player 2
    blue cards now and then, the master's never do, and Player 2 really holds none."""
    state, _ = play(table(AUTOMA_HANDS, RIVER, DECK), "B3", "G1")
    view = ENGINE.observation(state, 0)
    assert voids(view) == {1: frozenset("B")}
    assert not any(c.colour == "B" for c in state.hands[1])

    def blue_partners(sample):
        return sum(any(c.colour == "B" for c in sample(view, random.Random(i)).hands[1]) for i in range(40))

    assert blue_partners(world) > 10
    assert blue_partners(informed_world) == 0


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4}])
def test_every_void_a_table_shows_is_kept_by_the_masters_tables(options):
    for seed in range(3):
        for state in random_positions(options, seed, 36):
            seat = ENGINE.to_play(state)
            view = ENGINE.observation(state, seat)
            lacking = voids(view)
            for position, colours in lacking.items():
                assert not any(c.colour in colours for c in state.hands[position])
                sampled = informed_world(view, random.Random(seed))
                assert not any(c.colour in colours for c in sampled.hands[position])


@pytest.mark.parametrize("level", ["normal", "hard", "master"])
def test_a_bot_decides_the_same_whatever_the_cards_it_cannot_see(level):
    state = next(s for s in random_positions({"players": 3}, 2, 40) if len(ENGINE.legal_actions(s)) > 2)
    seat = ENGINE.to_play(state)
    view = ENGINE.observation(state, seat)
    other = world(view, random.Random(3))
    assert other.hands != state.hands and ENGINE.observation(other, seat) == view
    legal = ENGINE.legal_actions(state)
    choices = [make_bot("yami", level, seat, 4, max_seconds=None).choose(view, legal) for _ in range(2)]
    assert choices[0] == choices[1]


@pytest.mark.parametrize(("level", "players"), list(zip(LEVELS, (4, 2, 4, 3))))
def test_each_level_plays_whole_missions_in_every_seat(players, level, monkeypatch):
    """Legality, not strength: every level plays one whole mission, and every table size is
    played by some level (2 players: the automa's river; 4: the most seats), the levels
    sharing the engine's legal lists and the seats' turns whatever the size. The master
    plays the 3-player mission, where it plays a move from a table proven winnable; it solves
    4 sampled tables a move, not 8, half its cost here, and its whole path still runs."""
    monkeypatch.setattr(shortlist, "TABLES", 4)
    session = play_out(bot_session("yami", {"players": players}, [level], seed=players))
    assert {s.actor for s in session.steps} == set(range(players))


def test_normal_places_tiles_on_the_surround_without_breaking_a_coloured_edge():
    for seed in range(6):
        for state in random_positions({"players": 3}, seed, 60):
            if state.phase != "place" or len(state.tricks) == state.campaign.rounds:
                continue  # after the last trick every placement may lose alike
            target = Target.of(state)
            masks = spot_masks(state.pending)
            legal = ENGINE.legal_actions(state)
            best = max(target.gain(masks[p.anchor, p.rotation, p.flipped], p.card.colour) for p in legal)
            seat = ENGINE.to_play(state)
            chosen = make_bot("yami", "normal", seat, seed).choose(ENGINE.observation(state, seat), legal)
            assert isinstance(chosen, Place)
            assert target.gain(masks[chosen.anchor, chosen.rotation, chosen.flipped], chosen.card.colour) == best


def test_normal_bots_succeed_far_more_often_than_easy_ones():
    easy = simulate("yami", {"mission": 1}, ("easy",), games=10, seed=1).as_dict()["successes"]
    normal = simulate("yami", {"mission": 1}, ("normal",), games=10, seed=1).as_dict()["successes"]
    assert normal >= easy + 5


def test_the_master_leaves_no_more_stretches_of_surround_open_than_tricks_to_cover_them():
    """Mission 7, round 6, the automa's B3 to lay with two tricks to come: the top stretch
    has one square open (F7), the left one one (E10), the right one four. Covering the most
    squares (the hard bot's choice) leaves three stretches for two tiles; the master closes
    F7 and leaves two."""
    state = ENGINE.new_game({"players": 2, "mission": 7}, 5005)
    state, _ = play(
        state,
        *"O7 O2 O6 O7@A10/180b B5 B7 B4 B7@H4/90b G7 G1 G4 G7@F3/270b G5 P1 B6 G5@B8/180b B3 B2 O3".split(),
    )
    assert state.pending is not None and tricks_to_come(state) == 2
    seat = ENGINE.to_play(state)
    view, legal = ENGINE.observation(state, seat), ENGINE.legal_actions(state)

    def stretches_left(level):
        chosen = make_bot("yami", level, seat, 5005, max_seconds=None).choose(view, legal)
        after = ENGINE.next_state(state, chosen)[0]
        return tiles_needed(Target.of(after)), after

    hard_needs, after_hard = stretches_left("hard")
    master_needs, _ = stretches_left("master")
    assert hard_needs == 3 and master_needs == 2
    assert master_chance(after_hard) < success_chance(after_hard) / 100


def _mission_20_laid(place: str) -> YamiState:
    """Mission 20, 3 players, seed 0, before any card: R2's tile laid as `place` says."""
    state = replace(ENGINE.new_game({"players": 3, "mission": 20}, 0), pending=card("R2"))
    return play(state, place)[0]


def test_the_forecast_aims_at_a_rock_as_at_the_surround():
    """Mission 20 wins only once the Rock at I3 is covered too: a tile on it comes nearer
    the goal than one in a far corner (the forecast once read the surround alone, and
    charged the Rock as waste)."""
    on_rock, in_corner = _mission_20_laid("R2@I3/0"), _mission_20_laid("R2@A12/0")
    assert success_chance(on_rock) > success_chance(in_corner)
    assert master_chance(on_rock) > master_chance(in_corner)


def test_a_hole_only_a_1_fits_is_nearly_lost_and_lost_once_no_1_is_left():
    """Mission 20: G4 is walled in by Mission tiles on three sides, and R2 laid on G2 and G3
    closes the fourth, so only a 1's tile can cover it, and a 1 wins a trick only where no
    other card of its colour or trump is played. The forecast rates that hole far below R2
    laid in a far corner (it once rated them alike, and the bots left G4 so on every deal);
    with every 1 dealt to nobody the mission is lost whatever the tiles to come."""
    holed, harmless = _mission_20_laid("R2@G2/90"), _mission_20_laid("R2@A12/0")
    ones = [c for c in FULL_DECK if c.value == 1]
    spare = iter(c for c in holed.unused if c.value > 1)
    swap = {c: next(spare) for hand in holed.hands for c in hand if c in ones}
    without = replace(
        holed,
        hands=tuple(tuple(sorted(swap.get(c, c) for c in hand)) for hand in holed.hands),
        unused=tuple(sorted(set(holed.unused) - set(swap.values()) | set(swap))),
    )
    for chance in (success_chance, master_chance):
        assert chance(without) < chance(holed) / 10 < chance(harmless) / 100


def test_the_master_chooses_the_same_at_two_tables_that_differ_only_in_cards_it_cannot_see():
    """The master solves tables it deals itself from its view: two real tables with other
    hidden hands (the same view) get the same choice from the same seed, from the bot and
    from its solved tables alone (the move is bounded by positions only)."""
    from yamabushi.yami.bots.forecast import informed_world
    from yamabushi.yami.bots.shortlist import choose

    state = next(s for s in random_positions({"players": 3}, 5, 40) if len(ENGINE.legal_actions(s)) > 2)
    seat = ENGINE.to_play(state)
    other = world(ENGINE.observation(state, seat), random.Random(8))
    assert other.hands != state.hands
    legal = ENGINE.legal_actions(state)
    views = [ENGINE.observation(s, seat) for s in (state, other)]
    bots = [make_bot("yami", "master", seat, 4, max_seconds=None).choose(v, legal) for v in views]
    solved = [choose(v, legal, bot_rng("yami", 4, seat), None, informed_world) for v in views]
    assert bots[0] == bots[1] and solved[0] == solved[1]


def test_the_master_lays_a_tile_where_the_deal_stays_winnable_beside_the_tiles_already_laid():
    """Mission 2, 3 players, seed 20, the fourth tile (B7) to lay, three on the board: the
    master once solved its tables on the empty board, and laid B7 at D3 where no line wins
    any more. Solving them with the tiles already laid, it lays B7 where the deal, every
    card face up, is still winnable (the solver says so, within a bound of positions)."""
    state = ENGINE.new_game(ENGINE.normalize_options({"players": 3, "mission": 2}), 20)
    state, _ = play(state, *"R7 R1 R5 R7@F2/270b B5 B1 B6 B6@G1/90 G7 O1 G2 G7@J5/90b B7 P2 B2".split())
    assert state.phase == "place" and len(state.placed) == 3 and solve(state, 100_000).winnable
    seat = ENGINE.to_play(state)
    view, legal = ENGINE.observation(state, seat), ENGINE.legal_actions(state)
    for bot_seed in (2, 3):
        chosen = make_bot("yami", "master", seat, bot_seed, max_seconds=None).choose(view, legal)
        assert solve(ENGINE.next_state(state, chosen)[0], 100_000).winnable, chosen


MISSION_9_SEED_1 = "G6 G7 G2 G7@H7/0b"
"""Mission 9, 3 players, seed 1, as the masters play it: the first trick won and laid."""


@pytest.fixture
def searches(monkeypatch):
    """Every open-hands solve started from now on (its positions searched, its board)."""
    from yamabushi.yami.open_hands import search

    started = []
    start = search._Search.__init__

    def record(self, *args, **kwargs):
        start(self, *args, **kwargs)
        started.append(self)

    monkeypatch.setattr(search._Search, "__init__", record)
    return started


@pytest.mark.parametrize(
    ("path", "most_boards"),
    [(MISSION_9_SEED_1, 1), (MISSION_9_SEED_1 + " R7 B7 R5", 1 + shortlist.PLACES_TRIED)],
)
def test_a_master_move_searches_a_bounded_number_of_positions_and_keeps_the_deal_winnable(path, most_boards, searches):
    """Mission 9, 3 players, seed 1: the third seat leads the second trick with nine cards,
    then lays R7. Trying every card and each placement found at every table, the master
    searched over 25,000 positions for the lead (3.0 CPU s) and solved on a board for each
    of four placements (2.6 s), where a move should take at most 3 s; its solves now share
    `MOVE_NODES` positions and try two placements, and the deal, every card face up, stays
    winnable after its choice."""
    state = ENGINE.new_game(ENGINE.normalize_options({"players": 3, "mission": 9}), 1)
    state, _ = play(state, *path.split())
    seat = ENGINE.to_play(state)
    view, legal = ENGINE.observation(state, seat), ENGINE.legal_actions(state)
    chosen = make_bot("yami", "master", seat, 2, max_seconds=None).choose(view, legal)
    assert sum(s.nodes for s in searches) <= shortlist.MOVE_NODES + 1  # the last solve counts where it stopped
    assert len({id(s.board) for s in searches}) <= most_boards
    searches.clear()
    assert solve(ENGINE.next_state(state, chosen)[0], 100_000).winnable, chosen
