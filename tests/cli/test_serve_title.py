"""In a browser tab (`serve`), the tab's title says when a table wants the player: the app sets
the terminal's title (OSC 2) and the page's small script gives it to the tab until the player
comes back. Needs Debian's chromium, as tests/cli/test_serve.py."""

from __future__ import annotations

import asyncio
import threading

import pytest
from websockets.asyncio.server import serve

from tests.cli.test_serve import CHROMIUM, REQUIRED
from yamabushi.cli.page_server import _TAB_TITLE

PAGE = "<html><head><title>Yamabushi</title>{script}</head><body></body></html>"


def _osc_server(chunks: list[bytes], ready: threading.Event, port: list[int], stop: threading.Event) -> None:
    async def send(ws) -> None:
        for chunk in chunks:
            await ws.send(chunk)
        await ws.wait_closed()

    async def main() -> None:
        async with serve(send, "127.0.0.1", 0) as server:
            port.append(server.sockets[0].getsockname()[1])
            ready.set()
            while not stop.is_set():
                await asyncio.sleep(0.05)

    asyncio.run(main())


@pytest.mark.skipif(CHROMIUM is None and not REQUIRED, reason="Debian's chromium is not installed (.ci/run installs it)")
def test_the_tab_title_says_the_table_wants_you_and_goes_back_on_a_key() -> None:
    playwright = pytest.importorskip("playwright.sync_api")
    assert CHROMIUM is not None, "YAMABUSHI_BROWSER_TEST=required but chromium is not installed"
    chunks = [b"\x1b[2J screen bytes", b"\x07\x1b]2;Yamabushi: Your turn at the table.\x07more"]
    ready, stop, port = threading.Event(), threading.Event(), []
    server = threading.Thread(target=_osc_server, args=(chunks, ready, port, stop), daemon=True)
    server.start()
    try:
        assert ready.wait(10)
        with playwright.sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page()
            page.set_content(PAGE.format(script=_TAB_TITLE))
            assert page.title() == "Yamabushi"
            page.evaluate(
                f"() => {{ const ws = new WebSocket('ws://127.0.0.1:{port[0]}'); ws.binaryType = 'arraybuffer'; }}"
            )
            page.wait_for_function("() => document.title !== 'Yamabushi'", timeout=10_000)
            assert page.title() == "Yamabushi: Your turn at the table."
            page.keyboard.press("a")
            assert page.title() == "Yamabushi"
            browser.close()
    finally:
        stop.set()
        server.join(10)


def test_the_served_page_carries_the_tab_title_script_before_textuals_own() -> None:
    import jinja2
    from textual_serve.server import Server

    from yamabushi.cli.page_server import _LocalFont

    templates = Server("true").templates_path
    source, _, _ = _LocalFont(templates).get_source(jinja2.Environment(), "app_index.html")
    assert source.index("<head>") < source.index(_TAB_TITLE) < source.index("textual.js")
