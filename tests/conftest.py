import pytest


@pytest.fixture(autouse=True)
def yamabushi_home(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the player's real saves."""
    home = tmp_path / "home"
    monkeypatch.setenv("YAMABUSHI_HOME", str(home))
    return home
