"""Plain-text play: the position as text, actions line by line, bots by themselves, one-line errors."""

import io
import random
import subprocess
import sys

import pytest

from yamabushi.core.errors import RulesError
from yamabushi.plain.game import PlainGame
from yamabushi.plain.play import make_session
from yamabushi.app.stats import load_games
from yamabushi.app.catalog import mode_for
from tests.app.kept_files import FullDisk


def scripted(lines):
    """A `read` that hands out `lines`, then end of input."""
    queue = list(lines)
    return lambda: queue.pop(0) if queue else None


def legal_player(session, seed=0, limit=400):
    """A `read` that types a random legal action, as a script driving the game would."""
    rng, count = random.Random(seed), [0]

    def read():
        count[0] += 1
        if count[0] > limit or session.outcome() is not None:
            return None
        legal = session.legal_actions()
        return session.engine.format_action(session.state, rng.choice(legal)) if legal else ""

    return read


@pytest.mark.parametrize("game, mode", [("himiki", "1v1"), ("himiki", "mukyan"), ("himizu", None), ("yami", "2p")])
def test_a_scripted_player_finishes_a_game(game, mode):
    session = make_session(game, mode, 5)
    out = io.StringIO()
    assert PlainGame(session, legal_player(session, limit=3000), out).run() == 0
    assert session.outcome() is not None
    assert out.getvalue().rstrip().splitlines()[-1].startswith("Game over.")
    [counted] = load_games().values()  # plain games count in the statistics like the TUI's
    assert counted.mode == mode_for(game, mode).key


def test_commands_and_one_line_errors():
    session = make_session("himizu", None, 1)
    out = io.StringIO()
    PlainGame(session, scripted(["help", "legal", "flame Z9", "flame A1", "undo", "quit"]), out).run()
    text = out.getvalue()
    assert "legal   list every legal action" in text
    assert "flame A1, flame B1" in text
    refusal = next(line for line in text.splitlines() if "Z9" in line)
    assert "Traceback" not in text and refusal.startswith("Fire to play> ")
    assert session.steps == ()


def test_the_automa_plays_by_itself_and_is_logged():
    session = make_session("himiki", "mukyan", 4)
    out = io.StringIO()
    moves = ["place C5 HMK", "place B5 KHM", "place D5 MKH"]
    PlainGame(session, scripted(moves), out).run()
    assert any(session.seats[s.actor].kind == "automa" for s in session.steps)
    assert "Muk Yan: " in out.getvalue()


def test_hidden_hands_pass_through_a_hand_off():
    """Between two people's turns: 'Pass to ...' and Enter; each view shows only its own hand."""
    session = make_session("yami", "3p", 2)
    out = io.StringIO()
    game = PlainGame(session, legal_player(session, limit=40), out)
    game.run()
    blocks = out.getvalue().split("Pass to ")
    assert len(blocks) > 3
    for block in blocks[1:]:
        name = block.split(",")[0]
        hands = {line.split("(")[1].split(")")[0] for line in block.splitlines() if line.startswith("Your hand (")}
        assert hands <= {name}


