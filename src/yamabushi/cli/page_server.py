"""textual-serve's page server with its doors closed, for `yamabushi serve`.

textual-serve starts an app for any WebSocket that reaches `/ws`, from any page, with no
limit: a page from another site could open one to a running `serve`, press keys and read
the saves, and a few tabs could fill the memory. This server keeps textual-serve's page,
script and app service, and adds what a local notebook server does:

- a secret made at each launch, in the address `serve` prints (`/?token=...`, as Jupyter
  does); the page and its WebSocket (`/ws/<token>`) are refused without it (403), compared
  in constant time, and nothing else but the public static files is served;
- the WebSocket refused (403) unless its `Origin` is this server's own address, so only
  the page served here can open it (DNS rebinding still lacks the secret);
- at most `max_apps` apps at once: one more tab is told so in its terminal, in one sentence,
  and no process is started for it;
- nothing fetched from the internet: the font textual-serve's page takes from a public host
  is its own copy, served from the static files with the script.
"""

from __future__ import annotations

import asyncio
import hmac
import re
import secrets
import signal
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web
from textual_serve.server import Server

from yamabushi.cli.address import EVERY_ADDRESS, in_url, is_loopback, reachable, warn_if_reachable

_REMOTE_LINK = re.compile(r"<link[^>]*\bhref=\"https?://[^\"]*\"[^>]*>")
_LOCAL_FONT = (
    '<style>@font-face { font-family: "Roboto Mono"; font-weight: 100 700; '
    'src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf"); }</style>'
)
_PAGE_HEADERS = {"Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY", "Cache-Control": "no-store"}
"""The page's address holds the secret: never sent on as a referrer, kept in a cache, or framed by another site."""
_LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
_SHUTDOWN_SECONDS = 0.5
"""How long the apps still open get to end when `serve` stops."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


_TAB_TITLE = r"""<script>
(() => {
  // The app sets the terminal's title (OSC 2) when a table wants this tab's player; the
  // page shows it as the tab's title until the player comes back to the tab.
  const Native = window.WebSocket, title = document.title, decoder = new TextDecoder();
  const osc = /\x1b\]2;([^\x07\x1b]*)(?:\x07|\x1b\\)/;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const found = typeof event.data === "string" ? null : osc.exec(decoder.decode(event.data));
        if (found) document.title = found[1];
      });
    }
  };
  const back = () => { document.title = title; };
  window.addEventListener("focus", back);
  window.addEventListener("keydown", back);
})();
</script>"""
"""Textual's page script leaves the terminal's title unused: this small script, run before it,
gives it to the browser tab (its text is the app's own sentence, never a player's)."""


class _LocalFont(jinja2.FileSystemLoader):
    """textual-serve's templates with every stylesheet from another host (its web font)
    replaced by the same font from this server's static files, and the tab-title script."""

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        source, filename, uptodate = super().get_source(environment, template)
        source = _REMOTE_LINK.sub(_LOCAL_FONT, source).replace("<head>", f"<head>{_TAB_TITLE}", 1)
        return source, filename, uptodate


class PageServer(Server):
    """The app as a web page for the page served here only, and for a few tabs at once."""

    def __init__(self, command: str, host: str, port: int, max_apps: int) -> None:
        name = in_url(reachable(host))
        names = {name, *_LOOPBACK_NAMES} if is_loopback(host) or host in EVERY_ADDRESS else {name}
        suffix = "" if port == 80 else f":{port}"
        super().__init__(command, host=host, port=port, title="Yamabushi", public_url=f"http://{name}{suffix}")
        self.token = secrets.token_urlsafe(24)
        self.origins = frozenset(f"http://{name}{suffix}" for name in names)
        self.max_apps = max_apps
        self.running = 0

    @property
    def address(self) -> str:
        """What a person opens: the page, with this launch's secret."""
        return f"{self.public_url}/?token={self.token}"

    async def on_startup(self, app: web.Application) -> None:
        """Nothing: textual-serve's banner would come before the port is bound; `_serve` prints the address after."""

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        aiohttp_jinja2.setup(app, loader=_LocalFont(self.templates_path))
        app.router.add_get("/ws/{token}", self.handle_websocket, name="app")
        app.middlewares.append(self._doors())
        return app

    def _doors(self) -> Any:
        """The middleware that refuses every request but the static files, the page with
        the secret, and its WebSocket with the secret from this server's own page."""

        @web.middleware
        async def doors(request: web.Request, handler: Handler) -> web.StreamResponse:
            route = request.match_info.route.name
            if route == "static" or request.match_info.http_exception is not None:
                return await handler(request)
            given = request.query.get("token", "") if route == "index" else request.match_info.get("token", "")
            if route not in ("index", "app") or not self._knows(given):
                raise web.HTTPForbidden(text="Open the address yamabushi serve printed, with its ?token=.\n")
            if route == "app" and request.headers.get("Origin") not in self.origins:
                raise web.HTTPForbidden(text="Only the page this server served can start a game.\n")
            answer = await handler(request)
            if route == "index":
                answer.headers.update(_PAGE_HEADERS)
            return answer

        return doors

    def _knows(self, given: str) -> bool:
        """Whether `given` is this launch's secret, in a time that does not tell how much of it is."""
        return hmac.compare_digest(given.encode("utf-8", "surrogatepass"), self.token.encode())

    async def handle_index(self, request: web.Request) -> web.Response:
        """textual-serve's page, whose WebSocket address carries the secret, and whose static
        files come from wherever the page came from (the font is refused from another name)."""
        # textual-serve's own context, taken before its template decorator renders it
        context: dict[str, Any] = await Server.handle_index.__wrapped__(self, request)  # type: ignore[attr-defined]
        context["app_websocket_url"] += f"/{self.token}"
        context["config"]["static"]["url"] = "/static/"
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """textual-serve's app for this tab, while fewer than `max_apps` run."""
        if self.running >= self.max_apps:
            return await self._full(request)
        self.running += 1
        try:
            return await super().handle_websocket(request)
        finally:
            self.running -= 1

    async def _full(self, request: web.Request) -> web.WebSocketResponse:
        """Say in the tab's terminal that the limit is reached, and keep it on screen (a
        closed socket would cover it with textual-serve's "Session ended")."""
        socket = web.WebSocketResponse(heartbeat=15)
        await socket.prepare(request)
        await socket.send_bytes(full_sentence(self.max_apps).encode())
        async for _ in socket:
            pass
        return socket

    def serve(self, debug: bool = False) -> None:
        """Serve until Ctrl+C or SIGTERM; the address (and the warning, if others can reach it) is printed once the port is bound."""
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sign in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sign, stop.set)
        runner = web.AppRunner(await self._make_app(), shutdown_timeout=_SHUTDOWN_SECONDS)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
            warn_if_reachable(self.host)
            print(f"Open {self.address} in a browser (Ctrl+C stops serving).", flush=True)
            await stop.wait()
        finally:
            await runner.cleanup()


def full_sentence(max_apps: int) -> str:
    """The refusal a tab past the limit shows."""
    return f"Yamabushi is already open in {max_apps} tabs, the most this server allows (--max-apps): close one and reload this page."
