"""A game's public face hands out what its module holds now: a name patched in the module for
a test, and put back after, reads back as the module's own (three Mindlock CLI tests once got
the argument fuzzer's stand-in solver, which the face had kept)."""

from __future__ import annotations

from yamabushi.himiki.mindlock import solver


def test_a_face_reads_a_patched_name_afresh_and_the_original_once_restored(monkeypatch):
    import yamabushi.himiki.mindlock as face

    original = solver.solve
    monkeypatch.setattr(solver, "solve", lambda *args: None)
    assert face.solve is solver.solve
    monkeypatch.undo()
    from yamabushi.himiki.mindlock import solve

    assert solve is original
