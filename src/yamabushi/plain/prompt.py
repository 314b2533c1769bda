"""Questions in plain-text mode: one prompt line, one answer line, a one-sentence reply
to anything it cannot use, and the same question again. End of input (or `quit`)
answers None everywhere, so a script that stops early leaves cleanly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TextIO, TypeVar

from yamabushi.core.errors import RulesError
from yamabushi.core.numbers import whole_number
from yamabushi.core.text import write

T = TypeVar("T")


@dataclass
class Prompter:
    read: Callable[[], str | None]
    out: TextIO
    echoed: bool = False
    """The terminal already shows what was typed (an interactive stdin): a typed action is not
    printed back. Piped input has no echo, so there it is, or its sentences would run onto the prompt."""

    @classmethod
    def over(cls, stdin: TextIO, stdout: TextIO) -> Prompter:
        """Lines of `stdin` (without their line break, None at its end), answers on `stdout`."""

        def read() -> str | None:
            line = stdin.readline()
            return line.rstrip("\n") if line else None

        return cls(read, stdout, stdin.isatty())

    def say(self, text: str) -> None:
        write(self.out, text)

    def ask(self, question: str) -> str | None:
        """One answer, stripped; None at end of input or on `quit`."""
        write(self.out, f"{question}> ", end="")
        line = self.read()
        if line is None or line.strip().lower() == "quit":
            self.say("")
            return None
        return line.strip()

    def until(self, question: str, check: Callable[[str], T]) -> T | None:
        """Ask until `check` accepts the answer; it raises RulesError with the sentence to say."""
        while (answer := self.ask(question)) is not None:
            try:
                return check(answer)
            except RulesError as exc:
                self.say(str(exc))
        return None

    def choose(self, question: str, labels: Sequence[str]) -> int | None:
        """List `labels` numbered from 1 and return the index picked (None at end of input)."""
        self.say("\n".join(f"  {n}. {label}" for n, label in enumerate(labels, start=1)))
        return self.until(question, lambda answer: number(answer, len(labels)) - 1)


def typed_number(answer: str) -> int | None:
    """The whole number typed (ASCII digits only, at most 9: `²` or a thousand digits are no number), else None."""
    return whole_number(answer)


def number(answer: str, most: int) -> int:
    """A whole number from 1 to `most`, or a RulesError saying what to type."""
    value = typed_number(answer)
    if value is None or not 1 <= value <= most:
        raise RulesError(f"Type a number from 1 to {most}." if most > 1 else "Type 1.")
    return value
