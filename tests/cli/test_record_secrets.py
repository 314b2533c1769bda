"""An unfinished game with secrets keeps its seed (which deals every hand) and its moves off
every output of its save: `record export` refuses and points to the save (which keeps the
game whole), `review --json` leaves them out; once the game is over they may be shown."""

from __future__ import annotations

import json
import random
import shutil

import pytest

from yamabushi.app.registry import engine_for
from yamabushi.app.saves import save_record, saves_dir
from yamabushi.cli.main import main
from yamabushi.session.controller import Session

SEED = 731942
SECRET_GAMES = [("yami", {"players": 2}), ("yami", {"players": 3, "mission": 5}), ("himiki", {"mode": "1v1", "expert": True})]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))


def saved(game: str, options: dict, plies: int | None) -> str:
    """A save of random legal play: `plies` actions, or to the end when None; its file name."""
    session, rng = Session(engine_for(game), options, SEED), random.Random(SEED)
    while session.outcome() is None and (plies is None or len(session.steps) < plies):
        session.play(rng.choice(session.legal_actions()))
    assert plies is None or session.outcome() is None
    path = saves_dir() / f"{game}-kept.json"
    save_record(session.record(), path)
    return path.name


@pytest.mark.parametrize("game, options", SECRET_GAMES, ids=str)
def test_export_of_an_unfinished_secret_game_is_refused_and_points_to_the_save(game, options, tmp_path, capsys):
    name = saved(game, options, 12)
    out = tmp_path / "game.txt"
    assert main(["record", "export", name]) == 2
    assert main(["record", "export", name, "-o", str(out)]) == 2
    said = capsys.readouterr()
    assert said.out == "" and not out.exists()
    title = engine_for(game).title
    line = f"yamabushi: Not exported: this {title} game is not over, and its record would show every hand; copy the save to keep it: {saves_dir() / name}.\n"
    assert said.err == line * 2
    kept = tmp_path / "carried.json"
    shutil.copy(saves_dir() / name, kept)  # what the sentence says: the game goes on from the copy
    assert main(["record", "import", str(kept)]) == 0
    assert "(unfinished: resume it from the menu)" in capsys.readouterr().out


@pytest.mark.parametrize("game, options", SECRET_GAMES[:2] + [("himizu", {})], ids=str)
def test_a_finished_game_or_one_that_hides_nothing_exports_with_its_seed(game, options, capsys):
    name = saved(game, options, None if game == "yami" else 12)
    assert main(["record", "export", name]) == 0
    assert f"Seed: {SEED}" in capsys.readouterr().out


def test_review_json_of_an_unfinished_secret_game_has_no_seed_and_no_moves(capsys):
    name = saved("yami", {"players": 2}, 12)
    assert main(["review", name, "--json", "--budget", "0.05"]) == 0
    out = capsys.readouterr().out
    data = json.loads(out)
    assert data["withheld"] and data["seed"] is None and data["actions"] is None
    assert str(SEED) not in out
