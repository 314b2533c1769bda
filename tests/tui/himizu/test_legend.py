"""The key under the Himizu board explains, in sentences, every glyph and word drawn on the board
now and nothing else, whole at 80x24 and 120x40; the hint says what `*` and `+` are for."""

from __future__ import annotations

import re

import pytest

from yamabushi.himizu import Figure, Tile
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.himizu.board import HimizuBoard

from tests.tui.himizu.test_screen import SEED, go
from tests.tui.screen_text import whole_screen

OPENING = ["flame B3", "flame D4", "wave D2", "move B3 B2", "move B2 B1"]
SCENES = {
    "a puddle put out fire, the wave moved on": ("A", [*OPENING, "ability F2 pay F B5", "end",
        "ability W2 pay W C2", "puddle C2 B2", "move D2 C2", "move C2 C3"]),
    "a puddle made mud": ("A", [*OPENING, "ability F2 pay F B3", "end", "ability W2 pay W C3", "puddle C3 B3"]),
    "a puddle laid and left": ("A", [*OPENING, "end", "ability W2 pay W C4", "puddle skip"]),
    "fire spread on side B": ("B", ["flame B3", "flame D4", "wave B2", "move D4 E4", "move E4 E5",
        "ability F2 pay F B4", "end", "move B2 B1", "ability W1 pay W", "move B1 A1", "end"]),
}
TILE_NAMES = {Tile.BURNING: "^ burning", Tile.CHARRED: "░ charred", Tile.PUDDLE: "~ puddle", Tile.MUD: "% mud"}
"""Each tile's key entry, its glyph then its name (two puddles are said in full or as `2 puddles`)."""


async def _play(pilot, side: str, actions: list[str]):
    await pilot.pause()
    pilot.app.start_session("himizu", {"board": side}, SEED)
    await pilot.pause()
    screen = pilot.app.screen
    for text in actions:
        screen.session.play_text(text)
    screen.refresh_view()
    await pilot.pause()
    return screen


def _said(word: str, text: str) -> bool:
    """`word` stands on its own in `text` (`to` is not the end of `~to`, nor `new` of `~new`)."""
    return re.search(rf"(?<![\w~]){re.escape(word)}(?![\w~])", text) is not None


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("scene", SCENES)
async def test_every_mark_on_the_board_is_explained_under_it(scene, size):
    side, actions = SCENES[scene]
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=size) as pilot:
        screen = await _play(pilot, side, actions)
        view = screen.query_one(HimizuBoard).view
        legend = screen.query_one("#legend")
        rows = whole_screen(app)
        below = rows[legend.region.y : legend.region.bottom]
        key = " ".join(row[legend.region.x : legend.region.right] for row in below)
        words = {w for mark in view.marks.values() for w in (mark.path, mark.change)} - {""}
        assert words and all(_said(word, key) for word in words), (words, key)
        assert legend.region.bottom <= size[1] - 1, "the key ends above the footer"
        assert len(legend.render().plain.splitlines()) == legend.region.height, "no line of the key is hidden"
        assert all(not row[legend.region.right :].strip() or row[legend.region.right] == " " for row in below)
        shown = {tile for tile in view.tiles if tile != Tile.NONE}
        assert all(TILE_NAMES[tile] in key for tile in shown - {Tile.PUDDLES})
        assert not [name for tile, name in TILE_NAMES.items() if tile not in shown and name in key], "only what is drawn"
        assert ("Shrine" in key) == bool(view.shrines)
        assert all(name in key for figure, name in ((Figure.FLAME, "flame"), (Figure.WAVE, "wave")) if figure in view.figures)


async def test_the_hint_says_what_the_selection_and_the_targets_are_for():
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _play(pilot, "A", OPENING[:3])
        hint = lambda: str(screen.query_one("#hint").render())  # noqa: E731
        assert screen.query_one(HimizuBoard).view.targets and "marked +" in hint()
        await go(pilot, "B3", "enter")
        assert screen.query_one(HimizuBoard).view.selected is not None
        assert "flame (*) to a + square" in hint()


async def test_the_end_leaves_the_result_and_the_last_turn_in_sight_without_ability_lines():
    """Back at the board after the game-over dialog: who won and why on the status's turn line,
    the four ability lines (all "not now") gone so the end's narration has their room."""
    app = YamabushiApp(start_game="himizu", seed=SEED, save_games=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _play(pilot, "A", OPENING[:3])
        for _ in range(19):
            await pilot.press("e")
            await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and screen.session.state.over
        status = screen.query_one("#status").render().plain.splitlines()
        assert status[1].startswith("Water wins:")
        assert not screen.query_one("#abilities").display


def test_a_crowded_board_still_has_its_whole_key_in_six_lines_of_the_compact_board():
    """Every tile kind, the Shrine, both figures and a rich Water turn (the wave's path, a puddle
    moved and laid, mud, fire put out and spread): the key packs tighter, but says every word."""
    from yamabushi.tui.himizu.board import CELL_W, LABEL_W, HimizuBoardView, legend
    from yamabushi.tui.himizu.marks import SquareMark

    words = [("from", ""), ("1", "out"), ("2", ""), ("3", ""), ("4", "lit"), ("~from", "~new"), ("~to", "mud")]
    view = HimizuBoardView(
        tiles=(Tile.BURNING, Tile.CHARRED, Tile.PUDDLE, Tile.PUDDLES, Tile.MUD) + (Tile.NONE,) * 20,
        figures=(Figure.FLAME, Figure.WAVE) + (Figure.NONE,) * 23,
        shrines=frozenset({12}),
        marks={square: SquareMark(path, change) for square, (path, change) in enumerate(words)},
    )
    lines = legend(view=view, heading="Water played:", lines=6).plain.splitlines()
    key = " ".join(lines)
    assert len(lines) <= 6 and max(len(line) for line in lines) <= LABEL_W + 5 * CELL_W
    assert all(_said(word, key) for word in {"from", "1", "4", "~from", "~to", "out", "lit", "~new", "mud"}), key
    assert all(name in key for name in TILE_NAMES.values()) and "Shrine" in key
