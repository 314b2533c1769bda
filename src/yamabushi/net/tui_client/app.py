"""`yamabushi join` in the app: the game's normal screen, following a table (net/tui_client/remote.py, and
net/tui_client/follow.py where seats hold secrets), as the one seat this terminal is."""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from yamabushi.core.errors import RulesError
from yamabushi.net.transport.address import LEFT, address_url
from yamabushi.net.transport.protocol import encode, read_update
from yamabushi.net.tui_client.follow import remote_session
from yamabushi.net.tui_client.rematch_screen import RematchFollower
from yamabushi.net.tui_client.remote import Link, RemoteSession
from yamabushi.net.tui_client.undo_screen import UndoFollower, at_table
from yamabushi.tui.alerts import call_back
from yamabushi.tui.app import YamabushiApp
from yamabushi.tui.kit.messages import SessionChanged
from yamabushi.tui.games import VIEWS
from yamabushi.tui.screens.game import GameScreen


class TableApp(YamabushiApp):
    """Only the game screen: leaving it leaves the table (and the app). A rematch replaces it
    with the new game's screen, at the seat the table moved this person to."""

    def __init__(self, link: Link, welcome: dict[str, Any]) -> None:
        super().__init__(save_games=False)
        self.session = remote_session(link, welcome)
        self.link = link
        self.moving_on = False
        """A rematch's new game is being put on screen: messages wait for it."""

    opens_menu = False

    def on_mount(self) -> None:
        loop = asyncio.get_running_loop()
        # Not call_from_thread, which waits: the reader must go on queueing the answer the
        # screen may be waiting for.
        def wake() -> None:
            if not loop.is_closed():  # the app has ended; the reader's last call goes nowhere
                loop.call_soon_threadsafe(self._arrived)

        self.link.on_message = wake
        self.push_screen(self._show(self.session))
        self.session.alerts.clear()  # the person has just sat down and is looking at the screen
        self.call_after_refresh(self._follow_requests)  # a request open when this seat joined

    def _show(self, session: RemoteSession) -> GameScreen:
        """The screen of `session`'s game, for this seat, with what follows the table's requests."""
        session.follow()
        self.session, self.screen_of_game = session, _game_screen(session)
        self.screen_of_game.sit(session.seat)
        self.undo_follower = UndoFollower(self.screen_of_game, session)
        self.rematch_follower = RematchFollower(self.screen_of_game, session)
        seat, hosted = session.seat, session.campaign
        name = session.seats[seat].name if seat is not None else None
        if hosted is not None:  # short: the header's seed note must fit beside it at 80 columns
            self.title = f"Yamabushi — {name or 'watching'}{' ·' if name else ''} campaign {hosted['name']}"
        else:
            self.title = f"Yamabushi — {name} at a table" if name else "Yamabushi — watching a table"
        return self.screen_of_game

    def _follow_requests(self) -> None:
        """In the app's context: a request may open a dialog. Once the screen is up: a rematch's
        sentence is said on its status line."""
        if not self.screen_of_game.is_mounted:
            if self.screen_of_game.is_attached:
                self.call_after_refresh(self._follow_requests)
            return
        self.undo_follower.follow()
        self.rematch_follower.follow()

    def _arrived(self) -> None:
        if self.moving_on:
            return
        session = self.session
        last = session.steps[-1] if session.steps else None
        changed = session.follow()
        if session.rematched is not None:
            self.moving_on = True
            self.call_later(self._next_game, session.rematched)
            return
        for alert in session.alerts:
            call_back(self, alert)
        session.alerts.clear()
        if changed:
            self.screen_of_game.post_message(SessionChanged())
            if self.screen_of_game.is_attached and self.screen_of_game.is_mounted:
                # (The reader's call may come before the screen is up, which says the latest turn
                # once it is, or after the app closed it.) What the status line said before (a
                # refusal, a request's news) gives way to the latest turn when one was played, as
                # at one keyboard, or to the table having gone.
                if session.closed:
                    self.screen_of_game.say(session.last_said, True)
                elif (session.steps[-1] if session.steps else None) is not last:
                    self.screen_of_game.say("")
        self.call_later(self._follow_requests)

    async def _next_game(self, welcome: dict[str, Any]) -> None:
        """Every person agreed to a rematch: the new game's screen replaces the old one (and the
        dialogs over it), for the seat this person now plays; its messages are followed there."""
        try:
            session = remote_session(self.link, welcome)
        except RulesError as exc:
            self.session.closed = True
            self.screen_of_game.say(str(exc), True)
            return
        old = self.screen_of_game
        while self.screen is not old:
            await super().pop_screen()
        await self.switch_screen(self._show(session))
        self.moving_on = False
        self._arrived()

    def pop_screen(self) -> Any:
        if self.screen is self.screen_of_game:
            self.exit()
            return None
        return super().pop_screen()


def _game_screen(session: RemoteSession) -> GameScreen:
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
            left = run_app(TableApp(Link(ws), welcome))
    except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
        raise RulesError(f"Cannot reach the table at {address}: {exc}.") from None
    if left == 0:  # the terminal is back: say how to sit down again, as join --plain does
        print(LEFT)
    return left


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
