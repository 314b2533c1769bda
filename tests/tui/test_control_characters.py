"""The TUI shows control characters from a save, a seat or a message visibly, never raw.

Before, Textual wrote them to the terminal as they were: a seat named `ESC ] 0 ; … BEL`
renamed the window, `ESC [ 2 J` cleared the screen, U+202E reversed what followed.
tui/kit/text.py's `literal` and `styled` and the app's `notify` now pass through core/text.py.
"""

from __future__ import annotations

import json

import pytest

from tests.hostile import BIDI, CLEAR, NAMES, TITLE, raw_controls, with_seat_names
from tests.tui.yami.keys import shown_text
from yamabushi.app.records import load_timeline
from yamabushi.app.registry import engine_for
from yamabushi.app.saves import SaveError, new_save_path
from yamabushi.app.sessions import SaveFile
from yamabushi.session.controller import Session
from yamabushi.session.seats import Seat
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.resume import ResumeScreen

GAMES = [("himiki", {"mode": "1v1"}, 2), ("himiki", {"mode": "2v2", "expert": True}, 4), ("yami", {"players": 3}, 3)]
"""The games whose screens name the seats (Himizu's names its colours)."""


def _drawn(app: YamabushiApp) -> str:
    text = shown_text(app)
    assert not raw_controls(text), sorted(set(raw_controls(text)))
    return text


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=[f"{g}-{n}" for g, _, n in GAMES])
async def test_seat_names_with_escapes_are_drawn_visibly(game, options, seats):
    names = (NAMES * 2)[:seats]
    app = YamabushiApp(save_games=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = VIEWS.screen_for(Session(engine_for(game), options, 1, [Seat(name) for name in names]))
        await app.push_screen(screen)
        await pilot.pause()
        shown = _drawn(app)
        while screen is not app.screen:  # the hand-off names the next player first
            await pilot.press("enter")
            await pilot.pause()
            shown += _drawn(app)
        assert "^[]0;pwned^G" in shown or "<U+202E>" in shown or "^M^@^H^?" in shown
        await pilot.press("colon", *"xy", "enter")
        await pilot.pause()
        _drawn(app)


async def test_a_notification_with_escapes_is_drawn_visibly():
    app = YamabushiApp()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.notify(f"cannot read {TITLE}{CLEAR}x{BIDI}.json", title=f"T{CLEAR}")
        await pilot.pause()
        assert "cannot read ^[]0;pwned^G^[[2Jx<U+202A>" in _drawn(app)


async def test_a_save_whose_seats_hold_escapes_is_listed_as_unreadable_visibly():
    session = Session(engine_for("himiki"), {"mode": "1v1"}, 3, [Seat("White"), Seat("Black")],
                      on_change=SaveFile(new_save_path("himiki")))
    session.play_text("place C5 HMK")
    session.on_change.release()
    with_seat_names(session.on_change.path, *NAMES)
    app = YamabushiApp()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "the control character ^[" in _drawn(app)


def test_a_save_whose_date_holds_escapes_is_refused_in_a_sentence_shown_visibly():
    """The replay viewer's title showed a save's date raw (ESC [ 2J cleared the screen); the date
    is now read as a date, so such a save is refused, and the sentence shows nothing raw."""
    session = Session(engine_for("himiki"), {"mode": "1v1"}, 3, [Seat("White"), Seat("Black")],
                      on_change=SaveFile(new_save_path("himiki")))
    session.play_text("place C5 HMK")
    session.on_change.release()
    path = session.on_change.path
    data = json.loads(path.read_text(encoding="utf-8"))
    data["created"] = f"{CLEAR}\u202e{TITLE}"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="created: it should be a date") as refused:
        load_timeline(path)
    assert not raw_controls(str(refused.value))
