"""The public side of the Yami table: round, trump, Leader, the trick and who played what.

It draws only what every player may see (a seat's view minus its hand), so it
reads the same whoever sits at the keyboard and can stay up during a hand-off.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.tui.yami.spirit_colours import tile_style
from yamabushi.yami import Card, colour_name, YamiView


class YamiTable(Static):
    DEFAULT_CSS = """
    YamiTable { height: auto; }
    """

    def show(self, view: YamiView, winning: int | None) -> None:
        self.update(table_text(view, winning))


def table_text(view: YamiView, winning: int | None) -> Text:
    """The public table in lines, also drawn beside a replayed board; `winning` is the index in
    play order of the card winning the trick so far (the engine's `winning_index`). Which seats
    a bot plays the header says, as in every game."""
    out = Text()
    for line in (*_heading(view), *_trick_lines(view, winning), _pile(view)):
        out.append_text(line)
        out.append("\n")
    out.rstrip()
    return out


def _card(card: Card) -> Text:
    return Text(str(card), style=tile_style(card.colour))


def _heading(view: YamiView) -> list[Text]:
    """Mission, round and trump; once a trick is won (its tile waits) the colour shown is the
    next round's, labelled so."""
    mission = Text(f"Mission {view.mission.number}: {view.mission.name}", style="bold")
    round_ = f"Round {max(view.round, 1)}/{view.campaign.rounds}"
    if view.phase == "discard":
        round_ += " · face-down discards"
    label, colour = "Trump", view.trump
    if _summing_up(view):
        label, colour = ("Trump", view.tricks[-1].trump) if view.phase == "over" else ("Next trump", view.trump)
    trump = Text.assemble(f"{round_} · {label} ", _card_letter(colour), f" {colour_name(colour)}")
    lines = [mission, trump]
    if view.kakapo is not None:
        lines.append(Text(f"Kakapo: {view.names[view.kakapo]} (picks for the automa)"))
    return lines


def _summing_up(view: YamiView) -> bool:
    """A trick is won and no card of the next one is out: the table shows its summary."""
    return view.phase != "play" and bool(view.tricks) and not view.played


def _card_letter(colour: str) -> Text:
    return Text(f" {colour} ", style=tile_style(colour))


def _trick_lines(view: YamiView, best: int | None) -> list[Text]:
    """The trick in progress, or the last one won (the narration beside says why, the prompt
    whose tile it is); its title says who leads it, or the next one."""
    leader = view.names[view.leader]
    if _summing_up(view):
        trick = view.tricks[-1]
        lines = [_title(f"Trick {len(view.tricks)}: {leader} leads next")]
        for index, card in enumerate(trick.cards):
            position = trick.player_of(index)
            lines.append(_seat_line(view, position, card, "won" if position == trick.winner else ""))
        return lines
    lines = [_title(f"Trick {view.round}: {leader} leads")]
    for index in range(len(view.names)):
        position = (view.leader + index) % len(view.names)
        played = view.played[index] if index < len(view.played) else None
        note = "winning" if index == best else "to play" if position == view.turn else ""
        lines.append(_seat_line(view, position, played, note))
    return lines


HELD = 33
"""The column where a seat's count of cards held ends, under "in hand": 39 columns fit at 80."""


def _title(head: str) -> Text:
    """The trick's title and the header of the cards-held column (after it when a long name
    leaves no room: the line then wraps whole)."""
    return Text(head + " " * max(HELD - len("in hand") - len(head), 2) + "in hand", style="bold")


def _seat_line(view: YamiView, position: int, card: Card | None, note: str) -> Text:
    """One player in the trick: name, the card played (`..` when still due), a note, cards held."""
    line = Text(f"  {view.names[position]:<9}")
    line.append_text(_card(card) if card else Text(".." if note else "  "))
    line.append(f"  {note:<7}", style="italic" if card is None else "")
    line.append(f"{view.hand_sizes[position]:>{max(HELD - len(line), 3)}}", style="dim")
    return line


def _pile(view: YamiView) -> Text:
    """The Decision cards so far, oldest first: the last one set this round's trump."""
    out = Text.assemble(("Decision cards: ", "dim"))  # the label dim, not the cards after it
    for trick in view.tricks:
        out.append_text(_card(trick.decision))
        out.append(" ")
    return out if view.tricks else Text("Decision cards: none yet", style="dim")
