"""Hot-seat Grand Master: pawns are placed in the open, no cover for a public choice
(newcomer L, s11, nc-L/157s -> 159s -> 163 -> 171s: a 'pass the laptop' cover for each
person's pawn, again and again). The prompt names the placer; nobody's hand, Court cards
or Decoys show meanwhile; a Court card drawn for a pawn still comes behind a cover, to
its drawer alone (f13f677c), and H asks no cover (the hint reads what the table knows).
EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi.covers import COURT_REVEAL

from ..shinobi.test_grandmaster import end_round
from .conftest import pass_handoff
from .test_shinobi_scene import table


def pawns_phase(app: App) -> ShinobiScene:
    """Two people at the laptop, round 1 just over: both have pawns to place."""
    seed = 1
    scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    while scene.session.state.current_player != 0:
        app.pop()
        seed += 1
        scene = table(app, [Seat("human"), Seat("human")], "grandmaster", seed=seed)
    state = scene.session.state
    end_round(state, {0: 3, 1: 0})
    while state.phase == "temple":
        state.apply("temple decoy 0")
    assert state.phase == "pawns"
    scene.shown_seat = scene.holder = None
    scene._refresh()
    return scene


def settle(app: App, scene: ShinobiScene) -> None:
    """Frames until the table waits on a person (a cover, or their choice)."""
    for _ in range(20):
        if isinstance(app.top, HandoffScene) or scene.can_act:
            return
        scene.update(1 / 60)


def hands_drawn(app: App, scene: ShinobiScene) -> set[int]:
    scene.draw(app.window)
    return scene.faces_drawn & {c for hand in scene.state.hands for c in hand}


@pytest.mark.parametrize(("lang", "colon"), [("en", ": "), ("fr", "\u00a0: ")])
def test_pawns_are_placed_in_the_open_with_the_placer_named(
    app: App, lang: str, colon: str
) -> None:
    app.set_language(lang)
    scene = pawns_phase(app)
    state = scene.state
    for _ in range(3):  # a placement each, seat after seat: never a cover
        settle(app, scene)
        seat = state.current_player
        assert app.top is scene  # fails before: the hand-off's cover
        assert scene.can_act and scene.shown_seat is None
        assert scene.prompt.text().startswith(scene.seat_name(seat) + colon)
        assert scene.option_panel.options  # the places to choose
        assert not hands_drawn(app, scene)  # nobody's hand face up
        where = next(a for a in scene.legal() if a.args[0] != "court")
        scene.play(where)
        if state.phase != "pawns":
            break


def test_a_court_card_drawn_in_the_open_comes_to_its_drawer_behind_a_cover(
    app: App,
) -> None:
    scene = pawns_phase(app)
    state = scene.state
    settle(app, scene)
    seat = state.current_player
    court = next(a for a in scene.legal() if a.args[0] == "court")
    scene.play(court)
    assert isinstance(app.top, HandoffScene)  # the card is theirs alone
    assert scene.reveal is None
    pass_handoff(app)
    assert scene.shown_seat == seat
    assert scene.reveal is not None and scene.reveal[:2] == (seat, COURT_REVEAL)
    assert scene.reveal[2] in state.court_new[seat]


COURT_COVER = {
    "en": ("Akane: your Imperial Court card", "I am Akane: show my Court card"),
    "fr": (
        "Akane\u00a0: votre carte de la Cour impériale",
        "Je suis Akane\u00a0: montrer ma carte Cour",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_court_cover_is_the_placers_own_not_a_pass(app: App, lang: str) -> None:
    """She placed the pawn herself: 'Pass the laptop to Akane' asked her to hand it to
    herself (newcomer F, s15, 249). The others still look away."""
    app.set_language(lang)
    scene = pawns_phase(app)
    settle(app, scene)
    assert scene.state.current_player == 0 and scene.seat_name(0) == "Akane"
    scene.play(next(a for a in scene.legal() if a.args[0] == "court"))
    cover = app.top
    assert isinstance(cover, HandoffScene)
    title, button = COURT_COVER[lang]
    assert app.tr(cover.message_key, name=cover.name) == title  # fails before: a pass
    assert cover.button_text == button
    assert cover.lead is not None and "Akane" in cover.lead()
    assert cover.hint_key == "handoff.hint"  # the others look away


def test_a_hint_asked_in_the_open_raises_no_cover(app: App) -> None:
    """H in the open is searched on what the whole table knows (open_pawns.public_view):
    no cover rises, nobody's hand shows (newcomer U, s13, 198: Léa's cover while Marc
    placed)."""
    scene = pawns_phase(app)
    settle(app, scene)
    asked: list[object] = []
    scene.hint_job.request = lambda *a: asked.append(a[0])  # type: ignore[method-assign]
    scene.request_hint()
    assert app.top is scene and scene.shown_seat is None
    assert len(asked) == 1 and asked[0] is not scene.state  # the public view, asked at once
