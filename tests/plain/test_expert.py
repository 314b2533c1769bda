"""Expert in plain mode: `play himiki --expert --plain`, the mover's own tiles behind its hand-off,
and a chance answered by number."""

import io
import random

import pytest

from yamabushi.cli.main import main
from yamabushi.plain.game import PlainGame, game_choices
from yamabushi.plain.play import make_session


def _chance_player(session, picks):
    """Types a random legal action, except on a chance, where it types the next of `picks`."""
    rng, queue = random.Random(1), list(picks)

    def read():
        state = session.state
        if session.outcome() is not None or not queue:
            return None
        if state.chaos.pending is not None and state.chaos.pending.kind == "chance":
            return queue.pop(0)
        return session.engine.format_action(state, rng.choice(session.legal_actions()))

    return read


def test_a_chance_lists_the_playable_tiles_by_number_and_a_number_plays_one():
    session = make_session("himiki", "1v1", 3, expert=True)
    out = io.StringIO()
    PlainGame(session, _chance_player(session, ["1"]), out, choices=game_choices(session)).run()
    text = out.getvalue()
    assert "White, now play one of your Chaos tiles ('chaos <tile>') or let the chance go ('skip')." in text
    assert "Choices (type a number):\n  1. play Conjuration: Stand one enemy cube" in text
    assert "  4. let the chance go" in text
    assert [s.notation for s in session.steps if s.notation.startswith("chaos")] == ["chaos conjuration"]


def test_a_number_beyond_the_choices_is_refused_in_one_line():
    session = make_session("himiki", "1v1", 3, expert=True)
    out = io.StringIO()
    PlainGame(session, _chance_player(session, ["9", "4"]), out, choices=game_choices(session)).run()
    assert "Type a number from 1 to 4, or an action." in out.getvalue()
    assert any(s.notation == "skip" for s in session.steps)


def test_each_seat_sees_its_own_tiles_only_after_the_hand_off():
    session = make_session("himiki", "1v1", 3, expert=True)
    white, black = session.state.chaos.hands
    out = io.StringIO()
    PlainGame(session, _chance_player(session, ["skip"] * 6), out, choices=game_choices(session)).run()
    blocks = [block for block in out.getvalue().split("Pass to ")[1:] if "Your Chaos tiles:" in block]
    assert len(blocks) > 10
    for block in blocks:
        seat = block.split(",")[0]
        [shown] = {line for line in block.splitlines() if line.startswith("Your Chaos tiles:")}
        theirs = black if seat == "White" else white
        assert not any(f"({code})" in shown for code in theirs)


def test_the_command_line_starts_an_expert_game_in_plain_mode(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("\nquit\n"))
    assert main(["play", "himiki", "--mode", "2v2", "--expert", "--plain", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Hi Mi Ki, Expert. Type help for commands.\nPass to White-Light, press Enter")  # no seed while tiles are hidden
    assert "Your Chaos tiles: " in out and "Chaos tiles held: White-Light 3, Black-Light 3, White-Dark 3, Black-Dark 3." in out


@pytest.mark.parametrize("args", [["himizu"], ["himiki", "--mode", "mukyan"], ["himiki", "--mode", "mindlock"]])
def test_expert_elsewhere_is_refused_in_one_line(capsys, args):
    assert main(["play", *args, "--expert", "--plain"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and err.startswith("yamabushi: --expert goes with Hi Mi Ki 1 vs 1 or 2 vs 2")
