import pytest

from yamabushi.app import registry


@pytest.fixture(autouse=True)
def yamabushi_home(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the player's real saves."""
    home = tmp_path / "home"
    monkeypatch.setenv("YAMABUSHI_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def toy_game_known(monkeypatch):
    """The toy game of tests/toy.py is one the app knows, so its saves pass the checks real ones do."""
    monkeypatch.setitem(registry._ENGINES, "race", "tests.toy:Race")


def pytest_addoption(parser):
    parser.addoption(
        "--sim-games",
        type=int,
        default=10_000,
        help="random games per engine in tests/test_conformance.py, shared out over its modes",
    )
    parser.addoption(
        "--monkey-events",
        type=int,
        default=60,
        help="random keys and clicks per screen in tests/tui/test_monkey.py",
    )


@pytest.fixture
def monkey_events(request) -> int:
    return request.config.getoption("--monkey-events")
