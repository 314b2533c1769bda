"""The `yamabushi` command outside the TUI: rules, and one-line errors."""

from yamabushi.cli.main import main


def test_rules_prints_the_rules(capsys):
    assert main(["rules", "himiki"]) == 0
    assert "Rotate" in capsys.readouterr().out


def test_unplayable_mode_is_one_line(capsys):
    assert main(["play", "himiki", "--mode", "9v9"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("yamabushi:") and "\n" not in err
