"""The clocks of a timed duel, beside the board: each seat's time, the mover's marked as
running, a low one marked and in red (never by colour alone).

The widget also keeps the clock honest while its screen is shown: on every tick it reads
the mover's time (a flag that falls ends the game there and then, narrated like any end),
and runs the clock only while its game screen is the one in front, so a dialog, the rules,
a save or a hand-off screen over it costs nobody time.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.session.clock import clock_text
from yamabushi.session.controller import Session
from yamabushi.tui.kit.messages import SessionChanged

TICK = 0.1
"""Seconds between readings: tenths are shown under ten seconds."""


class GameClock(Static):
    DEFAULT_CSS = """
    GameClock { height: auto; }
    GameClock.-untimed { display: none; }
    """

    def __init__(self, session: Session, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.session = session
        self.flag_told = False

    def on_mount(self) -> None:
        if self.session.clock is None:
            self.add_class("-untimed")
            return
        self.set_interval(TICK, self.tick)
        self.tick()

    def tick(self) -> None:
        """Read the time (ending the game if the mover's ran out), run or pause the clock
        as the screen is in front or not, and show both times."""
        session, clock = self.session, self.session.clock
        if clock is None:
            return
        session.check_time()
        if session.flagged() is not None and not self.flag_told:
            self.flag_told = True  # the end, whether this tick or an action found the flag
            self.screen.post_message(SessionChanged())
        if self.app.screen is self.screen and session.outcome() is None:
            session.run_clock()
        else:
            session.pause_clock()
        self.update(self.render_times())

    def render_times(self) -> Text:
        clock = self.session.clock
        assert clock is not None
        shown = Text()
        for seat, name in enumerate(self.session.seat_names()):
            running = seat == clock.mover and clock.running
            low = clock.low(seat)
            line = Text(f"{'>' if running else ' '} {name} ")
            line.append(clock_text(clock.left(seat)), style="bold red" if low else "bold")
            if low:
                line.append(" low", style="red")
            shown.append_text(line)
            shown.append("\n" if seat + 1 < len(self.session.seats) else "")
        return shown
