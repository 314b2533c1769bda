"""Each game's position as plain text for one seat: what plain mode prints and what a table
sends each connection as its view. Every front end shares it, so it sits below them (the
table's authority needs it and must not import a front end)."""

from __future__ import annotations

from collections.abc import Callable

from yamabushi.session.controller import Session


def himiki_text(session: Session, seat: int) -> str:
    from yamabushi.himiki.text_view import to_text

    return to_text(session.engine.observation(session.state, seat), seat)


def mindlock_text(session: Session, seat: int) -> str:
    from yamabushi.himiki.mindlock.text import to_text

    return to_text(session.state)


def himizu_text(session: Session, seat: int) -> str:
    from yamabushi.himizu.render import to_text

    return to_text(session.state)


def yami_text(session: Session, seat: int) -> str:
    from yamabushi.yami.text_view import to_text

    return to_text(session.engine.observation(session.state, seat))


TEXT_VIEWS: dict[str, Callable[[Session, int], str]] = {
    "himiki": himiki_text,
    "himizu": himizu_text,
    "yami": yami_text,
    "mindlock": mindlock_text,
}
