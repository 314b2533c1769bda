"""The Himizu action notation, used by the log, saves, the CLI and tests.

One action per string; words separated by spaces; keywords, squares and token
letters are read in any case and written as below:

    flame C3               set-up: Fire places a flame on C3
    wave B2                set-up: Water places the wave on B2
    move C3 C4             move the figure on C3 to C4
    ability F2 pay F C3    use Fire's ability 2 on C3, paying one Fire token
    ability W1 pay FF      use Water's ability 1, paying two Fire tokens
    ability F3             use Fire's ability 3, paid from left-over value
    puddle C3 D3           after W2: move the top puddle on C3 to D3
    puddle skip            after W2: move no puddle
    end                    end the turn

In `pay`, each `F` is a Fire token and each `W` a Water token (written Fire
tokens first). The square after an ability is its target: where F2 burns or
chars, where F4 puts a flame, where W2 puts a puddle, the puddle W3 puts the
wave on. Parsing checks only the form (and that squares are on the board);
whether the action is legal is the engine's business.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from yamabushi.core.errors import NotationError
from yamabushi.himizu.actions import Action, EndTurn, Move, MovePuddle, Place, SkipPuddle, UseAbility
from yamabushi.himizu.board import Board
from yamabushi.himizu.state import SPIRIT_LETTERS, Figure

_CODE = re.compile(r"([FW])([1-4])")
_TOKENS = re.compile(r"[FW]+")
KEYWORDS = ("flame", "wave", "move", "ability", "puddle", "end")


def format_action(board: Board, action: Action) -> str:
    match action:
        case Place(figure, square):
            return f"{'flame' if figure == Figure.FLAME else 'wave'} {board.name(square)}"
        case Move(src, dst):
            return f"move {board.name(src)} {board.name(dst)}"
        case UseAbility(spirit, number, fire, water, square):
            words = ["ability", f"{SPIRIT_LETTERS[spirit]}{number}"]
            if fire or water:
                words += ["pay", "F" * fire + "W" * water]
            if square is not None:
                words.append(board.name(square))
            return " ".join(words)
        case MovePuddle(src, dst):
            return f"puddle {board.name(src)} {board.name(dst)}"
        case SkipPuddle():
            return "puddle skip"
        case EndTurn():
            return "end"
    raise TypeError(f"not a Himizu action: {action!r}")


def parse_action(board: Board, text: str) -> Action:
    words = text.split()
    if not words:
        raise NotationError(f"An empty action; a Himizu action starts with one of: {', '.join(KEYWORDS)}.")
    parser = _PARSERS.get(words[0].lower())
    if parser is None:
        raise NotationError(f"{text!r} is not a Himizu action; it must start with one of: {', '.join(KEYWORDS)}.")
    return parser(board, words[1:], text)


def _squares(board: Board, words: list[str], count: int, text: str, example: str) -> list[int]:
    if len(words) != count:
        raise NotationError(f"{text!r} is malformed; write it like '{example}'.")
    return [board.index(word) for word in words]


def _place(figure: Figure) -> Callable[[Board, list[str], str], Action]:
    keyword = "flame" if figure == Figure.FLAME else "wave"
    return lambda board, words, text: Place(figure, *_squares(board, words, 1, text, f"{keyword} C3"))


def _move(board: Board, words: list[str], text: str) -> Action:
    return Move(*_squares(board, words, 2, text, "move C3 C4"))


def _puddle(board: Board, words: list[str], text: str) -> Action:
    if [w.lower() for w in words] == ["skip"]:
        return SkipPuddle()
    return MovePuddle(*_squares(board, words, 2, text, "puddle C3 D3' or 'puddle skip"))


def _end(board: Board, words: list[str], text: str) -> Action:
    if words:
        raise NotationError(f"{text!r} is malformed; 'end' takes nothing after it.")
    return EndTurn()


def _ability(board: Board, words: list[str], text: str) -> Action:
    code = _CODE.fullmatch(words[0].upper()) if words else None
    if code is None:
        raise NotationError(
            f"{text!r} names no ability; abilities are F1 to F4 and W1 to W4, as in 'ability F2 pay F C3'."
        )
    spirit, number = SPIRIT_LETTERS.index(code[1]), int(code[2])
    rest = words[1:]
    fire = water = 0
    if rest and rest[0].lower() == "pay":
        tokens = rest[1].upper() if len(rest) > 1 else ""
        if not _TOKENS.fullmatch(tokens):
            raise NotationError(
                f"{text!r}: after 'pay' write the tokens spent, F for Fire and W for Water, as in 'pay FW'."
            )
        fire, water, rest = tokens.count("F"), tokens.count("W"), rest[2:]
    if len(rest) > 1:
        raise NotationError(f"{text!r} is malformed; an ability takes at most one square, after its payment.")
    square = board.index(rest[0]) if rest else None
    return UseAbility(spirit, number, fire, water, square)


_PARSERS: dict[str, Callable[[Board, list[str], str], Action]] = {
    "flame": _place(Figure.FLAME),
    "wave": _place(Figure.WAVE),
    "move": _move,
    "ability": _ability,
    "puddle": _puddle,
    "end": _end,
}
