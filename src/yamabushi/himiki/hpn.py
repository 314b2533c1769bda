"""HPN (Hi Mi Ki Position Notation): a play-phase position in one line.

`<white cubes>/<black cubes> <to-move> <scores> <influence> <must-tilt> <replay>`,
e.g. the default start `B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -`.
HPN does not carry the draw-claim counter, the positions seen before (the
repetition draw) or the random generator: a position read from HPN starts
them afresh.

2v2 positions name the seat to move `wl`, `bl`, `wd` or `bd` (White-Light,
Black-Light, White-Dark, Black-Dark) and list 4 cubes a side; an optional
field `c:C3,D3` names the cubes the seat to move controls across the
median this turn. Expert positions add the Chaos fields the installed Chaos rules
read and write (`hands:...` first, `variants.ChaosRules`), and may have fewer cubes
(the Gate of Hell takes some).
The 1v1 form is unchanged. Set-up positions have no HPN (refused with
a RulesError), since a half-built board has no play-phase meaning.
"""

from __future__ import annotations

from yamabushi.core.errors import NotationError, RulesError
from yamabushi.core.numbers import whole_number
from yamabushi.himiki.board import is_adjacent, is_light, parse_square, square_name
from yamabushi.himiki.cube import BLACK, WHITE, Cube, first_with_top, make_cube, parse_orientation
from yamabushi.himiki.modes import ModeRules, mode_rules
from yamabushi.himiki.state import EMPTY_BOARD, HiMiKiState
from yamabushi.himiki.variants import INSTALLED, chaos

START_HPN = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - -"
_SIDE_LETTERS = "wb"
_SEATS_2V2 = ("wl", "bl", "wd", "bd")


def hpn(state: HiMiKiState) -> str:
    """The HPN of a play-phase state."""
    if state.setup:
        raise RulesError("HPN describes play-phase positions; this game is still in set-up.")
    cubes = "/".join(_cubes_field(state, colour) for colour in (WHITE, BLACK))
    scores = f"{state.scores[0]}-{state.scores[1]}"
    influence = "".join("-" if h is None else _SIDE_LETTERS[h] for h in state.influence)
    replay = "-" if state.replay is None else f"{square_name(state.replay[0])}>{square_name(state.replay[1])}"
    must_tilt = "t" if state.must_tilt else "-"
    seats = _seat_letters(state.rules)
    fields = [cubes, seats[state.to_move], scores, influence, must_tilt, replay]
    if state.carried:
        fields.append("c:" + ",".join(square_name(sq) for sq in state.carried))
    if state.chaos is not None:
        fields += chaos().write_hpn(state.chaos, seats)
    return " ".join(fields)


def _seat_letters(rules: ModeRules) -> tuple[str, ...]:
    """How HPN names each seat: `w`/`b` by colour, or the four 2v2 seats."""
    return _SEATS_2V2 if rules.halves else tuple(_SIDE_LETTERS[colour] for colour in rules.seat_colours)


def _cubes_field(state: HiMiKiState, colour: int) -> str:
    cubes = [f"{square_name(sq)}{c.faces}" for sq, c in enumerate(state.board) if c is not None and c.owner == colour]
    return ",".join(cubes) or "-"


