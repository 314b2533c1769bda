"""The Yami engine: a mission's tricks, tile placements and victory check.

Seats are the human players only ("Player 1".."Player 4"). In a 2-player game
the automa holds cards at turn-order position 2 but has no seat: whenever it is
to play, `to_play` is the Leader (the Kakapo holder), who picks its card. The
trick winner (the Leader when the automa wins) places the Decision card's tile.

Missions 3-22 lay tokens that make players discard (tokens.py) or set the next
lead (choices.py). The campaign, a variant on top (yami/campaign), adds options,
Powers and Moon tiles through the rule hooks of variant.py, which this engine
calls without knowing the campaign; without its options nothing changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from yamabushi.core import rng
from yamabushi.core.protocol import Engine, Event, Options, Outcome
from yamabushi.yami import notation, placement
from yamabushi.yami.actions import Action, Discard, Place, Play, PlayDeck, UsePower
from yamabushi.yami.automa import refill
from yamabushi.yami.board import square_name
from yamabushi.yami.cards import COLOURS, Card, colour_name, with_article
from yamabushi.yami.choices import card_choices
from yamabushi.yami.deal import deal, first_player, normalize, split_automa
from yamabushi.yami.events import (
    CardPlayed,
    KakapoTaken,
    RiverRefilled,
    TilePlaced,
    TrickWon,
)
from yamabushi.yami.missions import Mission
from yamabushi.yami.observation import YamiView, make_view
from yamabushi.yami.placement import (
    can_place,
    canonical,
    legal_places,
    placed,
    squares_of_place,
)
from yamabushi.yami.resolve import end_mission, settle
from yamabushi.yami.sentences import card_played, end_text, kakapo_taken, trick_won
from yamabushi.yami.state import CampaignPart, Trick, YamiState, evolve, evolve_campaign
from yamabushi.yami.text_view import to_text
from yamabushi.yami.tokens import cover, discard, discard_choices, lay_tokens
from yamabushi.yami.tricks import winning_index
from yamabushi.yami.variant import variant

AUTOMA_NAME = "Automa"


class Yami(Engine[YamiState, Action]):
    name = "yami"
    title = "Yami"
    cooperative = True
    notation_key = (
        "R5: play the red 5 (R red, B blue, P purple, G green, O orange)\n"
        "deck: the automa's top card\n"
        "B5@C4/90: B5's tile on C4 turned 90°, b its back side\n"
        "-R5: throw R5 face down; !drift:...: use a Power"
    )

    def hidden_information(self, options: Options) -> bool:
        """Every hand is hidden, whatever the options."""
        return True

    # -- set-up ----------------------------------------------------------------
    def normalize_options(self, options: Options) -> dict[str, Any]:
        """The plain game's options, then those of the variant plugged in (variant.py)."""
        rules = variant()
        plain = normalize(options, rules.option_keys)
        return plain | rules.normalize(options, plain["mission"])

    def rematch_options(self, options: Options, opening: YamiState) -> dict[str, Any]:
        """The next player in turn leads the rematch's first trick."""
        return self.normalize_options(options) | {"first": (opening.leader + 1) % opening.players}

    def seat_names(self, options: Options) -> tuple[str, ...]:
        return tuple(f"Player {i + 1}" for i in range(self.normalize_options(options)["players"]))

    def position_names(self, state: YamiState) -> tuple[str, ...]:
        """Names by turn-order position: the seats, then the automa with 2 players."""
        return _position_names(state.players)

    def new_game(self, options: Options, seed: int) -> YamiState:
        opts = self.normalize_options(options)
        players = opts["players"]
        first = first_player(opts["first"], players, seed)
        hands, unused = deal(players, first, seed)
        river, deck = split_automa(hands[2]) if players == 2 else ((), ())
        humans = tuple(tuple(sorted(h)) for h in hands[:players])
        state = YamiState(
            players,
            _laid(variant().mission(opts), seed),
            humans,
            river,
            deck,
            unused,
            leader=first,
            played=(),
            tricks=(),
            kakapo=first if players == 2 else None,
            placed=(),
            pending=None,
            status="playing",
            reason="",
        )
        return variant().prepare(lay_tokens(state), opts, self.position_names(state))

    # -- whose turn --------------------------------------------------------------
    def to_play(self, state: YamiState) -> int | None:
        if state.phase == "over":
            return None
        position = _acting_position(state)
        return state.kakapo if position == state.automa else position

    def legal_actions(self, state: YamiState) -> Sequence[Action]:
        if state.phase == "over":
            return []
        if state.phase == "discard":
            return discard_choices(state)
        if state.phase == "place":
            assert state.pending is not None
            return [*legal_places(state.pending, state.occupied), *variant().uses(state)]
        return [*card_choices(state, _turn(state)), *variant().uses(state)]

    # -- resolving -----------------------------------------------------------------
    def next_state(self, state: YamiState, action: Action) -> tuple[YamiState, tuple[Event, ...]]:
        if isinstance(action, Place):
            return self._place(state, action)
        if isinstance(action, Discard):
            state, events = discard(state, action, self.position_names(state))
            return state, tuple(events)
        if isinstance(action, UsePower):
            state, events = variant().use(state, action, self.position_names(state))
            return state, tuple(events)
        return self._play(state, action)

    def _play(self, state: YamiState, action: Play | PlayDeck) -> tuple[YamiState, tuple[Event, ...]]:
        position = _turn(state)
        card, changes, events = self._take(state, action, position)
        state = evolve(state, played=state.played + (card,), campaign=_led(state.campaign), **changes)
        if len(state.played) == state.table_size:
            state, more = self._end_trick(state, self.position_names(state))
            events.extend(more)
        return state, tuple(events)

    def _take(
        self, state: YamiState, action: Play | PlayDeck, position: int
    ) -> tuple[Card, dict[str, Any], list[Event]]:
        """Which card leaves its hand, river or deck, and the fields that change (the river refilled at once)."""
        names = self.position_names(state)
        led = state.played[0] if state.played else None
        if isinstance(action, PlayDeck):
            card = state.deck[0]
            text = card_played(names, position, card, led, state.campaign.free == position, "deck")
            return card, {"deck": state.deck[1:]}, [CardPlayed(text, position, card, "deck")]
        card = action.card
        source = "river" if position == state.automa else "hand"
        text = card_played(names, position, card, led, state.campaign.free == position, source)
        events: list[Event] = [CardPlayed(text, position, card, source)]
        if source == "hand":
            hands = state.hands
            hand = hands[position]
            if card in hand:
                at = hand.index(card)
                hands = (*hands[:position], hand[:at] + hand[at + 1 :], *hands[position + 1 :])
            return card, {"hands": hands}, events
        river, deck, drawn = refill(tuple(c for c in state.river if c != card), state.deck)
        if drawn is not None:
            events.append(RiverRefilled(f"The automa's river is refilled with {drawn}.", drawn))
        return card, {"river": river, "deck": deck}, events

    def _end_trick(self, state: YamiState, names: tuple[str, ...]) -> tuple[YamiState, list[Event]]:
        """The Decision card goes to the pile; its tile waits for the winner (or the Leader)."""
        index = winning_index(state.played, state.trump)
        trick = Trick(state.leader, state.played, state.trump, (state.leader + index) % state.table_size)
        winner, card = trick.winner, trick.decision
        kakapo = winner if state.kakapo is not None and winner != state.automa else state.kakapo
        placer = kakapo if winner == state.automa else winner
        assert placer is not None
        events: list[Event] = [TrickWon(trick_won(names, len(state.tricks) + 1, trick, placer), winner, card, placer)]
        if kakapo != state.kakapo:
            events.append(KakapoTaken(kakapo_taken(names[winner]), winner))
        state = evolve(
            state,
            leader=winner,
            played=(),
            tricks=state.tricks + (trick,),
            kakapo=kakapo,
            pending=card,
            campaign=_trick_done(state.campaign),
        )
        if not can_place(card, state.occupied):
            return end_mission(state, False, f"the tile {card} fits nowhere on the board", events)
        return state, events

    def _place(self, state: YamiState, action: Place) -> tuple[YamiState, tuple[Event, ...]]:
        """Lay the tile, then check: a wrong colour fails at once, a full surround succeeds,
        the last round fails; otherwise the tokens it covers take effect."""
        tile = placed(action)
        covers = ", ".join(square_name(q) for q in tile.squares)
        placer = self.position_names(state)[self.to_play(state) or 0]
        state = evolve(state, placed=state.placed + (tile,), pending=None)
        events: list[Event] = [TilePlaced(f"{placer} places the {tile.card} tile on {covers}.", tile.card, tile.squares)]
        state, events = settle(state, tile, events)
        if state.status != "playing":
            return state, tuple(events)
        if len(state.tricks) >= state.campaign.rounds:
            state, events = end_mission(
                state, False, f"the Mission tiles are not surrounded after round {state.campaign.rounds}", events
            )
            return state, tuple(events)
        state, events = cover(state, tile.mask, self.position_names(state), events)
        return state, tuple(events)

    def outcome(self, state: YamiState) -> Outcome | None:
        if state.status == "playing":
            return None
        won = state.status == "success"
        return Outcome(tuple(range(state.players)) if won else (), end_text(state.mission.number, won, state.reason))

    def progress_text(self, state: YamiState) -> str:
        """The mission, the round, and who plays a card, places the won tile or discards."""
        position = _acting_position(state)
        if position is None:
            return ""
        names = self.position_names(state)
        doing = f"{names[position]} " + {"play": "to play", "place": "to place the tile", "discard": "to discard"}[state.phase]
        if position == state.automa and state.kakapo is not None:
            leader = names[state.kakapo]
            doing = f"{leader} to place the automa's tile" if state.phase == "place" else f"{doing} ({leader} picks its card)"
        return f"Mission {state.mission.number}, round {state.round}/{state.campaign.rounds}, {doing}"

    # -- checked path ----------------------------------------------------------------
    def canonical(self, state: YamiState, action: Action) -> Action:
        """A placement (or a Drift) in the orientation legal_actions lists for the squares it covers."""
        if isinstance(action, UsePower):
            return variant().listed(action)
        return canonical(action) if isinstance(action, Place) else action

    def refusal(self, state: YamiState, action: Action) -> str | None:
        """The rule that forbids the action, checked by its kind."""
        if state.phase == "over":
            return f"Mission {state.mission.number} is over ({state.reason})."
        if isinstance(action, UsePower):
            return variant().refusal(state, action)
        if state.phase == "discard":
            return self._discard_refusal(state, action)
        if isinstance(action, Discard):
            return "No card is to be thrown face down now."
        if isinstance(action, Place):
            return self._place_refusal(state, action)
        if not isinstance(action, (Play, PlayDeck)):
            return f"{action!r} is not a Yami action."
        if state.phase == "place":
            return f"The tile {state.pending} must be placed before the next card is played."
        if state.turn == state.automa:
            return self._automa_refusal(state, action)
        return self._hand_refusal(state, action)

    def _hand_refusal(self, state: YamiState, action: Play | PlayDeck) -> str | None:
        position = _turn(state)
        name = self.position_names(state)[position]
        if isinstance(action, PlayDeck):
            return f"Only the automa has a deck; it is {name}'s turn to play a card."
        if action.card not in state.hands[position]:
            return f"{action.card} is not in {name}'s hand."
        if action not in self.legal_actions(state) and not state.played:
            mist = " or ".join(colour_name(c) for c in state.campaign.lead_colours)
            return f"{name} must lead {mist} (a Mist token calls for it) while holding such a card."
        if action not in self.legal_actions(state):
            led = colour_name(state.played[0].colour)
            return f"{name} must follow {led} (the led colour) while holding {with_article(led)} card."
        return None

    def _automa_refusal(self, state: YamiState, action: Play | PlayDeck) -> str | None:
        if action in self.legal_actions(state):
            return None
        if isinstance(action, PlayDeck) and not state.deck:
            return "The automa's deck is empty."
        if isinstance(action, Play) and action.card not in state.river:
            return f"{action.card} is not in the automa's river."
        if not state.played:
            mist = " or ".join(colour_name(c) for c in state.campaign.lead_colours)
            return f"The automa must lead {with_article(mist)} river card (a Mist token calls for it) when its river has one."
        led = state.played[0]
        return f"The automa must play {with_article(colour_name(led.colour))} river card (the led colour) when its river has one."

    def _discard_refusal(self, state: YamiState, action: Action) -> str | None:
        name = self.position_names(state)[state.campaign.discards[0]]
        if not isinstance(action, Discard):
            return f"{name} must first throw a card face down (write - and the card, e.g. -R5)."
        if action not in self.legal_actions(state):
            return f"{action.card} is not among the cards {name} may throw face down."
        return None

    def _place_refusal(self, state: YamiState, action: Place) -> str | None:
        text = notation.format_action(action)
        if state.phase != "place":
            return f"{text}: no tile is waiting to be placed; a card must be played."
        if action.card != state.pending:
            return f"{text}: the tile to place is {state.pending}, the Decision card."
        squares = squares_of_place(action)
        if squares is None:
            return f"{text}: the tile would go off the 12×12 board."
        if any(state.occupied >> s & 1 for s in squares):
            return f"{text}: the tile would cover a square that is not empty."
        return None

    # -- notation, log, views ----------------------------------------------------------
    def format_action(self, state: YamiState, action: Action) -> str:
        return notation.format_action(action)

    def parse_action(self, state: YamiState, text: str) -> Action:
        return self.canonical(state, notation.parse_action(text))

    def log_text(self, state: YamiState, action: Action, events: Sequence[Event]) -> str:
        """Marks the automa's cards, which the Leader plays: `B6 (automa)`, `deck (O5)`;
        a face-down discard shows no card: the log is on everyone's screen."""
        text = notation.format_action(action)
        if isinstance(action, Discard):
            return "- (a card face down)"
        if isinstance(action, PlayDeck):
            return f"{text} ({next(e.card for e in events if isinstance(e, CardPlayed))})"
        if isinstance(action, Play) and state.turn == state.automa:
            return f"{text} (automa)"
        return text

    def is_barrier(self, state: YamiState, action: Action) -> bool:
        """A card leaving a hidden hand or the deck, or a river refill, reveals information;
        so does a face-down discard, which the next player must not be able to undo."""
        if isinstance(action, Discard):
            return True
        if isinstance(action, (Place, UsePower)):
            return False
        if isinstance(action, PlayDeck) or state.turn != state.automa:
            return True
        return bool(state.deck)

    def position_text(self, state: YamiState, seat: int) -> str | None:
        """Yami has no one-line notation: the plain text view of the seat's table and hand."""
        return to_text(self.observation(state, seat))

    def observation(self, state: YamiState, seat: int) -> YamiView:
        return make_view(state, seat, self.position_names(state), self.to_play(state))

    # -- what a screen shows of the rules (front ends ask here, not the rules modules) --------
    def why_no_power(self, state: YamiState) -> str:
        """Why no Power token can be laid now, a sentence per Power tile (asked when none can)."""
        return variant().why_no_power(state)

    def preview(self, seen: YamiState | YamiView, place: Place) -> placement.Preview:
        """What laying `place` would cover, find taken and break on the board `seen` shows
        (a state or a seat's view), before anyone commits; `place` lies on the grid (fit_inside)."""
        return placement.preview(place, seen.mission, seen.occupied)

    def fit_inside(self, place: Place) -> Place:
        """`place` shifted as little as possible to lie wholly on the grid, so a tile steered by
        keys or turned near an edge never hangs off the board."""
        return placement.fit_inside(place)

    def winning_index(self, seen: YamiState | YamiView) -> int | None:
        """Index in play order of the card winning the trick so far; None before its first card."""
        return winning_index(seen.played, seen.trump) if seen.played else None


