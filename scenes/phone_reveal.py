"""A seat's own secret reveal on its phone (newcomer O, s12, 356/357: Théo looked at a
Decoy through the Temple and his phone went straight to 'Waiting', where a person at the
screen gets a full-screen card, 'Decoy 3 is Gaijins'): the newest Decoy it peeked at or
Imperial Court card it drew, as the laptop's reveal says it (scenes/shinobi/covers.py),
for the page to show once as a card. Only the seat's own: the event's private part for
that seat, never another's. What it saw stays in the page's 'What you know'."""

from __future__ import annotations

from typing import Any

from ninjas.core.i18n import sentence

REVEALS = ("decoy_peek", "court_draw")
"""The events that show a seat a secret of its own."""


def phone_reveal(table: Any, story: Any, seat: int) -> dict[str, Any] | None:
    """`seat`'s newest secret reveal: {key, title, art, lines}; None if it has had none.
    `story`: the link's PhoneStory, whose replay of the game holds the events."""
    if table.session.game != "shinobi":
        return None
    own = [
        (turn, event)
        for turn, event in story.events()
        if event.kind in REVEALS and event.data.get("seat") == seat
    ]
    if not own:
        return None
    turn, event = own[-1]
    private = event.data["private"][seat]
    tr = table.app.tr
    name = table.seat_name(seat)
    if event.kind == "decoy_peek":
        from .shinobi.cards import slug

        boss = private["boss"]
        title = tr("shinobi.reveal.title", n=int(event.data["decoy"]) + 1, boss=boss)
        lines = [
            tr("shinobi.reveal.rule", boss=boss, words=table.words.boss_words(boss)),
            tr("phone.reveal.only", name=name),
        ]
        art = f"{slug(boss)}.png"
    else:
        card = private["card"]
        title = tr("shinobi.reveal.court_title", card=tr(f"shinobi.court.{card}"))
        lines = [
            sentence(tr(f"shinobi.court_text.{card}")),
            tr("shinobi.reveal.court_when"),
            tr("shinobi.reveal.court_only", name=name),
        ]
        art = "court.png"
    # the game told apart by the link's own token, never its seed (which deals the game)
    key = f"{story.token}:{turn}:{event.kind}:{event.data.get('decoy', '')}"
    return {"key": key, "title": str(title), "art": art, "lines": [str(line) for line in lines]}


def reveal_notes(table: Any, seat: int) -> list[str]:
    """What a reveal showed that 'What you know' does not say yet: the Imperial Court
    cards `seat` drew for the next round (its own, from its view)."""
    if table.session.game != "shinobi":
        return []
    from ninjas.phones import seat_view

    drawn = seat_view("shinobi", table.state.view(seat)).get("court_new") or []
    if not drawn:
        return []
    tr = table.app.tr
    names = ", ".join(str(tr(f"shinobi.court.{name}")) for name in drawn)
    return [str(tr("phone.court_new", cards=names))]