def from_hpn(text: str, mode: str | None = None, *, any_count: bool = False) -> HiMiKiState:
    """Read HPN into a play-phase state; every error is one sentence naming the bad field.

    `any_count` lets each side have any number of cubes, as Mindlock's puzzles do.
    Without `mode`, the seat to move tells 1v1 (`w`/`b`) from 2v2 (`wl`...).
    """
    fields = text.split()
    if len(fields) < 6:
        raise NotationError(f"HPN has 6 space-separated fields, not {len(fields)}: {' '.join(fields)!r}.")
    rules = mode_rules(mode or ("2v2" if fields[1].lower() in _SEATS_2V2 else "1v1"))
    tagged = _read_tagged(fields[6:], rules)
    expert = INSTALLED.chaos is not None and any(tag in INSTALLED.chaos.hpn_tags for tag in tagged)
    board = _read_board(fields[0], rules, any_count, fewer=expert)
    scores = _read_scores(fields[2], rules)
    influence = _read_influence(fields[3])
    for colour in (WHITE, BLACK):
        if scores[colour] < influence.count(colour):
            raise NotationError(f"HPN scores {fields[2]!r}: a side scores at least 1 per Influence tile it holds.")
    state = HiMiKiState(
        board=board,
        to_move=_read_side(fields[1], rules),
        scores=scores,
        influence=influence,
        must_tilt=_read_flag(fields[4]),
        replay=_read_replay(fields[5]),
        winner=_winner(scores, board if expert else None, rules),
        mode=rules.name,
        carried=_read_carried(tagged.get("c")),
        chaos=chaos().read_hpn(tagged, _seat_letters(rules), board) if expert else None,
    )
    _check_replay(state)
    _check_carried(state)
    return state


def _read_tagged(extra: list[str], rules: ModeRules) -> dict[str, str]:
    """The fields after the sixth, by tag: `c:` (2v2) and the installed Chaos ones (a flag has no value)."""
    chaos_rules = INSTALLED.chaos
    tags, flags = (chaos_rules.hpn_tags, chaos_rules.hpn_flags) if chaos_rules else ((), ())
    tagged: dict[str, str] = {}
    for field in extra:
        tag, _, value = field.partition(":")
        tag = tag.lower()
        known = tag in tags or (tag == "c" and rules.halves)
        if not known or (tag not in flags) != bool(value) or tag in tagged:
            raise NotationError(f"HPN extra field {field!r}: {_extra_fields(rules)}.")
        tagged[tag] = value
    return tagged


def _extra_fields(rules: ModeRules) -> str:
    """What may follow the six fields in `rules`' mode, for a refusal."""
    allowed = ["c: (2v2)"] if rules.halves else []
    allowed += [INSTALLED.chaos.hpn_fields] if INSTALLED.chaos else []
    return f"after the six fields come, once each, {' and '.join(allowed)}" if allowed else "a position has six fields"


def _read_board(field: str, rules: ModeRules, any_count: bool = False, fewer: bool = False) -> tuple[Cube | None, ...]:
    """`fewer` (Expert) allows down to no cube on a side: the Gate of Hell takes cubes out."""
    sides = field.split("/")
    if len(sides) != 2:
        raise NotationError(f"HPN cubes {field!r}: write White's cubes, '/', then Black's.")
    board = list(EMPTY_BOARD)
    for colour, side in zip((WHITE, BLACK), sides, strict=True):
        items = [] if side == "-" else side.split(",")
        count, most = len(items), rules.cubes_per_side
        if not any_count and (count > most or (count < most and not fewer)):
            up_to = "up to " if fewer else ""
            raise NotationError(f"HPN cubes {side!r}: each side has {up_to}{most} cubes in {rules.name}.")
        for item in items:
            sq, cube = _read_cube(item, colour)
            if board[sq] is not None:
                raise NotationError(f"HPN cubes: two cubes on {square_name(sq)}.")
            board[sq] = cube
    return tuple(board)


def _read_cube(item: str, colour: int) -> tuple[int, Cube]:
    """`C5HMK`, or for Black a top-only `C3H` (side faces then fixed deterministically)."""
    sq = parse_square(item[:2])
    faces = item[2:].upper()
    if colour == BLACK and len(faces) == 1 and faces in "HMK":
        return sq, make_cube(colour, *first_with_top(faces))
    try:
        return sq, make_cube(colour, *parse_orientation(faces))
    except NotationError:
        raise NotationError(
            f"HPN cube {item!r}: write a square then top, north/south and east/west, like C5HMK."
        ) from None