def _laid(mission: Mission, seed: int) -> Mission:
    """The mission with its Trump card drawn from the seed when the mission leaves it random."""
    if mission.trump != "random":
        return mission
    return replace(mission, trump=rng.choice(rng.seed_state(seed + 2), COLOURS)[0])


@cache
def _position_names(players: int) -> tuple[str, ...]:
    """Built once per player count: every card played asks for them."""
    humans = tuple(f"Player {i + 1}" for i in range(players))
    return humans + ((AUTOMA_NAME,) if players == 2 else ())


def _acting_position(state: YamiState) -> int | None:
    """Whose decision is due: the next card's, the placer's, or the next discarder's."""
    if state.phase == "discard":
        return state.campaign.discards[0]
    return state.turn if state.phase == "play" else state.leader


def _led(campaign: CampaignPart) -> CampaignPart:
    """A card is played: a Mist's or the Fog Moon's lead colours have had their say. The part
    is kept when nothing changes (the usual case), so a play allocates no new one."""
    return evolve_campaign(campaign, lead_colours=()) if campaign.lead_colours else campaign


def _trick_done(campaign: CampaignPart) -> CampaignPart:
    """A trick is won: a Beacon's call and a Wild Step's excuse lasted for that trick only."""
    if campaign.called is None and campaign.free is None:
        return campaign
    return evolve_campaign(campaign, called=None, free=None)


def _turn(state: YamiState) -> int:
    """The position to play a card; only called in the play phase."""
    assert state.turn is not None
    return state.turn
