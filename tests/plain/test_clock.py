"""Plain mode on a clock: both times with each prompt, a flag that falls while a line is
typed ends the game with the narrated loss, and the hand-off costs nobody time."""

import io
import subprocess
import sys

from yamabushi.app.sessions import new_session
from yamabushi.plain.game import PlainGame
from yamabushi.session.clock import TimeControl


class FakeTime:
    """The time source of a test: it moves only when told."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def typing(lines, time, seconds):
    """A `read` that types `lines`, each taking `seconds`, then ends the input."""
    queue = list(lines)

    def read():
        time.now += seconds
        return queue.pop(0) if queue else None

    return read


def test_a_flag_that_falls_while_typing_ends_the_game_with_the_narrated_loss():
    time = FakeTime()
    session = new_session("himizu", {}, 3, clock=TimeControl(1, 0), now=time)
    out = io.StringIO()
    first = session.engine.format_action(session.state, session.legal_actions()[0])
    assert PlainGame(session, typing([first, first], time, 61), out).run() == 0
    said = out.getvalue()
    assert "Clock: Fire 1:00 (running), Water 1:00" in said
    assert said.rstrip().endswith("Game over. Fire's time ran out: Water wins.")
    assert session.steps == ()
    assert session.outcome().winners == (1,)


def test_each_prompt_says_both_times_and_the_increment_is_added():
    time = FakeTime()
    session = new_session("himiki", {"mode": "1v1", "setup": "random"}, 3, clock=TimeControl(5, 3), now=time)
    out = io.StringIO()
    first = session.engine.format_action(session.state, session.legal_actions()[0])
    PlainGame(session, typing([first], time, 10), out).run()
    assert "Clock: White 5:00 (running), Black 5:00" in out.getvalue()
    assert "Clock: White 4:53, Black 5:00 (running)" in out.getvalue()


def test_command_line_clock_is_refused_for_yami_and_solo_and_bad_values_in_one_sentence():
    def run(*args):
        return subprocess.run([sys.executable, "-m", "yamabushi", "play", *args], capture_output=True, text=True, input="")

    for args, said in [
        (["yami", "--plain", "--clock", "5+3"], "yamabushi: A clock goes with the duels (Hi Mi Ki: 1 vs 1, Hi Mi Ki: 2 vs 2, Himizu: Fire vs Water), not Yami: 2 players + automa.\n"),
        (["himiki", "--mode", "mukyan", "--clock", "5+3"], "yamabushi: A clock goes with the duels (Hi Mi Ki: 1 vs 1, Hi Mi Ki: 2 vs 2, Himizu: Fire vs Water), not Solo: Muk Yan.\n"),
        (["himizu", "--clock", "5"], "yamabushi: play: argument --clock: a clock is minutes+seconds, like 5+3: 1 to 180 minutes and 0 to 60 seconds a turn, not '5'.\n"),
        (["himizu", "--clock", "0+3"], None),
    ]:
        done = run(*args)
        assert done.returncode == 2 and done.stdout == ""
        if said:
            assert done.stderr == said
        assert len(done.stderr.splitlines()) == 1


def test_command_line_plain_game_on_a_clock_prints_the_times():
    done = subprocess.run(
        [sys.executable, "-m", "yamabushi", "play", "himizu", "--plain", "--clock", "5+3", "--seed", "1"],
        capture_output=True, text=True, input="",
    )
    assert done.returncode == 0
    assert "Clock: Fire 5:00 (running), Water 5:00" in done.stdout


def test_the_hand_off_between_two_people_costs_nobody_time():
    time = FakeTime()
    session = new_session("himiki", {"mode": "1v1", "setup": "random", "expert": True}, 3, clock=TimeControl(5, 0), now=time)
    out = io.StringIO()
    handed = []

    def read():
        time.now += 30
        if len(session.steps) >= 2:
            return None
        if out.getvalue().rstrip().endswith("press Enter"):
            handed.append(session.to_play())
            return ""
        return session.engine.format_action(session.state, session.legal_actions()[0])

    PlainGame(session, read, out).run()
    assert handed == [0, 1]
    assert [session.clock.left(seat) for seat in (0, 1)] == [270_000, 270_000]
