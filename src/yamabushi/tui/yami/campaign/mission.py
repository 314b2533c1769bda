"""A campaign mission: the Yami table plus the campaign's pieces, and the result recorded.

It is the single-mission screen with three additions: the face-down discards
of a Whirlpool or the Tide Moon (each player picks theirs after a hand-off),
`p` to lay a Power token (a Drift steers the chosen tile like a new one), and
a status line naming the tokens, Rocks and Magic tiles still on the board.
When the mission ends, the attempt goes into the profile at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from textual.binding import Binding
from textual.widgets import Static

from yamabushi.session.controller import Session
from yamabushi.tui.yami.campaign.over import MissionOverScreen
from yamabushi.tui.yami.campaign.powers import PowerUseScreen
from yamabushi.tui.kit.text import literal
from yamabushi.tui.yami.screen import YamiScreen
from yamabushi.yami import Action, Card, Discard, Place, UsePower, YamiView
from yamabushi.app.missions import mission_result
from yamabushi.yami.campaign import powers_line, usable_now

Finished = Callable[[bool, int], str]
"""Called once when the mission ends (success, rounds played): what the result changed, in words."""

HELP = """\
[b]Campaign mission[/b]
  p          lay a Power token (a list of the powers usable now)
             Drift: steer the tile (arrows, r, f), Enter; Esc cancels
  Whirlpool  each player picks a card to throw face down, then Enter
"""


def discard_prompt(view: YamiView, row: str | None, seated: bool = False) -> str:
    """Who throws a card face down now, and from which row; `seated`: at a table, where each
    seat has a terminal of its own and nobody passes a keyboard."""
    actor = view.names[view.to_play] if view.to_play is not None else "?"
    if row is None and seated:
        return f"Waiting for {actor} to throw a card face down."
    if row is None:
        return f"Pass the keyboard to {actor}: a card must be thrown face down."
    whose = "the automa's river (as Leader)" if row == "river" else "your hand"
    return f"{actor}: pick a card of {whose} to throw face down (← → or its number), then Enter."


class CampaignMissionScreen(YamiScreen):
    DEFAULT_CSS = "CampaignMissionScreen #campaign { height: auto; color: $accent; }"
    BINDINGS = [Binding("p", "powers", "Powers"), Binding("escape", "menu", "Map")]
    help_text = YamiScreen.help_text + HELP
    back_to = "the map (the mission stays saved)"

    def __init__(self, session: Session, finished: Finished) -> None:
        super().__init__(session)
        self.finished = finished
        self.recorded = session.outcome() is not None
        self.drifting: Card | None = None
        self.ended: tuple[bool, str] | None = None
        """Once this screen wrote the result: won, and what it changed in the campaign."""

    def on_mount(self) -> None:
        self.query_one("#side").mount(Static(id="campaign"), before="#prompt")

    def table_view(self) -> YamiView:
        """While a Drift steers a tile, the board has it lifted: its squares are free for it."""
        view = super().table_view()
        if self.drifting is None:
            return view
        return replace(view, placed=tuple(p for p in view.placed if p.card != self.drifting))

    # -- discards --------------------------------------------------------------
    def acting_row(self, view: YamiView) -> str | None:
        if view.phase != "discard":
            return super().acting_row(view)
        if self.viewer is None or self.viewer != view.to_play:
            return None
        return "river" if view.campaign.discards[0] == view.automa else "hand"

    def row_actions(self, view: YamiView, row: str | None) -> tuple[Action, ...]:
        if view.phase != "discard":
            return super().row_actions(view, row)
        cards = {"hand": view.hand, "river": view.river}.get(row or "", ())
        return tuple(Discard(c) for c in cards)

    # -- view ------------------------------------------------------------------
    def refresh_view(self) -> None:
        super().refresh_view()
        view = self.table_view()
        watching = self.seated and self.viewer is None  # a table's spectator lays no token
        lines = [powers_line(view, "" if watching else "p")]
        if self.drifting is not None:  # the prompt says how to steer it; not "can be used now" again
            lines.append("Esc cancels the Drift: no token is laid.")
        elif self.viewer is not None and self.viewer == view.to_play and view.phase != "discard":
            lines.append(usable_now(self._uses()))
        self.query_one("#campaign", Static).update(literal("\n".join(line for line in lines if line)))
        if view.phase == "discard" and view.to_play is not None:
            self.query_one("#prompt", Static).update(literal(discard_prompt(view, self.acting_row(view), self.seated)))

    # -- powers ----------------------------------------------------------------
    def action_powers(self) -> None:
        view = self.table_view()
        if self.viewer is None or self.viewer != view.to_play:
            self.say("Only the player to act may lay a Power token.", error=True)
            return
        uses = self._uses()
        if not uses:
            self.say(self.engine.why_no_power(self.session.state), error=True)
            return
        self.app.push_screen(PowerUseScreen(uses), self._power_chosen)

    def _uses(self) -> list[UsePower]:
        return [a for a in self.session.legal_actions() if isinstance(a, UsePower)]

    def _power_chosen(self, choice: UsePower | Card | None) -> None:
        if isinstance(choice, UsePower):
            self.play(choice)
        elif isinstance(choice, Card):
            tile = next(p for p in self.session.state.placed if p.card == choice)
            self.drifting = choice
            self.say("")  # a refusal from before the Drift is not about it
            self._set_draft(Place(tile.card, tile.anchor, tile.rotation, tile.flipped))
        self.focus_board()

    def placing_verb(self) -> str:
        return "places" if self.drifting is None else "moves"

    def _sync_draft(self, view: YamiView) -> None:
        if self.drifting is None:
            super()._sync_draft(view)

    def action_menu(self) -> None:
        """Esc while steering a Drift puts the tile back (no token is laid); else to the map."""
        if self.drifting is None:
            super().action_menu()
            return
        self.drifting, self.draft = None, None
        self.refresh_view()
        self.say("Drift cancelled: the tile stays where it was and no Power token is laid.")

    def _place(self, view: YamiView) -> None:
        """Enter while drifting moves the chosen tile; otherwise it places the Decision tile."""
        if self.drifting is None:
            super()._place(view)
            return
        move = self.listed_draft()
        assert move is not None
        self.drifting = None
        if not self.play(UsePower("drift", move=move)):
            self.draft = None
            self.refresh_view()

    # -- the result ------------------------------------------------------------
    def _after_change(self) -> None:
        """The result goes into the campaign at once; the end dialog says what it changed."""
        outcome = self.session.outcome()
        if outcome is not None and not self.recorded:
            self.recorded = True
            won, rounds = mission_result(self.session)
            self.ended = (won, self.finished(won, rounds))
        super()._after_change()

    def _show_game_over(self) -> None:
        """The mission's end dialog (again, with `g`), saying what the result changed."""
        outcome = self.session.outcome()
        if outcome is None or self.ended is None:
            super()._show_game_over()
            return
        won, news = self.ended
        self.app.push_screen(MissionOverScreen(won, outcome.text, news, self.at_a_table), self._game_over_choice)

    def closed_to_undo(self) -> str | None:
        return "The mission is over and written in the campaign." if self.recorded else super().closed_to_undo()

    def _game_over_choice(self, choice: str | None) -> None:
        if choice != "board":
            self.app.pop_screen()
