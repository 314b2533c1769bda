"""`yamabushi join` in the app: the game's normal screen, following a table (net/tui_client/remote.py, and
net/tui_client/follow.py where seats hold secrets), as the one seat this terminal is."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from yamabushi.core.errors import RulesError
from yamabushi.net.transport.address import address_url
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.follow import remote_session
from yamabushi.net.tui_client.remote import Link, RemoteSession
from yamabushi.net.tui_client.undo_screen import UndoFollower, at_table
from yamabushi.tui.alerts import call_back
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.games import VIEWS


class TableApp(YamabushiApp):
    """Only the game screen: leaving it leaves the table (and the app)."""

    def __init__(self, link: Link, welcome: dict[str, Any]) -> None:
        super().__init__(save_games=False)
        self.session = remote_session(link, welcome)
        self.link = link

    opens_menu = False

    def on_mount(self) -> None:
        loop = asyncio.get_running_loop()
        # Not call_from_thread, which waits: the reader must go on queueing the answer the
        # screen may be waiting for.
        def wake() -> None:
            if not loop.is_closed():  # the app has ended; the reader's last call goes nowhere
                loop.call_soon_threadsafe(self._arrived)

        self.link.on_message = wake
        self.session.follow()
        self.screen_of_game = _game_screen(self.session)
        self.screen_of_game.sit(self.session.seat)
        self.undo_follower = UndoFollower(self.screen_of_game, self.session)
        self.push_screen(self.screen_of_game)
        self.call_after_refresh(self.undo_follower.follow)  # a request open when this seat joined
        seat, hosted = self.session.seat, self.session.campaign
        name = self.session.seats[seat].name if seat is not None else None
        if hosted is not None:  # short: the header's seed note must fit beside it at 80 columns
            self.title = f"Yamabushi — {name or 'watching'}{' ·' if name else ''} campaign {hosted['name']}"
        else:
            self.title = f"Yamabushi — {name} at a table" if name else "Yamabushi — watching a table"

    def _arrived(self) -> None:
        changed = self.session.follow()
        for alert in self.session.alerts:
            call_back(self, alert)
        self.session.alerts.clear()
        if changed:
            self.screen_of_game.post_message(SessionChanged())
            if self.screen_of_game.is_attached:  # the reader's last call may come after the app closed it
                # What the status line said before (a refusal, an undo's news) gives way to the
                # latest turn, as at one keyboard, or to the table having gone.
                self.screen_of_game.say(self.session.last_said if self.session.closed else "", self.session.closed)
        self.call_later(self.undo_follower.follow)  # in the app's context: it may open a dialog

    def pop_screen(self) -> Any:
        if self.screen is self.screen_of_game:
            self.exit()
            return None
        return super().pop_screen()


def _game_screen(session: RemoteSession) -> Any:
    """The game's own screen; a campaign mission's is the local campaign's mission screen
    (its pieces, Powers and `p`), whose end dialog says what the table wrote in the campaign."""
    if session.campaign is not None:
        from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen

        return at_table(CampaignMissionScreen, session, session.campaign_news)
    return at_table(VIEWS.screen_class(session), session)


def join_app(address: str, code: str) -> int:
    """Sit at the table in the app."""
    from yamabushi.tui.app import run_app

    try:
        with connect(address_url(address), open_timeout=10, max_size=2**20) as ws:
            welcome = _sit_down(ws, address, code)  # before the Link's thread starts reading
            return run_app(TableApp(Link(ws), welcome))
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
        raise RulesError(f"Cannot reach the table at {address}: {exc}.") from None


def _sit_down(ws: ClientConnection, address: str, code: str) -> dict[str, Any]:
    """Join with `code`: the table's welcome."""
    try:
        ws.send(encode("join", code=code))
        welcome = read_update(ws.recv(timeout=10))
    except (ConnectionClosed, TimeoutError, ValueError):
        raise RulesError(f"The table at {address} did not let this client join.") from None
    if welcome["type"] == "refused":
        raise RulesError(str(welcome["reason"]))
    return welcome
