"""The app's header: Textual's, with a title that survives its screen closing at once.

Textual's header sets its title in a callback that runs after the header is mounted. A
screen closed by a key in the same read as the one that opened it (Resume, then Escape)
is taken apart before that callback runs; Textual's callback expects only `NoScreen`
then, and stopped the app on `NoMatches: 'HeaderTitle'`. This header's callback lets
both go: a title nobody will see is not set.
"""

from __future__ import annotations

import contextlib

from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.events import Mount
from textual.widgets import Header as TextualHeader
from textual.widgets._header import HeaderTitle


class Header(TextualHeader):
    def _on_mount(self, event: Mount) -> None:
        event.prevent_default()  # Textual's own handler would watch the titles a second time

        async def set_title() -> None:
            with contextlib.suppress(NoScreen, NoMatches):
                self.query_one(HeaderTitle).update(self.format_title())

        for titled in (self.app, self.screen):
            self.watch(titled, "title", set_title)
            self.watch(titled, "sub_title", set_title)
