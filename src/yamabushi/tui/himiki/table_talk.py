"""2 vs 2's table-talk penalty on the Hi Mi Ki screen: `t`, then w or b, then a question
before the point is given; the same from Ctrl+P. It keeps no game state, only whether `t`
is waiting for the team that talked."""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from textual.app import App
from textual.command import DiscoveryHit, Hit, Hits, Provider

from yamabushi.himiki import Action, COLOUR_NAMES, Penalty
from yamabushi.session.controller import Session
from yamabushi.tui.screens.choice import ChoiceScreen


class Table(Protocol):
    """What the controls use of the Hi Mi Ki screen that holds them."""

    session: Session
    viewer: int | None

    @property
    def app(self) -> App[Any]: ...

    def legal(self) -> list[Action]: ...

    def play(self, action: Any) -> bool: ...

    def say(self, text: str, error: bool = False) -> None: ...

    def focus_board(self) -> None: ...


class TableTalk:
    """Held by the Hi Mi Ki screen, which hands it the keys after `t`."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.talking = False

    @property
    def session(self) -> Session:
        return self.table.session

    def table_talk_allowed(self) -> bool:
        state = self.session.state
        return state.rules.halves and not state.setup and self.session.outcome() is None

    def table_talk(self) -> None:
        if not self.table_talk_allowed():
            self.table.say("The table-talk penalty exists only in 2 vs 2, during play.", error=True)
            return
        self.talking = True
        self.table.say("Table talk: which team? w or b (other keys cancel).")

    def talk_key(self, key: str) -> bool:
        """After `t`: w or b names the team that talked; True when the key was taken."""
        if not self.talking:
            return False
        self.talking = False
        if key in ("w", "b"):
            self.penalise("wb".index(key))
        else:
            self.table.say("No penalty.")
        return True

    def penalise(self, colour: int) -> None:
        """Ask before the point is given, which at 4 ends the game: "No" comes first, so an Enter
        pressed by habit gives no point."""
        if not self.table_talk_allowed():
            return
        talked, gainer = COLOUR_NAMES[colour], COLOUR_NAMES[1 - colour]
        state = self.session.state
        after = state.scores[1 - colour] + 1
        wins = f" and wins {after}-{state.scores[colour]}" if after >= state.rules.win_score else ""
        title = f"Penalise {talked}'s team for table talk?"
        labels = ("No, no penalty", f"Yes, penalise: {gainer}'s team scores 1{wins}")

        def answered(choice: int | None) -> None:
            if choice != 1:
                self.table.say("No penalty.")
            elif self.table.play(Penalty(colour)):
                self.table.say(f"Table talk: {talked}'s team talked, {gainer}'s team scores 1.")
            self.table.focus_board()

        self.table.app.push_screen(ChoiceScreen(title, labels), answered)


class TableTalkCommands(Provider):
    """Ctrl+P entries for the 2 vs 2 table-talk penalty, one per team."""

    def _entries(self) -> list[tuple[str, Any]]:
        controls = getattr(self.screen, "table_talk_keys", None)
        if not isinstance(controls, TableTalk) or not controls.table_talk_allowed():
            return []
        return [
            (f"Table-talk penalty: {name}'s team talked", partial(controls.penalise, colour))
            for colour, name in enumerate(COLOUR_NAMES)
        ]

    async def discover(self) -> Hits:
        for text, callback in self._entries():
            yield DiscoveryHit(text, callback, help="The other team scores 1 point.")

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, callback in self._entries():
            if (score := matcher.match(text)) > 0:
                yield Hit(score, matcher.highlight(text), callback, help="The other team scores 1 point.")
