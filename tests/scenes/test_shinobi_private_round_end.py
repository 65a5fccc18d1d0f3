"""Grand Master hot-seat, two people and a computer (Léa, Marc, Midori): nobody's hand
comes face up after a round's results unless its person has taken the laptop through
a cover (newcomer Q, s12, nc-Q/087 -> 088 and 116b -> 117: one Enter on the results,
shown to everyone, went straight to Marc's hand face up for his Temple choice, as Marc
had held the laptop before them). And H on the public pawn step after Marc's private
Decoy leaves every hand hidden until Léa's cover is passed (nc-Q/092b). EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi import ShinobiScene

from ..shinobi.test_grandmaster import end_round
from .conftest import pass_handoff
from .test_shinobi_scene import table

LEA, MARC, MIDORI = 0, 1, 2


def results_over_marc(app: App) -> ShinobiScene:
    """Round 1 just ended (Léa laid her 4th clan), Marc last: he goes to the Temple.
    Marc had taken the laptop through his cover before; the results cover the table."""
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    seed = 1
    scene = table(app, seats, "grandmaster", seed=seed)
    while scene.state.current_player != LEA:
        app.pop()
        seed += 1
        scene = table(app, seats, "grandmaster", seed=seed)
    state = scene.state
    end_round(state, {LEA: 1, MARC: 0, MIDORI: 3})
    assert state.phase == "temple" and state.current_player == MARC
    scene.shown_seat = scene.holder = MARC  # Marc took the laptop through his cover
    scene._refresh()
    scene.round_end.show(state.round_results[-1])  # as the stage tells the round's end
    return scene


def hands_drawn(app: App, scene: ShinobiScene) -> set[int]:
    scene.draw(app.window)
    return scene.faces_drawn & {c for hand in scene.state.hands for c in hand}


def key(app: App, name: int) -> None:
    app.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))


def until_cover(app: App, scene: ShinobiScene) -> HandoffScene:
    """Frames until a cover rises; meanwhile nobody's hand is shown or drawn face up."""
    for _ in range(40):
        top = app.top
        if isinstance(top, HandoffScene):
            return top
        assert scene.shown_seat is None  # fails before: Marc's hand, no cover
        assert not hands_drawn(app, scene)
        if scene.reveal is not None:
            scene.dismiss_reveal()
        scene.update(1 / 60)
    raise AssertionError("no cover came")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hand_shows_after_a_round_s_results_until_its_cover(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = results_over_marc(app)
    assert scene.ranking is not None
    assert scene.shown_seat is None and scene.holder is None  # everyone looked on
    assert not hands_drawn(app, scene)
    key(app, pygame.K_RETURN)  # the results closed: one Enter
    assert scene.ranking is None
    cover = until_cover(app, scene)
    assert cover.seat == MARC
    assert not hands_drawn(app, scene)
    pass_handoff(app)
    assert scene.shown_seat == MARC  # his own hand, for his Temple choice
    assert scene.state.phase == "temple"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_on_the_public_pawn_step_keeps_the_hands_hidden(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = results_over_marc(app)
    key(app, pygame.K_h)  # H on the results: nothing shows
    assert scene.shown_seat is None and not hands_drawn(app, scene)
    key(app, pygame.K_RETURN)
    until_cover(app, scene)
    pass_handoff(app)
    decoy = next(a for a in scene.legal() if str(a).startswith("temple decoy"))
    scene.play(decoy)  # Marc's own Decoy, seen by him alone
    assert scene.reveal is not None and scene.reveal[0] == MARC
    key(app, pygame.K_RETURN)  # seen
    state = scene.state
    for _ in range(40):  # Midori places, then Léa's step comes in the open
        if state.current_player == LEA and scene.can_act:
            break
        assert not isinstance(app.top, HandoffScene)
        scene.update(1 / 60)
    assert state.phase == "pawns" and state.current_player == LEA
    assert scene.shown_seat is None and not hands_drawn(app, scene)
    asked: list[int | None] = []
    scene.hint_job.request = lambda *a: asked.append(scene.shown_seat)  # type: ignore[method-assign]
    key(app, pygame.K_h)  # Marc may still hold the laptop: no cover, no hand shown
    assert app.top is scene  # the hint reads what the table knows (newcomer U, s13, 198)
    assert asked == [None] and scene.shown_seat is None
    assert not hands_drawn(app, scene)
