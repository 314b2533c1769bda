"""`yamabushi himiki perft`: counts, divide, and one-line errors."""

from yamabushi.cli.main import main


def test_perft_prints_the_count_last(capsys):
    assert main(["himiki", "perft", "3"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "2470"


def test_perft_from_a_position_with_divide(capsys):
    position = "C1HMK,B2HMK,A3HMK/A1HMK,B1HMK,A2HMK b 0-0 --- t -"
    assert main(["himiki", "perft", "2", "--position", position, "--divide"]) == 0
    assert capsys.readouterr().out.splitlines() == ["pass: 13", "13"]


def test_divide_lines_add_up_to_the_total(capsys):
    main(["himiki", "perft", "2", "--divide"])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 16 and lines[-1] == "176"
    assert sum(int(line.rsplit(": ", 1)[1]) for line in lines[:-1]) == 176


def test_perft_zero_is_one(capsys):
    main(["himiki", "perft", "0"])
    assert capsys.readouterr().out.strip() == "1"


def test_bad_position_is_one_line_and_exit_2(capsys):
    assert main(["himiki", "perft", "1", "--position", "B5HMK w"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
    assert "HPN" in captured.err


def test_negative_depth_is_refused(capsys):
    assert main(["himiki", "perft", "-1"]) == 2


EXPERT = "B5HMK,C5HMK,D5HMK/B2HMK,C2HMK,D2HMK w 0-0 --- - - hands:yokai,mirror,gate/fire-mana,transfer,vortex terrain:C4I"


def test_perft_reads_an_expert_position_with_its_chaos_state(capsys):
    """An Impulse on C4: C5 BC4 now owes a direction, so the count is not the plain 176."""
    from yamabushi.core.testing import perft
    from yamabushi.himiki.engine import HiMiKi
    from yamabushi.himiki.hpn import from_hpn

    assert main(["himiki", "perft", "2", "--position", EXPERT]) == 0
    assert capsys.readouterr().out.strip() == str(perft(HiMiKi(), from_hpn(EXPERT), 2)) != "176"


def test_perft_refuses_a_hand_it_cannot_see(capsys):
    assert main(["himiki", "perft", "2", "--position", EXPERT.replace("fire-mana,transfer,vortex", "3")]) == 2
    assert capsys.readouterr().err.strip() == (
        "yamabushi: perft plays every seat's chances, so give each hand's tiles (hands:yokai,mirror/...), not its size."
    )
