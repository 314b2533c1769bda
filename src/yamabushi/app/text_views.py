"""Each game's position as plain text for one seat: what plain mode prints and what a table
sends each connection as its view. Every front end shares it, so it sits below them (the
table's authority needs it and must not import a front end); each game registers its own
view (`GameSpec.text_view`)."""

from __future__ import annotations

from yamabushi.app.registry import spec_for
from yamabushi.session.controller import Session


def text_view(session: Session, seat: int) -> str:
    """The position of `session` as `seat` may see it, in the game's own plain text."""
    return spec_for(session.engine.name).text_view(session.engine, session.state, seat)
