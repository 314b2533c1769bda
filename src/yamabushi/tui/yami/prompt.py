"""What the Yami screen asks of the person at the keyboard, in words, from public facts only.

Kept apart from the screen so the wording can be read (and tested) in one place;
it never looks at a hand, so it may be shown while the keyboard changes hands.
"""

from __future__ import annotations

from rich.text import Text

from yamabushi.yami import colour_name, end_text, Place, Preview, square_name, with_article, YamiView


def prompt_text(
    view: YamiView,
    row: str | None,
    draft: Place | None,
    shown: Preview | None,
    verb: str = "places",
    seated: bool = False,
    bot: str | None = None,
) -> Text:
    """Who acts and how; for a tile being placed (`draft`, as the legal actions list it; `verb`
    "moves" for a Drift), whether it fits where it stands. A `seated` screen (one seat's own, at
    a hosted table) waits for the others instead of passing the keyboard; `bot` is what to say
    while a bot takes its turn (nobody to pass the keyboard to)."""
    if view.phase == "over":
        return Text(end_text(view.mission.number, view.status == "success", view.reason), style="bold")
    actor = view.names[view.to_play] if view.to_play is not None else "?"
    if draft is not None and shown is not None:
        head = Text(f"{actor} {verb} {draft.card}: arrows move, r turn, f flip, Enter.")
        return Text("\n").join([head, verdict(view, draft, shown)])
    if row is None:
        return Text(bot or (f"Waiting for {actor}." if seated else f"Pass the keyboard to {actor}."), style="italic")
    follow = _follow_hint(view, row)
    if row == "river":
        return Text(f"{actor}, as Leader, picks the automa's card: ← → or 1-4, d for its deck, Enter.{follow}")
    return Text(f"{actor}: pick a card with ← → or 1-9, 0, then Enter.{follow}")


def _follow_hint(view: YamiView, row: str) -> str:
    if not view.played:
        called = " or ".join(colour_name(c) for c in view.campaign.lead_colours)
        if called:  # a Mist or the Fog Moon
            return f" It must lead {with_article(called)} river card if it has one." if row == "river" else f" Lead {called} if you can."
        return " It leads this trick." if row == "river" else " You lead this trick."
    led = view.played[0]
    if row == "hand":
        return f" Follow {colour_name(led.colour)} if you can."
    if any(c.colour == led.colour for c in view.river):
        return f" It must play {with_article(colour_name(led.colour))} river card."
    return f" Its river has no {colour_name(led.colour)}: any river card or the deck."


def verdict(view: YamiView, draft: Place, shown: Preview) -> Text:
    """`+` fits, `!` fits but fails the mission, `x` cannot go there: in words, the squares by name."""
    if shown.blocked:
        taken = ", ".join(square_name(s) for s in shown.blocked)
        return Text(f"x Not here: {taken} {'is' if len(shown.blocked) == 1 else 'are'} taken.", style="bold red")
    if shown.clashes:
        square = shown.clashes[0]
        wanted = colour_name(str(view.mission.required[square]))
        return Text(f"! {square_name(square)} wants {wanted} here: the mission would fail.", style="bold yellow")
    return Text(f"+ It fits {where(draft)}.", style="bold green")


def where(place: Place) -> str:
    """A tile's place in words: "at D5", "at F6, turned 270°", "at E2, flipped" (its notation
    `R3@D5/0`, `P7@F6/270`, `O7@E2/0b`, which the tutorial's lessons give too)."""
    words = [f"at {square_name(place.anchor)}"]
    words += [f"turned {place.rotation}°"] if place.rotation else []
    words += ["flipped"] if place.flipped else []
    return ", ".join(words)
