import pytest


@pytest.fixture(autouse=True)
def yamabushi_home(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the player's real saves."""
    home = tmp_path / "home"
    monkeypatch.setenv("YAMABUSHI_HOME", str(home))
    return home


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
