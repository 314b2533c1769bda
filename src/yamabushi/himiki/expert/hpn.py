"""The Chaos part of an Expert HPN line: tagged fields after the six of every position.

`hands:` comes first and marks an Expert position; the others appear only when
they hold something, in this order:

    hands:fire-mana,yokai,mirror/3   each seat's tiles in seat order; a hand its
                                     writer may not see is its size, an empty one -
    terrain:C3I,D4G                  terrain tiles waiting on the board, by letter
    armed:b                          seats whose Major Yokai is armed
    confused:w,b                     seats whose next turn is forced (Confusion)
    forced                           the turn in progress is a forced one
    owes:impulse@C4<C5+mana          the decision the seat to move owes: its kind,
                                     then :tile or :element, @square, <origin and
                                     +source when they are set
    chances:2                        chances earned and not yet offered
    resume:C5>C4                     the replay that follows the chances

Seats are written as HPN writes the seat to move (`w`, `b`; `wl` ... `bd`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from yamabushi.core.errors import NotationError
from yamabushi.core.numbers import whole_number
from yamabushi.himiki.board import parse_square, square_name
from yamabushi.himiki.chaos import HIDDEN, ChaosState, Decision, tile, tiles
from yamabushi.himiki.cube import Cube
from yamabushi.himiki.expert.deal import HAND_SIZE

KINDS = ("chance", "place", "mana", "conjure", "impulse", "teleport", "transfer", "yokai")
_WITH_SQUARE = ("impulse", "teleport", "transfer", "yokai")
SOURCES = ("tilt", "mana", "impulse", "forced")
"""How the Active Cube moved (`Decision.source`); "tilt" is left unwritten."""
_OWES = re.compile(r"^(?P<kind>[a-z]+)(?::(?P<tile>[a-z-]+|[HMK]))?(?:@(?P<square>\w\w))?(?:<(?P<origin>\w\w))?(?:\+(?P<source>[a-z]+))?$")
TAGS = ("hands", "terrain", "armed", "confused", "forced", "owes", "chances", "resume")
FLAGS = ("forced",)
"""The tags written without a value."""
FIELDS = "the Expert fields " + ", ".join(t if t in FLAGS else f"{t}:" for t in TAGS[:-1]) + f" and {TAGS[-1]}:"
"""The Chaos fields as a refusal names them."""


def write_chaos(chaos: ChaosState, seats: Sequence[str]) -> list[str]:
    """The Chaos fields of `chaos`, `seats` naming each seat as HPN does."""
    fields = ["hands:" + "/".join(_hand_text(hand) for hand in chaos.hands)]
    if chaos.terrain:
        fields.append("terrain:" + ",".join(f"{square_name(sq)}{tile(code).letter}" for sq, code in chaos.terrain))
    if chaos.armed:
        fields.append("armed:" + ",".join(seats[s] for s in chaos.armed))
    if chaos.confused:
        fields.append("confused:" + ",".join(seats[s] for s in chaos.confused))
    if chaos.forced:
        fields.append("forced")
    if chaos.pending is not None:
        fields.append("owes:" + _decision_text(chaos.pending))
    if chaos.chances:
        fields.append(f"chances:{chaos.chances}")
    if chaos.resume is not None:
        fields.append(f"resume:{square_name(chaos.resume[0])}>{square_name(chaos.resume[1])}")
    return fields


def _hand_text(hand: tuple[str, ...]) -> str:
    if not hand:
        return "-"
    return str(len(hand)) if HIDDEN in hand else ",".join(hand)


def _decision_text(decision: Decision) -> str:
    text = decision.kind
    if decision.tile:
        text += f":{decision.tile}"
    if decision.square >= 0:
        text += f"@{square_name(decision.square)}"
    if decision.origin >= 0:
        text += f"<{square_name(decision.origin)}"
    return text if decision.source == "tilt" else f"{text}+{decision.source}"


def read_chaos(fields: dict[str, str], seats: Sequence[str], board: Sequence[Cube | None]) -> ChaosState:
    """The Chaos state the tagged `fields` describe (tag -> text after the colon)."""
    if "hands" not in fields:
        raise NotationError("HPN: an Expert position gives the hands first (hands:...), then its other Chaos fields.")
    hands = _read_hands(fields["hands"], len(seats))
    terrain = _read_terrain(fields.get("terrain", ""))
    armed = _read_seats(fields, "armed", seats)
    _check_tiles_once(hands, terrain, armed)
    chaos = ChaosState(
        hands=hands,
        terrain=terrain,
        armed=armed,
        confused=_read_seats(fields, "confused", seats),
        forced="forced" in fields,
        pending=_read_decision(fields["owes"], board) if "owes" in fields else None,
        chances=_read_chances(fields.get("chances")),
        resume=_read_resume(fields.get("resume")),
    )
    if chaos.pending is not None and chaos.pending.kind == "chance" and chaos.chances < 1:
        raise NotationError("HPN owes:chance: a chance on offer is one of the chances, so write chances:1 or more.")
    return chaos


def _read_hands(text: str, seats: int) -> tuple[tuple[str, ...], ...]:
    parts = text.split("/")
    if len(parts) != seats:
        raise NotationError(f"HPN hands:{text}: give {seats} hands, one per seat, separated by '/'.")
    return tuple(_read_hand(part) for part in parts)


def _read_hand(text: str) -> tuple[str, ...]:
    if text == "-":
        return ()
    if text.isascii() and text.isdigit():
        count = whole_number(text)
        if count is None or count > HAND_SIZE:
            raise NotationError(f"HPN hands: a hand holds at most {HAND_SIZE} tiles, not {text[:20]}.")
        return (HIDDEN,) * count
    codes = tuple(code.strip().lower() for code in text.split(","))
    unknown = [code for code in codes if code not in tiles()]
    if unknown:
        raise NotationError(f"HPN hands: {unknown[0]!r} is no Chaos tile; codes are {', '.join(tiles())}.")
    if len(codes) > HAND_SIZE:
        raise NotationError(f"HPN hands: a hand holds at most {HAND_SIZE} tiles, not {len(codes)}.")
    return codes


_BY_LETTER = {t.letter: t.code for t in tiles().values() if t.letter}


def _read_terrain(text: str) -> tuple[tuple[int, str], ...]:
    """A cube may stand on a tile: one that arrived by sliding, or whose landing was blocked."""
    if not text:
        return ()
    placed: dict[int, str] = {}
    for item in text.split(","):
        sq, letter = parse_square(item[:2]), item[2:].upper()
        if letter not in _BY_LETTER:
            raise NotationError(f"HPN terrain {item!r}: a square then a terrain letter, one of {', '.join(_BY_LETTER)}.")
        if sq in placed:
            raise NotationError(f"HPN terrain {item!r}: one tile to a square.")
        placed[sq] = _BY_LETTER[letter]
    return tuple(sorted(placed.items()))


def _read_seats(fields: dict[str, str], tag: str, seats: Sequence[str]) -> tuple[int, ...]:
    if tag not in fields:
        return ()
    names = [name.strip().lower() for name in fields[tag].split(",")]
    if any(name not in seats for name in names) or len(set(names)) != len(names):
        raise NotationError(f"HPN {tag}:{fields[tag]}: list seats once each, from {', '.join(seats)}.")
    return tuple(sorted(seats.index(name) for name in names))


def _check_tiles_once(hands: tuple[tuple[str, ...], ...], terrain: tuple[tuple[int, str], ...], armed: tuple[int, ...]) -> None:
    """There is one of each tile: in a hand, on the board, or armed (Major Yokai), never two of these."""
    codes = [code for hand in hands for code in hand if code != HIDDEN] + [code for _, code in terrain]
    codes += ["yokai"] * len(armed)
    twice = next((code for code in codes if codes.count(code) > 1), None)
    if twice is not None:
        raise NotationError(f"HPN: there is one {tile(twice).name} tile, but the position shows it twice.")


def _read_decision(text: str, board: Sequence[Cube | None]) -> Decision:
    match = _OWES.match(text)
    if match is None or match["kind"] not in KINDS:
        raise NotationError(f"HPN owes:{text}: a decision is one of {', '.join(KINDS)}, like owes:impulse@C4<C5.")
    kind, source = match["kind"], match["source"] or "tilt"
    if source not in SOURCES:
        raise NotationError(f"HPN owes:{text}: +{source} is no way to move; write one of {', '.join(SOURCES[1:])}.")
    square = parse_square(match["square"]) if match["square"] else -1
    if (kind in _WITH_SQUARE) != (square >= 0):
        raise NotationError(f"HPN owes:{text}: impulse, teleport, transfer and yokai, and only they, name a square (@C4).")
    if square >= 0 and board[square] is None:
        raise NotationError(f"HPN owes:{text}: the decision is about the cube on {match['square']}, but none stands there.")
    decision = Decision(
        kind, match["tile"] or "", square, parse_square(match["origin"]) if match["origin"] else -1, source
    )
    _check_decision_tile(decision, text)
    return decision


def _check_decision_tile(decision: Decision, text: str) -> None:
    if decision.kind == "place" and (decision.tile not in tiles() or tile(decision.tile).kind != "terrain"):
        raise NotationError(f"HPN owes:{text}: a place decision names the terrain tile played, like owes:place:mirror.")
    if decision.kind == "mana" and decision.tile not in ("H", "M", "K"):
        raise NotationError(f"HPN owes:{text}: a Mana decision names its element, like owes:mana:H.")
    if decision.kind not in ("place", "mana") and decision.tile:
        raise NotationError(f"HPN owes:{text}: only place and mana name a tile or an element.")


def _read_chances(text: str | None) -> int:
    if text is None:
        return 0
    count = whole_number(text)
    if count is None or not 0 <= count <= 3:
        raise NotationError(f"HPN chances:{text[:20]}: a seat has 0 to 3 chances waiting.")
    return count


def _read_resume(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    parts = text.split(">")
    if len(parts) != 2:
        raise NotationError(f"HPN resume:{text}: write the replay waiting as <from>><to>, like resume:C5>C4.")
    return parse_square(parts[0]), parse_square(parts[1])