def _read_side(field: str, rules: ModeRules) -> int:
    if rules.halves:
        if field.lower() not in _SEATS_2V2:
            raise NotationError(f"HPN seat to move {field!r}: write wl, bl, wd or bd in 2v2.")
        return _SEATS_2V2.index(field.lower())
    if field not in ("w", "b", "W", "B"):
        raise NotationError(f"HPN side to move {field!r}: write w or b.")
    return rules.seat_colours.index(_SIDE_LETTERS.index(field.lower()))


def _read_scores(field: str, rules: ModeRules) -> tuple[int, int]:
    parts = [whole_number(part) for part in field.split("-")]
    if len(parts) != 2 or None in parts:
        raise NotationError(f"HPN scores {field[:20]!r}: write White's then Black's, like 2-1.")
    white, black = parts[0] or 0, parts[1] or 0
    if max(white, black) > rules.win_score or min(white, black) >= rules.win_score:
        raise NotationError(f"HPN scores {field!r}: scores run 0-{rules.win_score} and only one side can reach it.")
    return white, black


def _read_influence(field: str) -> tuple[int | None, int | None, int | None]:
    if len(field) != 3 or any(ch not in "wb-" for ch in field.lower()):
        raise NotationError(f"HPN influence {field!r}: three of w, b or - for the Fire, Water and Wood tiles.")
    holders = tuple(None if ch == "-" else _SIDE_LETTERS.index(ch) for ch in field.lower())
    return holders  # type: ignore[return-value]


def _read_flag(field: str) -> bool:
    if field not in ("t", "T", "-"):
        raise NotationError(f"HPN must-tilt {field!r}: write t or -.")
    return field != "-"


def _read_replay(field: str) -> tuple[int, int] | None:
    if field == "-":
        return None
    parts = field.split(">")
    if len(parts) != 2:
        raise NotationError(f"HPN replay {field!r}: write - or <from>><to>, like C5>C4.")
    return parse_square(parts[0]), parse_square(parts[1])


def _read_carried(field: str | None) -> tuple[int, ...]:
    if field is None:
        return ()
    return tuple(sorted(parse_square(name) for name in field.split(",")))


def _check_carried(state: HiMiKiState) -> None:
    """A carried cube is the mover's own, standing on the other half."""
    light = state.rules.seat_light[state.to_move]
    for sq in state.carried:
        cube = state.board[sq]
        if cube is None or cube.owner != state.colour or is_light(sq) == light:
            raise NotationError(
                f"HPN c:{square_name(sq)}: a carried cube is the mover's, on the other half of the board."
            )


def _check_replay(state: HiMiKiState) -> None:
    """A replay names the mover's cube that just left an adjacent, now empty square.

    In Expert the square left may be taken again: a Mana Tilt played on a chance
    before the replay may move another cube onto it.
    """
    if state.replay is None:
        return
    frm, to = state.replay
    cube = state.board[to]
    if state.must_tilt:
        raise NotationError("HPN: a replay is never under the Rotate restriction; use - for must-tilt.")
    left = state.board[frm] is None or state.chaos is not None
    if cube is None or cube.owner != state.colour or not left or not is_adjacent(frm, to):
        raise NotationError(
            f"HPN replay {square_name(frm)}>{square_name(to)}: the mover's cube must stand on "
            f"{square_name(to)}, next to an empty {square_name(frm)}."
        )


def _winner(scores: tuple[int, int], board: tuple[Cube | None, ...] | None, rules: ModeRules) -> int | None:
    """Five points win; in Expert (`board` given) a side left with no cube (the Gate of Hell) has lost."""
    for colour in (WHITE, BLACK):
        if scores[colour] >= rules.win_score:
            return colour
    owners = {cube.owner for cube in board if cube is not None} if board is not None else {WHITE, BLACK}
    for colour in (WHITE, BLACK):
        if colour not in owners:
            return 1 - colour
    return None