def test_command_line_plain_mode_reads_stdin_and_ends_on_eof():
    run = subprocess.run(
        [sys.executable, "-m", "yamabushi", "play", "himiki", "--plain", "--seed", "1"],
        input="legal\nTilt nowhere\n",
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0 and run.stderr == ""
    assert "White to play>" in run.stdout and "place B5 HMK" in run.stdout
    assert "Traceback" not in run.stdout


def test_a_reader_that_stops_early_ends_plain_mode_quietly():
    """`yamabushi play ... --plain | head -3`: the closed pipe ends the game without a traceback."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "yamabushi", "play", "himizu", "--plain", "--seed", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout.readline().startswith("Himizu, seed 1.")
    proc.stdout.close()
    _, err = proc.communicate("legal\n" * 400, timeout=60)
    assert proc.returncode == 1 and err == ""


def test_plain_mode_never_loads_textual():
    code = ("import sys, yamabushi.plain.play as p, yamabushi.plain.mindlock, yamabushi.plain.campaign; "
            "p.make_session('yami', '2p', 1); print('textual' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True).stdout.strip() == "False"


def test_modes_that_open_a_list_first_are_refused_by_make_session():
    """Mindlock and the campaign ask for a puzzle or campaign first (tests/test_plain_puzzles.py)."""
    with pytest.raises(RulesError, match="first asks which puzzle or campaign"):
        make_session("yami", "campaign", 1)


def test_hi_mi_ki_text_shows_only_the_viewers_chaos_tiles():
    from yamabushi.app.registry import engine_for
    from yamabushi.himiki.chaos import tile as chaos_tile
    from yamabushi.himiki.text_view import to_text

    engine = engine_for("himiki")
    state = engine.new_game({"mode": "1v1", "setup": "random", "expert": True}, 1)
    mine, theirs = state.chaos.hands
    text = to_text(engine.observation(state, 0), 0)
    assert "Your Chaos tiles: " + ", ".join(f"{chaos_tile(c).name} ({c})" for c in mine) + "." in text
    assert not any(f"({code})" in text for code in set(theirs) - set(mine))


def test_a_plain_game_saves_after_every_action_and_resumes_from_its_save(monkeypatch, capsys):
    from yamabushi.app.saves import list_saves
    from yamabushi.cli.main import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("flame B2\nquit\n"))
    assert main(["play", "himizu", "--plain", "--seed", "1"]) == 0
    [save] = list_saves()
    assert save.record.actions == ["flame B2"] and save.record.seed == 1
    last = capsys.readouterr().out.rstrip().splitlines()[-1]
    assert last == f"The game is saved: yamabushi play --plain --resume {save.path.name} continues it."

    monkeypatch.setattr(sys, "stdin", io.StringIO("flame D4\nwave C2\n"))
    assert main(["play", "--plain", "--resume", save.path.name]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Himizu, resumed from {save.path.name} after 1 action, seed 1. Type help for commands.")
    [again] = list_saves()
    assert again.path == save.path and again.record.actions == ["flame B2", "flame D4", "wave C2"]
    assert again.record.created == save.record.created  # the same game, counted once when it ends


def test_rematch_at_the_end_plays_again_with_the_seats_moved_on(monkeypatch):
    """After the game-over line, `rematch` starts the same game with the person and the bot swapped."""
    from yamabushi.app import sessions
    from yamabushi.app.sessions import new_session
    from yamabushi.plain import play
    from yamabushi.plain.prompt import Prompter

    games = [new_session("himiki", {"mode": "1v1", "setup": "random"}, 8, players={"Black": "easy"})]
    monkeypatch.setattr(play, "rematch", lambda old: games.append(sessions.rematch(old)) or games[-1])
    rng, asked = random.Random(1), []

    def read():
        session = games[-1]
        if session.outcome() is not None:
            asked.append(len(games))
            return "rematch" if len(games) == 1 else None
        legal = session.legal_actions()
        return session.engine.format_action(session.state, rng.choice(legal))

    out = io.StringIO()
    assert play.play_session(games[0], "Hi Mi Ki", Prompter(read, out)) == 0
    text = out.getvalue()
    assert asked == [1, 2] and text.count("Game over.") == 2
    assert "Hi Mi Ki, rematch (White: easy bot, Black: you), seed" in text
    assert [(s.kind, s.level) for s in games[1].seats] == [("bot", "easy"), ("human", None)]


class Typed:
    """stdin for play_plain: `lines`, where a callable is run (a disk filling up) before the next line."""

    def __init__(self, lines):
        self.lines = list(lines)

    def isatty(self):
        return False

    def readline(self):
        while self.lines and callable(self.lines[0]):
            self.lines.pop(0)()
        return self.lines.pop(0) + "\n" if self.lines else ""


def _started(game="himizu"):
    """A new two-person game, saved and closed, with the notation of its first actions."""
    from yamabushi.app.registry import engine_for
    from yamabushi.app.sessions import close
    from yamabushi.core.testing import play_random_game

    session = make_session(game, None, 1)
    close(session)
    notations = play_random_game(engine_for(game), session.options, 1).notations
    return session.on_change.path, list(notations)


def _fill(disk, full):
    return lambda: setattr(disk, "full", full)


def test_a_save_that_fails_is_said_at_every_action_tried_again_and_never_called_saved(monkeypatch):
    from yamabushi.app.saves import read_record
    from yamabushi.plain.play import resume_plain

    disk = FullDisk(monkeypatch)
    path, moves = _started()
    out = io.StringIO()
    typed = Typed([moves[0], _fill(disk, True), moves[1], moves[2], _fill(disk, False), moves[3], "quit"])
    assert resume_plain(path, typed, out) == 0
    text = out.getvalue()
    assert f"Done, but the game could not be saved in {path} (No space left on device): the file holds 1 of its 2 actions" in text
    assert "the file holds 1 of its 3 actions, and each action tries again." in text
    assert "The game is saved again, whole." in text
    assert read_record(path).actions == moves[:4]
    assert text.rstrip().endswith(f"The game is saved: yamabushi play --plain --resume {path.name} continues it.")


def test_quitting_a_game_that_cannot_be_saved_says_so_and_prints_it_to_keep(monkeypatch):
    from yamabushi.app.registry import engine_for
    from yamabushi.app.saves import read_record
    from yamabushi.plain.play import resume_plain
    from yamabushi.session.text_record import import_text

    disk = FullDisk(monkeypatch)
    path, moves = _started()
    out = io.StringIO()
    typed = Typed([moves[0], _fill(disk, True), moves[1], "quit", "quit"])
    assert resume_plain(path, typed, out) == 1
    text = out.getvalue()
    assert "The game is saved:" not in text
    assert "the file holds 1 of its 2 actions, and each action tries again. Type quit again to leave it so." in text
    record = text[text.index("Yamabushi game record"):]
    assert import_text(record, "kept.txt", engine_for).record.actions == moves[:2]
    assert read_record(path).actions == moves[:1]


def test_a_save_folder_that_became_a_file_is_said_and_the_game_saved_once_it_is_back():
    """No stand-in here: the saves folder is swapped for a file, so the store's own write fails."""
    from yamabushi.app.saves import read_record, saves_dir
    from yamabushi.plain.play import resume_plain

    path, moves = _started()
    away = saves_dir().with_name("saves-away")

    def break_folder():
        saves_dir().rename(away)
        saves_dir().write_text("not a folder")

    def mend_folder():
        saves_dir().unlink()
        away.rename(saves_dir())

    out = io.StringIO()
    assert resume_plain(path, Typed([break_folder, moves[0], mend_folder, moves[1], "quit"]), out) == 0
    text = out.getvalue()
    assert f"Done, but the game could not be saved in {path} (" in text and "the file holds 0 of its 1 action," in text
    assert "The game is saved again, whole." in text and read_record(path).actions == moves[:2]


class Terminal(io.StringIO):
    """Typed lines at a terminal, which shows them as they are typed."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("stdin", [io.StringIO, Terminal])
def test_a_typed_action_is_shown_once(stdin):
    """At a terminal the typed line is on screen already: only what it did follows. Piped input
    shows nothing, so there the action is printed back after the prompt."""
    from yamabushi.plain.play import play_plain

    out = io.StringIO()
    play_plain("himiki", "1v1", 3, stdin("place B5 HMK\nquit\n"), out)
    text = out.getvalue()
    printed_back = "White to play> place B5 HMK\n" in text
    assert printed_back == (stdin is io.StringIO)
    assert "  White places a cube on B5: Fire on top" in text


def test_a_failed_mission_no_line_could_win_says_so_after_the_search_is_announced():
    """Mission 7, seed 14 with 3 players is lost whatever is played: the solver proves it only
    after about 190,000 positions (app/verdict.py's END_NODES), so plain mode first says it is
    searching, then that no line could win, right after the game's end."""
    from yamabushi.app.sessions import new_session
    from yamabushi.app.verdict import NO_LINE, SEARCHING

    bots = {f"Player {n}": "easy" for n in (1, 2, 3)}
    session = new_session("yami", {"players": 3, "mission": 7}, 14, players=bots, save=False, count=False)
    out = io.StringIO()
    PlainGame(session, lambda prompt="": "", out).run()
    end = out.getvalue().split("Game over.")[1].splitlines()
    assert end[0] == " Mission 7 fails: the Mission tiles are not surrounded after round 7."
    assert end[1:] == [SEARCHING, NO_LINE]
