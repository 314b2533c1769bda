"""Yami: Campaign — pick a saved campaign (a named profile) or start a new one.

Profiles that cannot be read are listed with the reason and never touched, so
a group can repair or move the file by hand.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import (
    Button,
    Input,
    Label,
    OptionList,
    Select,
    Static,
)
from textual.widgets.option_list import Option

from yamabushi.core.errors import RulesError
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.yami.campaign.map import CampaignMapScreen, unsaved
from yamabushi.yami.campaign import new_profile, Profile, profile_summary
from yamabushi.app.campaigns import (
    check_name,
    create_profile,
    list_profiles,
    profile_path,
)
from yamabushi.tui.kit.text import literal, styled
from yamabushi.tui.kit.shell import AppScreen, Dialog, while_on_top


def profile_line(profile: Profile) -> Content:
    return styled("$name  [dim]$summary[/]", name=profile.name, summary=profile_summary(profile))


class NewCampaignScreen(Dialog[tuple[str, int] | None]):
    """Asks for the campaign's name and the number of players."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("[b]New Yami campaign[/b]")
            with Horizontal(classes="field"):
                yield Label("Name")
                yield Input(placeholder="e.g. Tuesday group", id="name")
            with Horizontal(classes="field"):
                yield Label("Players")
                yield Select(
                    [("2 players + automa", 2), ("3 players", 3), ("4 players", 4)],
                    value=2,
                    allow_blank=False,
                    id="players",
                )
            yield Label("", id="note")
            yield Button("Start", variant="primary", id="start")

    def on_input_submitted(self) -> None:
        self._start()

    def on_button_pressed(self) -> None:
        self._start()

    def _start(self) -> None:
        name = self.query_one("#name", Input).value
        try:
            name = check_name(name)
        except RulesError as exc:
            self.query_one("#note", Label).update(literal(str(exc)))
            return
        if profile_path(name).exists():
            self.query_one("#note", Label).update(literal(f"{name!r} exists already: pick it in the list."))
            return
        players = self.query_one("#players", Select).value
        assert isinstance(players, int), "the Select has no blank"
        self.dismiss((name, players))


class CampaignListScreen(AppScreen):
    DEFAULT_CSS = "CampaignListScreen #message { height: auto; min-height: 2; max-height: 8; overflow-y: auto; color: $text; }"
    BINDINGS = [Binding("n", "new", "New campaign"), Binding("escape", "app.pop_screen", "Menu")]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="menu-box"):
            yield Static("[b]Yami: Campaign[/b]  22 missions from the Forest to the Lyken", id="banner")
            yield OptionList(id="campaigns")
            yield Static(id="message")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Campaign"
        self.refresh_list()

    def on_screen_resume(self) -> None:
        self.refresh_list()

    def refresh_list(self) -> None:
        """The campaigns on disk, listed again; not on a list already closed (a key storm can
        take it off the stack while Textual still mounts it, its widgets then gone)."""
        if not self.still_shown:
            return
        listing = self.query_one(OptionList)
        listing.clear_options()
        listing.add_option(Option("New campaign…", id="new"))
        for entry in list_profiles():
            if entry.profile is not None:
                listing.add_option(Option(profile_line(entry.profile), id=f"p:{entry.path}"))
            else:
                unreadable = styled("[red]$file[/]  [dim]$error[/]", file=entry.path.name, error=entry.error)
                listing.add_option(Option(unreadable, disabled=True))
        listing.highlighted = 0
        listing.focus()

    @while_on_top
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        key = str(event.option.id)
        if key == "new":
            self.action_new()
            return
        entry = next(e for e in list_profiles() if f"p:{e.path}" == key)
        if entry.profile is not None:
            self.app.push_screen(CampaignMapScreen(entry.profile))

    def action_new(self) -> None:
        self.app.push_screen(NewCampaignScreen(), self._created)

    def _created(self, result: tuple[str, int] | None) -> None:
        if result is None:
            return
        profile = new_profile(*result)
        try:
            create_profile(profile)
        except (RulesError, OSError) as exc:
            self.query_one("#message", Static).update(literal(unsaved(exc)))
            return
        self.app.push_screen(CampaignMapScreen(profile))
