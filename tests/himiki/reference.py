"""A slow, independent restatement of the 1v1 play rules, for cross-checking the engine.

It shares no code with `yamabushi.himiki`: it reads HPN text itself, keeps a
position as a dict keyed by square names, and lists actions as notation
strings. It exists so perft counts and successor positions are checked against
a second reading of RULINGS.md, not against the engine's own output.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

COLS = "ABCDE"
WINS = {("M", "H"), ("H", "K"), ("K", "M")}
Pos = dict[str, Any]


def parse(hpn: str) -> Pos:
    cubes_field, side, scores, influence, must_tilt, replay = hpn.split()
    cubes = {}
    for owner, part in enumerate(cubes_field.split("/")):
        for item in part.split(","):
            cubes[item[:2]] = (owner, item[2], item[3], item[4])
    white, black = scores.split("-")
    return {
        "cubes": cubes,
        "side": "wb".index(side),
        "scores": [int(white), int(black)],
        "influence": [None if ch == "-" else "wb".index(ch) for ch in influence],
        "must_tilt": must_tilt == "t",
        "replay": None if replay == "-" else tuple(replay.split(">")),
        "winner": next((s for s in (0, 1) if int(scores.split("-")[s]) >= 5), None),
    }


def to_hpn(p: Pos) -> str:
    sides = []
    for owner in (0, 1):
        items = [f"{sq}{''.join(c[1:])}" for sq, c in sorted(p["cubes"].items(), key=_order) if c[0] == owner]
        sides.append(",".join(items))
    influence = "".join("-" if h is None else "wb"[h] for h in p["influence"])
    replay = "-" if p["replay"] is None else f"{p['replay'][0]}>{p['replay'][1]}"
    return (
        f"{'/'.join(sides)} {'wb'[p['side']]} {p['scores'][0]}-{p['scores'][1]} {influence} "
        f"{'t' if p['must_tilt'] else '-'} {replay}"
    )


def _order(item: tuple[str, Any]) -> tuple[int, int]:
    sq = item[0]
    return int(sq[1]), COLS.index(sq[0])


def neighbours(sq: str) -> list[tuple[str, str]]:
    """(neighbour, axis) in the order north, south, west, east."""
    col, row = COLS.index(sq[0]), int(sq[1])
    out = []
    for dc, dr, axis in ((0, -1, "ns"), (0, 1, "ns"), (-1, 0, "ew"), (1, 0, "ew")):
        if 0 <= col + dc < 5 and 1 <= row + dr <= 6:
            out.append((f"{COLS[col + dc]}{row + dr}", axis))
    return out


def actions(p: Pos) -> list[str]:
    if p["winner"] is not None:
        return []
    mine = [sq for sq, c in sorted(p["cubes"].items(), key=_order) if c[0] == p["side"]]
    out = []
    for sq in mine:
        for to, _ in neighbours(sq):
            back = p["replay"] is not None and (to, sq) == p["replay"]
            if to not in p["cubes"] and not back:
                out.append(f"{sq} B{to}")
    if not p["must_tilt"]:
        for k in range(1, len(mine) + 1):
            out.extend("+".join(f"{s} P{s}" for s in combo) for combo in combinations(mine, k))
        if p["replay"] is not None:
            out.append("end")
    return out or ["pass"]


def play(p: Pos, action: str) -> Pos:
    q = {**p, "cubes": dict(p["cubes"]), "scores": list(p["scores"]), "influence": list(p["influence"])}
    if " B" in action:
        return _tilt(q, *action.split(" B"))
    if " P" in action:
        for part in action.split("+"):
            owner, top, ns, ew = q["cubes"][part[:2]]
            q["cubes"][part[:2]] = (owner, top, ew, ns)
        return _next_turn(q, must_tilt=True)
    return _next_turn(q, must_tilt=False)


def _next_turn(q: Pos, must_tilt: bool) -> Pos:
    q.update(side=1 - q["side"], must_tilt=must_tilt, replay=None)
    return q


def _tilt(q: Pos, frm: str, to: str) -> Pos:
    owner, top, ns, ew = q["cubes"].pop(frm)
    axis = dict(neighbours(frm))[to]
    top, ns, ew = (ns, top, ew) if axis == "ns" else (ew, ns, top)
    q["cubes"][to] = (owner, top, ns, ew)
    fought = False
    for sq, _ in neighbours(to):
        other = q["cubes"].get(sq)
        if other is None or other[0] == owner:
            continue
        fought = fought or (top, other[1]) in WINS or (other[1], top) in WINS
        if (top, other[1]) in WINS:
            q["scores"][owner] += 1
            if q["scores"][owner] >= 5:
                q.update(winner=owner, must_tilt=False, replay=None)
                return q
    tile = "HMK".index(top)
    same = sum(1 for c in q["cubes"].values() if c[1] == top)
    if same >= q.get("threshold", 4) and q["influence"][tile] != owner:
        if q["influence"][tile] is not None:
            q["scores"][q["influence"][tile]] -= 1
        q["influence"][tile] = owner
        q["scores"][owner] += 1
        if q["scores"][owner] >= 5:
            q.update(winner=owner, must_tilt=False, replay=None)
            return q
    if not fought and any(q["cubes"].get(sq, (None, None))[1] == top for sq, _ in neighbours(to)):
        q.update(replay=(frm, to), must_tilt=False)
        return q
    return _next_turn(q, must_tilt=False)


def perft(p: Pos, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(play(p, a), depth - 1) for a in actions(p))
