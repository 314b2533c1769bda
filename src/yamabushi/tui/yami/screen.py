"""The Yami table: board, the viewer's hand, the automa's river, the trick, placing tiles.

Everything private comes from `engine.observation(state, viewer)`; while nobody
has taken the keyboard (`viewer` is None) no hand is drawn at all. The screen
keeps only view state: the selected chip, the tile being steered, and a
placement waiting for a second Enter because it would fail the mission.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from yamabushi.tui.kit.footer import Footer
from yamabushi.yami import (
    Action,
    Card,
    cell_of,
    index_of,
    Place,
    Play,
    PlayDeck,
    Preview,
    SIZE,
    Yami,
    YamiState,
    YamiView,
)
from yamabushi.session.controller import Session
from yamabushi.tui.kit.messages import SessionChanged, SquareClicked
from yamabushi.tui.screens.game import GameScreen, MoveInput
from yamabushi.tui.widgets.header import Header
from yamabushi.tui.yami.prompt import prompt_text
from yamabushi.tui.widgets.said import Said
from yamabushi.tui.widgets.move_log import MoveLog, log_lines
from yamabushi.tui.yami.board import YamiBoard, YamiBoardView
from yamabushi.tui.yami.hand import Chip, YamiHand, YamiHandView, card_chips
from yamabushi.tui.yami.last_action import last_action
from yamabushi.tui.yami.legend import BoardLegend, pieces_key
from yamabushi.tui.yami.table import YamiTable

CENTRE = (SIZE // 2 - 1, SIZE // 2 - 1)

HELP = """\
[b]Yami[/b]: surround every Mission tile with Spirit tiles in 7 rounds.
[b]Cards[/b]  (+ marks the cards that may be played now)
  ← → or 1-9 0   pick a card of your hand; enter plays it
  ← → or 1-4 d   the Leader picks the automa's card (river or deck)
  click          picks a card; a second click plays it
[b]Placing a tile[/b]  (the trick's winner, or the Leader for the automa)
  arrows  move    r / R  turn right / left    f  flip (front / back)
  enter   place it (twice if not moved, or if it breaks an edge)
  click   move the tile there; click the tile itself to place it
  :       or type it: R5, deck, B5@C4/90 (90b: turned, back side)
[b]Board[/b]  (l lists the marks on the board now, beside it)
  R5 Spirit tile (colour letter + value)   #9 Mission tile 9
  r+  an edge wants red here (r b p g o)   +  to cover   ·  free
  @ Whirlpool   ~g Mist (green)   ^ Rock   ** Magic tile (campaign)
  R5*  the last turn's tile (R5@ R5~: it took a token there)
  The tile being placed: + fits   ! breaks a coloured edge
  x square taken   - the tile cannot go there
[b]Tiles[/b]  each river card's tile is drawn under it, and the picked
  hand card's (every card's on a large screen); ← → browse your hand
  while others play
