"""Settings on disk: saved between runs, a damaged file never blocks the game and is kept."""

import pytest

from yamabushi.app.settings import Settings, load_settings, save_settings, settings_path


def test_defaults_when_no_file():
    assert load_settings() == (Settings(), None)


def test_saved_settings_come_back():
    chosen = Settings(theme="light", highlight_legal=False, bot_speed="instant")
    save_settings(chosen)
    assert load_settings() == (chosen, None)
    assert chosen.textual_theme == "yamabushi-light" and chosen.bot_pause_factor == 0.0


@pytest.mark.parametrize(
    "text, why",
    [("{ half", "broken JSON at line 1"), ('{"theme": "neon"}', "theme"), ('{"colour": 1}', "colour"), ("[]", "top level")],
)
def test_damaged_file_gives_defaults_one_line_and_is_kept(text, why):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text)
    settings, notice = load_settings()
    assert settings == Settings()
    assert why in notice and "\n" not in notice
    assert path.read_text() == text


@pytest.mark.parametrize("theme", ["dark", "light", "ansi"])
def test_every_theme_is_one_the_app_knows(theme):
    from yamabushi.tui.app import YamabushiApp

    assert Settings(theme=theme).textual_theme in YamabushiApp().available_themes


def test_a_hand_edited_file_with_lax_values_is_understood():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"highlight_legal": "off", "theme": "ansi"}')
    assert load_settings() == (Settings(theme="ansi", highlight_legal=False), None)
