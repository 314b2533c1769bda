"""The keys that answer a Chaos tile, shared by the screens that play the tiles (Expert's and
Mindlock's): each sits on top of the Hi Mi Ki screen, so neither imports the other."""

DIRECTION_KEYS = {"up": "N", "down": "S", "left": "W", "right": "E"}
KEY_HINTS = {
    "place": "enter on a + square",
    "mana": "select a cube, then an arrow",
    "conjure": "enter on an enemy cube, then its new standing",
    "impulse": "press an arrow",
    "teleport": "press an arrow",
    "transfer": "enter on the cube to swap with",
    "yokai": "y to use it, 0 not to",
}
"""What to press for each decision a tile waits for, said beside its prompt."""
