"""The campaign map and scorepad: choose an open mission, lay Power tiles, play it.

The profile is saved after every mission; the mission being played autosaves
beside it, so leaving in the middle resumes that mission next time. Playing a
mission while one is left midway asks first: resume it, or give it up (a failed
attempt) to deal the chosen one, so no hand is ever dealt again for free.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from functools import partial

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from yamabushi.core.errors import RulesError
from yamabushi.session.controller import Session
from yamabushi.tui.screens.choice import ChoiceScreen
from yamabushi.tui.kit.footer import Footer
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.yami.campaign.mission import CampaignMissionScreen
from yamabushi.tui.yami.campaign.powers import LoadoutScreen
from yamabushi.tui.yami.campaign.map_grid import YamiMap
from yamabushi.tui.yami.campaign.scorepad import YamiScorepad
from yamabushi.tui.kit.shell import AppScreen
from yamabushi.tui.kit.text import literal
from yamabushi.yami.campaign import FINAL, mission_detail, power_spaces, powers_owned, Profile, scorepad, standing
from yamabushi.app.missions import give_up, resume_mission, save_loadout, start_mission, write_result

HELP_KEYS = "← → mission  ↑ ↓ next open  Enter play  p Power tiles"


class CampaignMapScreen(AppScreen):
    DEFAULT_CSS = """
    CampaignMapScreen #campaign-box { padding: 0 1; }
    CampaignMapScreen #detail { height: 2; margin-top: 1; color: $accent; }
    CampaignMapScreen #message { height: auto; min-height: 2; max-height: 8; overflow-y: auto; color: $text; }
    """
    BINDINGS = [
        Binding("left", "step(-1)", "Prev", show=False),
        Binding("right", "step(1)", "Next", show=False),
        Binding("up", "open_step(-1)", "Prev open", show=False),
        Binding("down", "open_step(1)", "Next open", show=False),
        Binding("enter", "play", "Play"),
        Binding("p", "loadout", "Power tiles"),
        Binding("escape", "app.pop_screen", "Back"),
    ]

    def __init__(self, profile: Profile) -> None:
        super().__init__()
        self.profile = profile
        self.selected = next((m for m in range(1, FINAL + 1) if standing(profile, m) == "open"), FINAL)

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="campaign-box"):
            yield YamiMap(id="map")
            yield Static(id="detail")
            yield YamiScorepad(id="scorepad")
            yield Static(HELP_KEYS, id="message")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = f"Campaign {self.profile.name}"
        self.refresh_view()
        self._resume()

    def refresh_view(self) -> None:
        self.query_one(YamiMap).show(self.profile, self.selected, self.large)
        self.query_one("#detail", Static).update(literal(mission_detail(self.profile, self.selected)))
        self.query_one(YamiScorepad).show(scorepad(self.profile))

    def layout_changed(self) -> None:
        """The map names every mission when the screen is large."""
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        """The map's cells follow the terminal's width (and its names the height) at every size;
        AppScreen's own handler (Textual calls both) switches the layout."""
        self.refresh_view()

    def say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#message", Static)
        message.set_class(error, "-error")
        message.update(literal(text))

    # -- choosing --------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.selected = (self.selected - 1 + delta) % FINAL + 1
        self.refresh_view()

    def action_open_step(self, delta: int) -> None:
        opened = [m for m in range(1, FINAL + 1) if standing(self.profile, m) == "open"]
        later = [m for m in opened if (m - self.selected) * delta > 0]
        if later:
            self.selected = later[0] if delta > 0 else later[-1]
            self.refresh_view()

    def action_loadout(self) -> None:
        """Lay Power tiles on the Power spaces, then start the selected mission (as Enter does)."""
        owned, spaces = powers_owned(self.profile), power_spaces(self.profile)
        if not owned or not spaces:
            self.say("No Power tiles and spaces yet: mission 2 gives the first.", error=True)
            return
        self.app.push_screen(LoadoutScreen(owned, self.profile.loadout, spaces), self._laid)

    def _laid(self, picked: tuple[str, ...] | None) -> None:
        if picked is None:
            return
        try:
            self._show(save_loadout(self.profile, picked))
        except (RulesError, OSError) as exc:
            self.say(unsaved(exc), error=True)
            return
        if (why := self._unplayable()) is not None:
            self.say(f"Power tiles laid for the next mission. {why}", error=True)
        elif (left := self._left_midway()) is not None:
            self._ask_about(left, lambda: self._start(self.selected))
        else:
            self._start(self.selected)

    def _unplayable(self) -> str | None:
        """Why the selected mission cannot be started, or None."""
        state = standing(self.profile, self.selected)
        if scorepad(self.profile).finished:
            return "The Lyken is defeated: this campaign is won."
        if state != "open":
            opened = [str(m) for m in range(1, FINAL + 1) if standing(self.profile, m) == "open"]
            pick = f"pick an open one ({', '.join(opened)}): down and up jump between them"
            return f"Mission {self.selected} is {'done' if state == 'done' else 'locked'}: {pick}."
        return None

    def action_play(self) -> None:
        if (why := self._unplayable()) is not None:
            self.say(why, error=not scorepad(self.profile).finished)
        elif (left := self._left_midway()) is not None:
            self._ask_about(left, self._play_selected)
        else:
            self._play_selected()

    def _play_selected(self) -> None:
        """Lay Power tiles first once the group has some (the dialog then starts the mission)."""
        if powers_owned(self.profile) and power_spaces(self.profile):
            self.action_loadout()
        else:
            self._start(self.selected)

    def _ask_about(self, left: Session, then: Callable[[], None]) -> None:
        """Resume the mission left midway, or give it up (a failed attempt) and go on with `then`."""
        mission = left.options["mission"]
        instead = "Restart it" if mission == self.selected else f"Play mission {self.selected} instead"
        labels = (
            f"Resume mission {mission} where it was left",
            f"{instead}: mission {mission} counts as a failed attempt (a Moon Path box)",
        )
        question = ChoiceScreen(f"Mission {mission} was left midway", labels)
        self.app.push_screen(question, lambda choice: self._left_choice(left, choice, then))

    def _left_choice(self, left: Session, choice: int | None, then: Callable[[], None]) -> None:
        if choice == 0:
            self._push(left, left.options["mission"])
        elif choice == 1:
            try:
                profile, news = give_up(self.profile, left)
            except OSError as exc:
                self.say(f"The campaign could not be saved: {exc.strerror}.", error=True)
                return
            self.profile = profile
            self.refresh_view()
            self.say(news)
            then()

    # -- playing -----------------------------------------------------------------
    def _start(self, mission: int) -> None:
        try:
            session, notice = start_mission(self.profile, mission, secrets.randbelow(10**6))
        except (RulesError, OSError) as exc:
            self.say(str(exc), error=True)
            return
        if notice:
            self.app.notify(notice, severity="warning", timeout=8)
        self._push(session, session.options["mission"])

    def _left_midway(self) -> Session | None:
        """The mission in progress; an unreadable one is reported (and a new one may replace it)."""
        try:
            return resume_mission(self.profile)
        except RulesError as exc:  # unreadable, or open in another window
            self.say(f"The mission in progress cannot be resumed: {exc}", error=True)
            return None

    def _resume(self) -> None:
        if (session := self._left_midway()) is not None:
            self.selected = session.options["mission"]
            self.refresh_view()
            self._push(session, self.selected)

    def _push(self, session: Session, mission: int) -> None:
        self.app.push_screen(CampaignMissionScreen(session, partial(self._finished, mission)))

    def _finished(self, mission: int, success: bool, rounds: int) -> str:
        """Write the attempt into the profile, then forget the mission's own save; what it
        changed (or why it could not be saved), for the mission's end dialog and the map."""
        try:
            profile, news = write_result(self.profile, mission, success, rounds)
        except (RulesError, OSError) as exc:
            self.say(unsaved(exc), error=True)
            return unsaved(exc)
        self._show(profile)
        self.say(news)
        return news

    def _show(self, profile: Profile) -> None:
        self.profile = profile
        self.refresh_view()


def unsaved(exc: RulesError | OSError) -> str:
    """Why the campaign could not be saved, in one line."""
    return f"The campaign could not be saved: {exc.strerror}." if isinstance(exc, OSError) else str(exc)
