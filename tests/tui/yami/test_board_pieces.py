"""Campaign pieces are drawn on the Yami board in letters, not only listed in words."""

from yamabushi.app.registry import engine_for
from yamabushi.tui.yami.board import YamiBoard, YamiBoardView
from yamabushi.yami.board import SIZE


def board_text(mission: int) -> tuple[str, object]:
    engine = engine_for("yami")
    state = engine.new_game({"players": 2, "mission": mission}, 1)
    view = engine.observation(state, engine.to_play(state))
    board = YamiBoard()
    board.view = YamiBoardView(
        mission=view.mission, placed=view.placed, whirlpools=view.campaign.whirlpools, mists=view.campaign.mists
    )
    return board.render().plain, view


def cell(text: str, square: int) -> str:
    row, col = divmod(square, SIZE)
    line = text.splitlines()[row + 1]
    return line[3 + 3 * col : 6 + 3 * col]


def squares(mask: int) -> list[int]:
    return [s for s in range(SIZE * SIZE) if mask >> s & 1]


def test_whirlpools_rocks_and_magic_tiles_have_letters():
    text, view = board_text(10)
    hazards = view.mission.hazards
    assert [cell(text, s)[0] for s in squares(view.campaign.whirlpools)] == ["@"]
    assert all(cell(text, s).startswith("^") for s in squares(hazards.rocks))
    assert all(cell(text, s) == "** " for s in squares(hazards.magic))


def test_mists_show_their_colour():
    text, view = board_text(16)
    assert view.campaign.mists
    for square, colour in view.campaign.mists:
        assert cell(text, square).startswith(f"~{colour.lower()}")


def test_table_counts_rounds_against_the_missions_own_limit():
    from yamabushi.tui.yami.table import table_text

    engine = engine_for("yami")
    state = engine.new_game({"players": 3, "mission": 3, "moon": ["waning"]}, 1)
    view = engine.observation(state, engine.to_play(state))
    assert view.campaign.rounds == 6
    assert "Round 1/6" in table_text(view, engine.winning_index(view)).plain


def test_no_square_runs_into_the_next_on_the_narrow_board():
    """A square's third character is a space or a mark, never a letter or a digit: `#12` beside
    `O6*` read `#12O6*`. Every mission (Mission tiles 10 and up among them), as tiles are laid."""
    import random

    engine = engine_for("yami")
    numbers = set()
    for mission in range(1, 23):
        rng, state = random.Random(mission), engine.new_game({"players": 3, "mission": mission}, mission)
        for _ in range(40):
            if engine.outcome(state) is not None:
                break
            view = engine.observation(state, engine.to_play(state))
            board = YamiBoard()
            board.view = YamiBoardView(
                mission=view.mission, placed=view.placed, whirlpools=view.campaign.whirlpools, mists=view.campaign.mists
            )
            text = board.render().plain
            numbers |= {tile.number for tile in view.mission.tiles}
            for square in range(SIZE * SIZE):
                assert not cell(text, square)[2].isalnum(), (mission, square, text.splitlines()[square // SIZE + 1])
            state, _ = engine.next_state(state, rng.choice(engine.legal_actions(state)))
    assert max(numbers) >= 10, "a two-digit Mission tile was drawn"
