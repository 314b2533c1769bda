"""The 2v2 additions to the independent rules restatement in `reference.py`.

A position keeps `side` as the colour to move (so `reference`'s Tilt and
scoring apply unchanged) and adds the seat, the cubes carried across the
median this turn, and Influence at 6. Shares no code with the engine.
"""

from __future__ import annotations

from itertools import combinations

from tests.himiki import reference
from tests.himiki.reference import Pos

SEATS = ("wl", "bl", "wd", "bd")


def parse(hpn: str) -> Pos:
    fields = hpn.split()
    seat = SEATS.index(fields[1])
    p = reference.parse(" ".join([fields[0], "wb"[seat % 2], *fields[2:6]]))
    carried = fields[6][2:].split(",") if len(fields) > 6 else []
    return {**p, "seat": seat, "carried": carried, "threshold": 6}


def _controlled(p: Pos) -> list[str]:
    light = p["seat"] < 2
    return [
        sq
        for sq, c in sorted(p["cubes"].items(), key=reference._order)
        if c[0] == p["seat"] % 2 and ((int(sq[1]) >= 4) == light or sq in p["carried"])
    ]


def actions(p: Pos) -> list[str]:
    if p["winner"] is not None:
        return []
    mine = _controlled(p)
    out = []
    for sq in mine:
        for to, _ in reference.neighbours(sq):
            if to not in p["cubes"] and (to, sq) != p["replay"]:
                out.append(f"{sq} B{to}")
    if not p["must_tilt"]:
        for k in range(1, len(mine) + 1):
            out.extend("+".join(f"{s} P{s}" for s in combo) for combo in combinations(mine, k))
        if p["replay"] is not None:
            out.append("end")
    return out or ["pass"]


def play(p: Pos, action: str) -> Pos:
    q = reference.play(p, action)
    if q["winner"] is not None:
        return q
    if q["replay"] is not None and " B" in action:
        frm, to = action.split(" B")
        crossed = (int(to[1]) >= 4) != (p["seat"] < 2)
        return {**q, "carried": [s for s in p["carried"] if s != frm] + ([to] if crossed else [])}
    seat = (p["seat"] + 1) % 4
    return {**q, "seat": seat, "side": seat % 2, "carried": []}


def perft(p: Pos, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(play(p, a), depth - 1) for a in actions(p))
