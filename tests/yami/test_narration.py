"""What a player reads for each Yami event kind: who played what (lead, follow, off colour,
the automa's deck, a Wild Step), the trick's summary with its reason and the next trump, the
tile placed, the Kakapo, the river refilled, tokens, discards, powers and the mission's end."""

from __future__ import annotations


from tests.yami.helpers import ENGINE, table, with_campaign
from yamabushi.yami import events as kinds
from yamabushi.yami.board import parse_square
from yamabushi.yami.state import YamiState

HANDS = ("B3 P2 R1 G7 O7 O1 O2 R4 R5", "G1 P7 R2 G2 G3 O3 O4 R6 R7")
RIVER = "B1 B6 R3 G4"
DECK = "O5 P1 P3 G5 G6 P4"


def said(state: YamiState, *moves: str) -> tuple[YamiState, list[str]]:
    """Play `moves`; the narration of each, in order."""
    sentences: list[str] = []
    for text in moves:
        action = ENGINE.parse_action(state, text)
        after, events = ENGINE.apply(state, action)
        sentences += ENGINE.narration(state, action, events)
        state = after
    return state, sentences


def test_a_trick_won_by_the_led_colour_says_the_winner_the_reason_the_next_trump_and_the_placer() -> None:
    """Short enough for the narration at 80x24: each card was said as it was played."""
    state, lines = said(table(HANDS, RIVER, DECK), "B3", "G1", "B6")
    assert lines == [
        "Player 1 leads B3.",
        "Player 2 plays G1: no blue to follow.",
        "Automa follows with B6.",
        "The automa's river is refilled with O5.",
        "Automa wins trick 1 with B6, the highest blue, no trump played. Next trump blue; Player 1, the Leader, places the tile.",
    ]
    _, lines = said(state, "B6@A10/0")
    assert lines == ["Player 1 places the B6 tile on A10, B10, C10, D10, E10, A11."]


def test_a_trick_won_by_the_only_trump_hands_the_kakapo_over() -> None:
    _, lines = said(table(HANDS, RIVER, DECK), "B3", "R2", "B6")
    assert lines[-2:] == [
        "Player 2 wins trick 1 with R2, the only trump. Next trump red; Player 2 places the tile.",
        "Player 2 is the Leader now (Kakapo).",
    ]


def test_a_led_trump_and_the_automa_s_deck_card_are_said_as_such() -> None:
    state, lines = said(table(HANDS, RIVER, DECK), "R1", "R7", "R3")
    assert lines[0] == "Player 1 leads R1."
    assert "Player 2 wins trick 1 with R7, the highest trump." in lines[-2]
    state, _ = said(state, "R7@A10/0")
    _, lines = said(state, "P7", "deck")
    assert lines == ["Player 2 leads P7.", "Automa follows with P1 from the top of its deck."]


def test_a_wild_step_says_the_player_is_free_of_the_led_colour() -> None:
    state = with_campaign(table(HANDS, RIVER, DECK), powers=("wild",), power_tokens=2)
    _, lines = said(state, "O1", "!wild", "R2")
    assert lines[1] == "Player 2 lays a Power token on Wild Step: Player 2 need not follow the led colour in this trick."
    assert lines[2] == "Player 2 plays R2 (Wild Step: free of the led colour, orange)."


def test_tokens_discards_and_the_end_are_said_without_the_cards_thrown() -> None:
    state = with_campaign(table(HANDS, RIVER, DECK), whirlpools=1 << parse_square("C10"))
    state, _ = said(state, "B3", "G1", "B6")
    state, lines = said(state, "B6@A10/0")
    assert lines[1:] == ["The Whirlpool on C10 is taken away.", "Automa throws its top deck card face down."]
    state, lines = said(state, "-R4")
    assert lines == ["Player 1 throws a card face down."]
    ended, lines = said(with_campaign(table(HANDS, RIVER, DECK), rounds=1), "B3", "G1", "B6", "B6@A10/0")
    assert ended.status == "failed"
    assert lines[-1] == "Mission 1 fails: the Mission tiles are not surrounded after round 1."


def test_every_event_kind_is_narrated_in_a_sentence() -> None:
    """Each kind above reached the narration as its own sentence (none is silent)."""
    state = with_campaign(table(HANDS, RIVER, DECK), whirlpools=1 << parse_square("A10"), powers=("wild",), power_tokens=2)
    seen: set[type] = set()
    for text in ("B3", "R2", "B6", "R2@A10/0", "-R6", "-R4", "O3", "O5", "!wild", "R5"):
        action = ENGINE.parse_action(state, text)
        state, events = ENGINE.apply(state, action)
        sentences = ENGINE.narration(state, action, events)
        assert len(sentences) == len(events) and all(s.endswith(".") for s in sentences)
        seen |= {type(e) for e in events}
    expected = {
        kinds.CardPlayed, kinds.RiverRefilled, kinds.TrickWon, kinds.KakapoTaken, kinds.TilePlaced,
        kinds.TokenTaken, kinds.CardDiscarded, kinds.PowerUsed,
    }
    assert expected <= seen
