"""Dojo places named as a player names them, by what is near them (newcomer X, s13,
nc-X/018, 024, 075: 'Avancez depuis la plaine (sud-ouest, 3e depuis le centre) vers la
plaine (sud-ouest, 5e depuis le centre)' in the undo note, the summon list and the
review): 'the plains north-east of the Orange clan's Dojo', 'the forest in the west
corner', 'the mountain next to the plains in the middle'; an undo says where the ninja
went back, in the past ('Annulé : le ninja revient dans votre Dojo'), and a summon
row pointed at lights its hex."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.hexgrid import dojo_first_sites, dojo_second_sites, neighbours
from ninjas.dojo.landmarks import landmarks, phrase
from ninjas.dojo.rules import new_game
from scenes.app import App

from .conftest import STEP
from .test_dojo_newcomer_d import person_to, second_site
from .test_dojo_scene import _placed_table, key, table

X_SEED = 784484560893599435
"""Newcomer X's French game against the hard computer (nc-X/072_4): his Orange Dojo at
(-2,4), at the foot of the board, the Blue one at (2,-4) (his record's first actions)."""


def _board(seed: int) -> tuple[object, tuple[tuple[int, int], tuple[int, int]]]:
    board = new_game(seed).board
    rng = random.Random(seed)
    first = rng.choice(dojo_first_sites(board))
    return board, (first, rng.choice(dojo_second_sites(board, first)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_hex_has_its_own_name_by_what_is_near_it(lang: str) -> None:
    tr = Translator(lang)
    counted = named = 0
    for seed in range(40):
        board, dojos = _board(seed)
        names = landmarks(board, dojos)  # type: ignore[arg-type]
        said = {h: phrase(names, h, lambda s: tr(f"seat.dojo.{s}")).text(tr) for h in names}
        assert len(set(said.values())) == len(said), seed  # a name is one hex's
        for seat, d in enumerate(dojos):
            clan = tr(f"seat.dojo.{seat}")
            for n in neighbours(d):
                if n in said:  # a Dojo's neighbour is named by that Dojo
                    assert clan in said[n] and "Dojo" in said[n], said[n]
        named += len(names)
        counted += sum(n.kind in ("pair", "nth") for n in names.values())
    assert counted < named * 0.06  # 'the plains (south-west, 3rd from the centre)': rare


def test_x_s_plains_by_his_dojo_are_named_by_it() -> None:
    tr = Translator("fr")
    board = new_game(X_SEED).board
    orange, blue = (-2, 4), (2, -4)
    names = landmarks(board, (orange, blue))

    def said(h: tuple[int, int]) -> str:
        return phrase(names, h, lambda s: tr(f"seat.dojo.{s}")).text(tr)

    assert said((-1, 3)) == "la plaine au nord-est du Dojo du Clan orange"
    assert said((-2, 3)) == "la plaine au nord-ouest du Dojo du Clan orange"
    assert said((2, -3)) == "la forêt près du Dojo du Clan bleu"
    assert said((0, 0)) == "la plaine du milieu"
    # his first walk's hexes (018: 'la plaine (sud-ouest, 5e depuis le centre)')
    assert said((-3, 3)) == "la plaine du coin sud-ouest"
    assert said((-3, 1)) == "la plaine près de la forêt du coin ouest"
    assert not any("depuis" in said(h) for h in names)


UNDONE = {
    "en": "Undone: the ninja goes back to your Dojo (",
    "fr": "Annulé\u00a0: le ninja revient dans votre Dojo (",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_undone_walk_says_where_the_ninja_went_back(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    home = state.dojos[state.mover]
    scene.selected = home
    walk = max(scene.controls.routes().values(), key=lambda route: len(route.steps))
    scene.controls.click_hex(walk.hexes[-1])
    key(scene, pygame.K_u)
    said = str(scene.refusal())
    assert said.startswith(UNDONE[lang]), said
    assert f"{len(walk.steps)} " in said
    assert not any(word in said for word in ("Avancez", "Step from", "Walk from", "depuis"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_summon_row_pointed_at_lights_its_hex_named_by_what_is_near(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    person_to(scene, "summon")
    second_site(scene)  # (her dice hers to set: two hexes)
    scene.submit(f"summon {scene.state.on_board(scene.state.mover)}")
    for _ in range(60):
        scene.update(STEP)
    assert scene.state.phase == "assign"
    app.draw()
    rows = [o for o in scene.choices.options if o.hex is not None]
    assert rows
    for row in rows:
        scene.mouse = row.rect.center
        assert scene.choices.lit_mark() == row.hex
        assert "depuis" not in row.label and " from the " not in row.label
