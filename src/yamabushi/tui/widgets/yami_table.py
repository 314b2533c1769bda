"""The public side of the Yami table: round, trump, Leader, the trick and who played what.

It draws only what every player may see (a seat's view minus its hand), so it
reads the same whoever sits at the keyboard and can stay up during a hand-off.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from yamabushi.tui.widgets.spirit_colours import tile_style
from yamabushi.yami.cards import Card, colour_name
from yamabushi.yami.observation import YamiView
from yamabushi.yami.state import ROUNDS, Trick
from yamabushi.yami.tricks import winning_index


class YamiTable(Static):
    DEFAULT_CSS = """
    YamiTable { height: auto; }
    """

    def show(self, view: YamiView) -> None:
        out = Text()
        for line in (*_heading(view), *_trick_lines(view), _hand_sizes(view), _pile(view)):
            out.append_text(line)
            out.append("\n")
        out.rstrip()
        self.update(out)


def _card(card: Card) -> Text:
    return Text(str(card), style=tile_style(card.colour))


def _heading(view: YamiView) -> list[Text]:
    trump = Text.assemble("Trump ", _card_letter(view.trump), f" {colour_name(view.trump)}")
    top = Text.assemble(f"Mission {view.mission.number} · Round {view.round}/{ROUNDS} · ", trump)
    leader = f"Leads: {view.names[view.leader]}"
    if view.kakapo is not None:
        leader += f" · Kakapo: {view.names[view.kakapo]}"
    return [top, Text(leader)]


def _card_letter(colour: str) -> Text:
    return Text(f" {colour} ", style=tile_style(colour))


def _trick_lines(view: YamiView) -> list[Text]:
    """The trick in progress, or the one just won while its tile waits to be placed."""
    if view.phase == "place" and view.tricks:
        trick = view.tricks[-1]
        title = f"Trick {len(view.tricks)}: {view.names[trick.winner]} wins with {trick.decision}"
        return [Text(title, style="bold"), *_finished(view, trick)]
    lines = [Text(f"Trick {view.round}:", style="bold")]
    best = winning_index(view.played, view.trump) if view.played else None
    for index in range(len(view.names)):
        position = (view.leader + index) % len(view.names)
        line = Text(f"  {view.names[position]:<9}")
        if index < len(view.played):
            line.append_text(_card(view.played[index]))
            line.append("  winning" if index == best else "")
        elif position == view.turn:
            line.append("..  to play", style="italic")
        lines.append(line)
    return lines


def _finished(view: YamiView, trick: Trick) -> list[Text]:
    lines = []
    for index, card in enumerate(trick.cards):
        position = trick.player_of(index)
        line = Text(f"  {view.names[position]:<9}")
        line.append_text(_card(card))
        line.append("  won" if position == trick.winner else "")
        lines.append(line)
    return lines


def _hand_sizes(view: YamiView) -> Text:
    sizes = [f"{view.names[p]} {n}" for p, n in enumerate(view.hand_sizes) if p != view.seat or not view.hand]
    return Text("Cards held: " + ", ".join(sizes), style="dim")


def _pile(view: YamiView) -> Text:
    """The Decision cards so far, oldest first: the last one set this round's trump."""
    out = Text("Decision pile: ", style="dim")
    for trick in view.tricks:
        out.append_text(_card(trick.decision))
        out.append(" ")
    return out if view.tricks else Text("Decision pile: empty", style="dim")