"""


class YamiScreen(GameScreen[YamiState, Action]):
    DEFAULT_CSS = """
    YamiScreen #left { width: 40; }
    YamiScreen #side { width: 1fr; padding-left: 1; }
    YamiScreen #board { margin-bottom: 1; }
    YamiScreen #key { height: auto; }
    YamiScreen #left.-keyed #board { margin-bottom: 0; }
    YamiScreen #prompt { height: auto; }
    YamiScreen Said { max-height: 4; }
    YamiScreen #log { min-height: 4; border: none; border-top: round $primary; border-title-align: left; border-title-color: $text; }
    YamiScreen.-large #log { min-height: 5; border: round $primary; }
    YamiScreen.-large Said { max-height: 8; }
    YamiScreen.-large #left { width: 64; }
    YamiScreen.-large #board { width: 63; height: 1fr; min-height: 13; max-height: 26; }
    YamiScreen.-large #river { margin-top: 1; }
    YamiScreen.-large #prompt { margin-top: 1; }
    """
    BINDINGS = [
        Binding("enter", "confirm", "Play/Place"),
        Binding("left", "step(-1, 0)", "Left", show=False),
        Binding("right", "step(1, 0)", "Right", show=False),
        Binding("up", "step(0, -1)", "Up", show=False),
        Binding("down", "step(0, 1)", "Down", show=False),
        Binding("r", "turn(90)", "Rotate", show=False),
        Binding("R", "turn(270)", "Rotate left", show=False),
        Binding("f", "flip", "Flip", show=False),
        Binding("l", "legend", "Legend"),
        Binding("d", "pick_deck", "Deck", show=False),
        *(Binding(str(n % 10), f"pick({n - 1})", show=False) for n in range(1, 11)),
    ]
    help_text = HELP
    move_example = "B5, deck or B5@G6/90"

    def __init__(self, session: Session[YamiState, Action]) -> None:
        super().__init__(session)
        self.pick: int | None = None
        self.draft: Place | None = None
        self.armed: Place | None = None
        self.steered = False
        """The tile being placed was moved, turned or flipped since it appeared: Enter places it."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            with Vertical(id="left"):
                yield YamiBoard(id="board")
                yield Static(id="key")
                yield YamiHand(id="hand")
                yield YamiHand(id="river")
            with Vertical(id="side"):
                yield YamiTable(id="table")
                yield Static(id="prompt")
                yield Said()
                yield MoveLog(id="log")
                yield BoardLegend(id="legend")
        yield MoveInput(placeholder="Type a card, deck, or tile@square/rotation (see ?); Esc closes")
        yield Footer()

    def hides_private_info(self) -> bool:
        return True

    def focus_board(self) -> None:
        self.query_one(YamiBoard).focus()

    def on_mount(self) -> None:
        """Runs before GameScreen's own handler (Textual calls each class's in turn)."""
        self.query_one(MoveLog).border_title = "Moves"  # at 80x24 a rule over it, without a box
        self.focus_board()

    def on_session_changed(self, _: SessionChanged) -> None:
        """A new position: drop the selection and any armed placement; GameScreen's
        handler, called next by Textual, redraws."""
        self.pick, self.armed = None, None

    # -- what the keyboard may see and do ------------------------------------
    @property
    def engine(self) -> Yami:
        """The session's engine, which the screen asks what the rules say."""
        engine = self.session.engine
        assert isinstance(engine, Yami)
        return engine

    def table_view(self) -> YamiView:
        """The table as the person at the keyboard sees it: no hand while nobody has it."""
        state, engine = self.session.state, self.engine
        if self.viewer is None or self.session.outcome() is not None:
            return replace(engine.observation(state, 0), hand=())
        return engine.observation(state, self.viewer)

    def acting_row(self, view: YamiView) -> str | None:
        """The card row that must act now ("hand" or "river"), if the viewer is to act."""
        if self.viewer is None or self.viewer != view.to_play or view.phase != "play":
            return None
        return "river" if view.turn == view.automa else "hand"

    def row_actions(self, view: YamiView, row: str | None) -> tuple[Action, ...]:
        """What each chip of a row plays, in chip order."""
        if row == "hand":
            return tuple(Play(c) for c in view.hand)
        if row == "river":
            return tuple(Play(c) for c in view.river) + ((PlayDeck(),) if view.deck_size else ())
        return ()

    def _playable(self, actions: tuple[Action, ...]) -> frozenset[int]:
        legal = set(self.session.legal_actions())
        return frozenset(i for i, a in enumerate(actions) if a in legal)

    # -- view ----------------------------------------------------------------
    def refresh_view(self) -> None:
        view = self.table_view()
        self._sync_draft(view)
        row = self.acting_row(view)
        board = self.query_one(YamiBoard)
        board.view = self._board_view(view)
        self.query_one(BoardLegend).show(board.drawn())
        key = pieces_key(board.drawn())
        self.query_one("#key", Static).update(key)
        self.query_one("#key").display = bool(key)
        self.query_one("#left").set_class(bool(key), "-keyed")
        self.query_one("#hand", YamiHand).view = self._hand_view(view, row == "hand")
        river = self.query_one("#river", YamiHand)
        river.display = view.automa is not None
        river.view = self._river_view(view, row == "river")
        self.query_one(YamiTable).show(view, self.engine.winning_index(view))
        prompt = prompt_text(view, row, self.listed_draft(), self._preview(view), self.placing_verb(), self.seated, self.bot_playing())
        self.query_one("#prompt", Static).update(prompt)
        names = tuple(s.name for s in self.session.seats)
        self.query_one(MoveLog).show(log_lines(self.session.steps, names))

    def action_legend(self) -> None:
        """Show what the board's marks mean in the place of the narration and the log (at 80x24
        there is no room for all three), or those again."""
        legend = self.query_one(BoardLegend)
        legend.display = not legend.display
        self.query_one(Said).display = self.query_one(MoveLog).display = not legend.display
        legend.border_title = "Legend (l: the log again)" if legend.display else ""
        self.refresh_view()

    def placing_verb(self) -> str:
        """How the prompt says what happens to the tile being steered."""
        return "places"

    def _sync_draft(self, view: YamiView) -> None:
        """Start steering a new tile when one is due (near the centre, breaking no
        coloured edge when it can); forget it once it is placed."""
        if view.phase != "place" or view.pending is None or (self.seated and self.viewer != view.to_play):
            self.draft = None  # a seat's own screen steers only its own tiles
        elif self.draft is None or self.draft.card != view.pending:
            self.draft, self.steered = self._first_draft(view, view.pending), False

    def _first_draft(self, view: YamiView, tile: Card) -> Place:
        spots = [a for a in self.session.legal_actions() if isinstance(a, Place)]
        safe = [p for p in spots if not self.engine.preview(view, p).clashes] or spots
        return min(safe, key=_distance_from_centre, default=self.engine.fit_inside(Place(tile, index_of(CENTRE))))

    def _preview(self, view: YamiView) -> Preview | None:
        return None if self.draft is None else self.engine.preview(view, self.draft)

    def listed_draft(self) -> Place | None:
        """The tile being steered as the legal actions list it (a domino turned 180° is the
        same placement at 0°): the form the prompt names and the screen plays."""
        if self.draft is None:
            return None
        place = self.engine.canonical(self.session.state, self.draft)
        assert isinstance(place, Place)
        return place

    def _board_view(self, view: YamiView) -> YamiBoardView:
        draft = self.draft
        return YamiBoardView(
            mission=view.mission,
            placed=view.placed,
            tile=draft.card if draft else None,
            preview=self._preview(view),
            anchor=draft.anchor if draft else None,
            whirlpools=view.campaign.whirlpools,
            mists=view.campaign.mists,
            last=last_action(e for step in self.session.last_turn() for e in step.events),
        )

    def _hand_view(self, view: YamiView, acting: bool) -> YamiHandView:
        if not view.hand:
            waiting = "The mission is over." if view.phase == "over" else "Hidden until its owner has the keyboard."
            if self.seated and self.viewer is None and view.phase != "over":
                waiting = "Spectators see no hand."
            return YamiHandView(title="Hand", hidden=waiting)
        title = f"{view.names[view.seat]}'s hand" + (": pick a card" if acting else "")
        row = self._row_view(title, card_chips(view.hand), self.row_actions(view, "hand") if acting else ())
        looking = self.look_row(view) == "hand"
        hint = "" if not looking else "← → or a number: a card's tile" if acting else "← →: your cards' tiles"
        return replace(row, shapes="all" if self.large else "selected", hint=hint, selected=self.pick if looking else None)

    def _river_view(self, view: YamiView, acting: bool) -> YamiHandView:
        chips = card_chips(view.river) + ((Chip(f"deck {view.deck_size}"),) if view.deck_size else ())
        title = "Automa's river and deck" + (": Leader picks" if acting else "")
        return replace(self._row_view(title, chips, self.row_actions(view, "river") if acting else ()), shapes="all")

    def _row_view(self, title: str, chips: tuple[Chip, ...], actions: tuple[Action, ...]) -> YamiHandView:
        """A row's chips; `actions` is empty unless this row is the one choosing now."""
        if not actions:
            return YamiHandView(title=title, chips=chips)
        return YamiHandView(title=title, chips=chips, playable=self._playable(actions), selected=self.pick)

    def layout_changed(self) -> None:
        """The hand draws every card's tile when the screen is large, the picked one's when not."""
        self.refresh_view()

    # -- picking cards -------------------------------------------------------
    def action_step(self, dx: int, dy: int) -> None:
        if self._steering():
            self._move_draft(dx, dy)
        elif dx and self.draft is None:
            self._step_pick(dx)

    def look_row(self, view: YamiView) -> str | None:
        """The row ← → moves in: the one to act from, else the viewer's own hand (to look at
        its tiles while others play)."""
        if self.draft is not None and self._steering():
            return None
        return self.acting_row(view) or ("hand" if view.hand and view.phase != "over" else None)

    def _step_pick(self, dx: int) -> None:
        """Move the selection to the next playable chip that way (wrapping round); over the
        whole hand when the viewer is only looking."""
        view = self.table_view()
        actions = self.row_actions(view, self.acting_row(view))
        playable = sorted(self._playable(actions)) if actions else list(range(len(view.hand)))
        if not playable or self.look_row(view) is None:
            return
        if self.pick not in playable:
            self.pick = playable[0] if dx > 0 else playable[-1]
        else:
            self.pick = playable[(playable.index(self.pick) + dx) % len(playable)]
        self.clear_refusal()
        self.refresh_view()

    def action_pick(self, index: int) -> None:
        view = self.table_view()
        row = self.acting_row(view)
        if index < (len(self.row_actions(view, row)) if row else len(view.hand) if self.look_row(view) else 0):
            self.pick = index
            self.clear_refusal()
            self.refresh_view()

    def action_pick_deck(self) -> None:
        view = self.table_view()
        actions = self.row_actions(view, self.acting_row(view))
        if PlayDeck() in actions:
            self.action_pick(actions.index(PlayDeck()))
        else:
            self.say("Only the Leader, choosing the automa's card, may take its deck.", error=True)

    def on_yami_hand_picked(self, message: YamiHand.Picked) -> None:
        self.focus_board()
        view = self.table_view()
        if message.hand.id != self.acting_row(view) and message.hand.id == self.look_row(view):
            self.action_pick(message.index)
        elif message.hand.id != self.acting_row(view):
            self.say("Those cards are not the ones to pick from now.", error=True)
        elif message.index == self.pick:
            self.action_confirm()
        else:
            self.action_pick(message.index)

    def action_confirm(self) -> None:
        view = self.table_view()
        if self.viewer is None or self.viewer != view.to_play:
            return
        if self.draft is not None:
            self._place(view)
            return
        actions = self.row_actions(view, self.acting_row(view))
        playable = self._playable(actions)
        if (self.pick is None or self.pick >= len(actions)) and len(playable) == 1:
            self.pick = min(playable)  # one card may be played: nothing to choose
        if self.pick is None or self.pick >= len(actions):
            self.say("Pick a card first: ← → or its number, then Enter.", error=True)
            return
        self.play(actions[self.pick])

    def show_hint(self, action: object, why: str) -> None:
        """Point at the hinted action: its card picked in its row, or the tile moved to the
        hinted place (Enter then plays either); `why`, the sentence naming it, goes in the
        message line."""
        view = self.table_view()
        actions = self.row_actions(view, self.acting_row(view))
        if isinstance(action, Place) and self._steering():
            self._set_draft(action)
        elif action in actions:
            self.pick = actions.index(action)
            self.refresh_view()
        self.say(why)

    # -- placing the tile ----------------------------------------------------
    def _steering(self) -> bool:
        """A tile waits to be placed and the person at the keyboard is the one to place it."""
        return self.draft is not None and self.viewer == self.session.to_play()

    def _set_draft(self, place: Place) -> None:
        """A deliberate move of the tile (keys, a click, a hint): Enter then places it."""
        self.draft, self.armed, self.steered = self.engine.fit_inside(place), None, True
        self.refresh_view()

    def _move_draft(self, dx: int, dy: int) -> None:
        assert self.draft is not None
        row, col = cell_of(self.draft.anchor)
        row, col = min(max(row + dy, 0), SIZE - 1), min(max(col + dx, 0), SIZE - 1)
        self._set_draft(replace(self.draft, anchor=index_of((row, col))))

    def action_turn(self, degrees: int) -> None:
        self._reorient(lambda d: replace(d, rotation=(d.rotation + degrees) % 360))

    def action_flip(self) -> None:
        self._reorient(lambda d: replace(d, flipped=not d.flipped))

    def _reorient(self, change: Callable[[Place], Place]) -> None:
        if self.draft is None or not self._steering():
            self.say("r and f turn and flip a tile while you place it.", error=True)
            return
        self._set_draft(change(self.draft))

    def on_square_clicked(self, message: SquareClicked) -> None:
        self.focus_board()
        view = self.table_view()
        shown = self._preview(view)
        if self.draft is None or shown is None or not self._steering():
            return
        if message.square in shown.squares:
            self._place(view)
        else:
            self._set_draft(replace(self.draft, anchor=message.square))

    def _place(self, view: YamiView) -> None:
        """Place the tile. Where it first appeared it needs a second Enter (an Enter meant for
        the trick's last card must not place it); so does one that breaks a coloured edge."""
        place = self.listed_draft()
        assert self.draft is not None and place is not None
        shown = self.engine.preview(view, self.draft)
        if not shown.legal:
            self.say("The tile covers a taken square (x): move it first.", error=True)
        elif shown.clashes and self.armed != self.draft:
            self.armed = self.draft
            self.say("It breaks a coloured edge: the mission fails. Enter again to place it.", error=True)
        elif not self.steered and self.armed != self.draft:
            self.armed = self.draft
            self.say(f"Enter again to place the {place.card} tile here, or move it first.")
        else:
            self.play(place)


def _distance_from_centre(place: Place) -> int:
    row, col = cell_of(place.anchor)
    return abs(row - CENTRE[0]) + abs(col - CENTRE[1])
