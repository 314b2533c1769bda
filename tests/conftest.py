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
        default=20,
        help="random games per game and mode in tests/test_conformance.py (full check: 10000)",
    )


@pytest.fixture
def sim_games(request) -> int:
    return request.config.getoption("--sim-games")
