"""Grand Master's pawns are placed place by place (issue 33, newcomer O, s8 t4b/t6b: the
three places lit with a gold border, but a click on one did nothing, and the rows '1 on
Missions / 2 on Missions / ... / 4 on Final Showdown' needed a scroll). The choices are
one row per place with its count, all in sight; a click on a lit place puts one pawn
more in its row and lights it, Enter places them; Left/Right change the lit row's count;
the hint's count shows in its row. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App

from .conftest import Driver
from .test_shinobi_table_layout import pawn_placing


def place_rect(scene, where: str) -> pygame.Rect:
    return next(rect for name, rect in scene.board.board_rects() if name == where)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_row_per_place_all_in_sight_and_a_click_on_a_place_adds_a_pawn_there(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    ui.step()
    tr = app.tr
    where = ["court", "missions", "showdown"]
    assert [str(a) for a, _ in scene.options] == [f"pawns {w} 1" for w in where]
    assert len(scene.choices.rows_drawn) == 3  # every row drawn: no scroll
    assert all(scene.layout.options.contains(row.rect) for row in scene.choices.rows_drawn)
    assert tr("shinobi.table_only.pawns_click") in scene.prompt.text()
    assert tr("shinobi.table_only.pawns_click") not in scene.phone_prompt(0)  # no board there
    for _ in range(3):
        ui.click(place_rect(scene, "missions").center)
    missions = scene.options[scene.choices.focus][0]
    assert str(missions) == "pawns missions 3", scene.options  # nothing before
    row = tr("shinobi.act.pawns", count=3, where=tr("shinobi.where.missions"))
    assert scene.options[1][1] == tr("shinobi.act.pawns_up_to", what=row, most=4)
    ui.key(pygame.K_RETURN)
    assert scene.state.pawns[0]["missions"] == 3


def test_the_keys_and_the_hint_set_a_place_s_count(app: App, ui: Driver) -> None:
    scene = pawn_placing(app)
    ui.step()
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_DOWN)  # Missions lit
    ui.key(pygame.K_RIGHT)
    assert str(scene.options[1][0]) == "pawns missions 2" and scene.choices.focus == 1
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_LEFT)  # past one: back to the most, four
    assert str(scene.options[1][0]) == "pawns missions 4"
    ui.click(place_rect(scene, "court").center)  # one pawn at most at Court: lit
    assert str(scene.options[scene.choices.focus][0]) == "pawns court 1"
    hint = ShinobiAction("pawns", ("showdown", "2"))
    scene.option_panel.pawns.follow(hint)
    scene.option_panel.build()
    assert [str(a) for a, _ in scene.options][2] == "pawns showdown 2"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_says_a_place_is_clicked_and_left_right_count(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = pawn_placing(app)
    assert scene.help_key() == "shinobi.help_pawns"  # it said 'Click cards (Left/Right...'
    scene.play("pawns missions 4")
    assert scene.help_key() == "shinobi.help"


def test_the_count_a_click_sets_shows_on_the_place_itself(app: App, ui: Driver) -> None:
    """Newcomer Q (s8): clicks on a lit place raised its row's count in the list and
    nothing on the board showed the choice, so the first click seemed to do nothing. The
    place shows the count, '+2', in a gold pill beside the mover's pawns there."""
    scene = pawn_placing(app)
    ui.step()
    assert scene.grandmaster.pending_drawn == {}
    for _ in range(2):
        ui.click(place_rect(scene, "missions").center)
    ui.step()
    pill = scene.grandmaster.pending_drawn.get("missions")
    assert pill is not None and place_rect(scene, "missions").contains(pill)
    assert set(scene.grandmaster.pending_drawn) == {"missions"}
