"""`yamabushi record export|import`: a game as plain text, and back into a save.

Export takes a save (a path, or a file name in the saves folder) and writes
its record to stdout or `-o FILE`. Import replays a record and, when every
action is legal, stores it as a new save that the app can resume or replay.
An unfinished game with secrets (Yami, Hi Mi Ki Expert) is not exported: its
record holds the seed, which deals every hand (app/disclosure.py); the refusal
points to the save file, which keeps the game whole and which `import` and
`play --resume` read as they read a record.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from yamabushi.app.disclosure import withheld
from yamabushi.core.errors import RulesError
from yamabushi.core.text import write
from yamabushi.app.records import find_save, load_timeline
from yamabushi.app.saves import new_save_path, save_record, saves_dir, write_atomic
from yamabushi.session.text_record import export_text


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    record = subparsers.add_parser("record", help="export a game as plain text, or import one")
    tools = record.add_subparsers(dest="record_command", required=True)
    export = tools.add_parser("export", help="write a saved or finished game as a text record")
    export.add_argument("save", help="a save file, or its name in the saves folder")
    export.add_argument("-o", "--output", type=Path, help="write to FILE instead of the screen")
    export.set_defaults(func=_cmd_export)
    imp = tools.add_parser("import", help="check a text record and keep it as a save")
    imp.add_argument("file", type=Path, help="a text record (or a save)")
    imp.set_defaults(func=_cmd_import)


def _cmd_export(args: argparse.Namespace) -> int:
    path = find_save(args.save)
    timeline = load_timeline(path)
    record = timeline.record
    if withheld(record.game, record.options, timeline.outcome is not None):
        raise RulesError(
            f"Not exported: this {timeline.engine.title} game is not over, and its record would show every hand;"
            f" copy the save to keep it: {path}."
        )
    text = export_text(timeline)
    if args.output is None:
        write(sys.stdout, text, end="")
        return 0
    try:
        write_atomic(args.output, text)
    except OSError as exc:
        raise RulesError(f"Cannot write {args.output}: {exc.strerror}.") from None
    except ValueError:  # a NUL or a lone surrogate in the path
        raise RulesError(f"Cannot write {args.output}: no file can have that name.") from None
    write(sys.stdout, f"Wrote {args.output}.")
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    timeline = load_timeline(args.file)
    record = timeline.record
    try:
        path = new_save_path(record.game)
        save_record(record, path)  # a write that fails leaves no file: it goes through a temp file
    except OSError as exc:
        raise RulesError(
            f"The game cannot be kept in {saves_dir()} ({exc.strerror or exc}), so nothing was imported: "
            "free some space, or import it with YAMABUSHI_HOME set to a folder that can be written."
        ) from None
    outcome = timeline.outcome
    result = outcome.text if outcome else "unfinished: resume it from the menu"
    write(sys.stdout, f"Imported {len(record.actions)} actions of {timeline.engine.title} as {path} ({result}).")
    return 0
