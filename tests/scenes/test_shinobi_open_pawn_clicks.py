"""Grand Master pawns placed in the open answer clicks and keys (newcomer U, s13,
nc-U/193-197, 203-204: Missions clicked three times and Down+Right left '1 on Missions
(up to 3)': the table refreshed each frame and set the counts back to one; Q, s12, 098,
119-120). H there raises no cover and shows no hand (U, 198; Q, 092b), and one place is
chosen at a time: the hint's '+1' on the Court goes when Missions is clicked (U, 199,
201). The placer's seat is at the bottom and a banner names them (U, 187-189). EN and
FR."""

from __future__ import annotations

import time

import pygame
import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi.open_pawns import banner_words, public_view

from .conftest import Driver
from .test_shinobi_open_pawns import hands_drawn, pawns_phase, settle
from .test_shinobi_pawn_places import place_rect


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_clicks_and_keys_add_pawns_in_the_open(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = pawns_phase(app)
    settle(app, scene)
    ui.step()
    assert scene.open_seat is not None and scene.shown_seat is None
    for _ in range(3):
        ui.click(place_rect(scene, "missions").center)
    assert str(scene.options[scene.choices.focus][0]) == "pawns missions 3"  # was 1
    ui.key(pygame.K_LEFT)
    assert str(scene.options[scene.choices.focus][0]) == "pawns missions 2"
    ui.key(pygame.K_RETURN)
    assert scene.state.pawns[0]["missions"] == 2


def test_a_hint_in_the_open_raises_no_cover_and_shows_no_hand(app: App, ui: Driver) -> None:
    scene = pawns_phase(app)
    settle(app, scene)
    ui.step()
    ui.key(pygame.K_h)
    deadline = time.monotonic() + 120
    while scene.hint is None and time.monotonic() < deadline:
        ui.step()
        time.sleep(0.02)
    assert not isinstance(app.top, HandoffScene)  # before: the placer's cover rose
    assert scene.shown_seat is None and not hands_drawn(app, scene)
    assert scene.hint is not None and scene.hint.kind == "pawns"
    assert str(scene.hint) in [str(a) for a, _ in scene.options]


def test_the_public_view_keeps_none_of_the_placer_s_secrets(app: App) -> None:
    import random

    scene = pawns_phase(app)
    state = scene.state
    seat = state.current_player
    state.known_decoys = list(state.known_decoys)
    state.known_decoys[seat] = {0: state.bosses[2]}
    views = [public_view(state, random.Random(n)) for n in range(8)]
    assert all(v.known_decoys[seat] == {} for v in views)
    assert all(len(v.hands[seat]) == len(state.hands[seat]) for v in views)
    if state.hands[seat]:
        assert any(sorted(v.hands[seat]) != sorted(state.hands[seat]) for v in views)
    assert state.known_decoys[seat] == {0: state.bosses[2]}  # the game's own untouched


def test_one_place_is_chosen_at_a_time(app: App, ui: Driver) -> None:
    scene = pawns_phase(app)
    settle(app, scene)
    ui.step()
    scene.option_panel.pawns.follow(ShinobiAction("pawns", ("court", "1")))  # the hint's
    scene.option_panel.build()
    for _ in range(3):
        ui.click(place_rect(scene, "missions").center)
    assert scene.option_panel.pawns.counts == {"missions": 3}  # no '+1' left on the Court
    scene.draw(app.window)
    assert set(scene.grandmaster.pending_drawn) == {"missions"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_placer_s_seat_is_at_the_bottom_and_a_banner_names_them(
    app: App, ui: Driver, lang: str
) -> None:
    """Newcomer U, s13, nc-U/187-189: the table stood on Léa's seat while Marc placed,
    named only in a prompt that a hovered place replaced."""
    app.set_language(lang)
    scene = pawns_phase(app)
    settle(app, scene)
    scene.play(next(a for a in scene.legal() if a.args[0] == "missions"))
    settle(app, scene)
    seat = scene.state.current_player
    assert seat == 1 and scene.shown_seat is None
    assert scene.bottom_seat() == seat  # fails before: the first person's, seat 0
    ui.move(place_rect(scene, "showdown").center)  # a place hovered: still named
    scene.draw(app.window)
    plate = scene.grandmaster.banner
    assert plate is not None and scene.layout.own.contains(plate)
    own = [spot for spot, s in scene.board.tokens + scene.board.points if s == seat]
    assert own and not any(plate.colliderect(spot) for spot in own)  # its corruption seen
    words = app.tr.plural("shinobi.open.banner", scene.state.to_place[seat], name="X")
    assert scene.seat_name(seat) in banner_words(scene) and words.startswith("X")
    assert not hands_drawn(app, scene)
