"""The hand held up over the map is the turn's owner's, named under its words in its
seat's colour ("Bruno's hand"), over its owner's ninja, even while another seat drops a
token from its full bag in the middle of that turn (newcomer E, s15, 110-1: Ines's hand
drawn in blue over Bruno while he dropped; 121: Bruno's hand, in red, over Ines)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night import hand_labels, hand_place, table_view
from scenes.night.palette import SEAT_COLOURS

from .test_night_option_rows import four_players

OWNER = {"en": "Ann's hand", "fr": "Main d'Ann"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_is_its_owner_s_while_another_drops(
    app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene, s = four_players(app)
    s.positions = [0, 5, 2, 3]  # Ann (seat 0) on roof 0, the dropping seat 1 far off
    held = [t for t in s.roofs[0][:2]]
    s.roofs[0] = [t for t in s.roofs[0] if t not in held]
    s.held, s.held_from = list(held), 0
    s.drop_seat = 1  # Ann's shuriken hit seat 1, whose full bag drops a token first
    assert s.current_player == 1
    monkeypatch.setattr(scene, "seat_name", lambda seat: ["Ann", "Bo", "Cy", "Di"][seat])
    trays: list[tuple[pygame.Rect, tuple[int, int], tuple[int, int, int]]] = []
    owners: list[pygame.Rect] = []
    real_tray, real_owner = table_view.hand_tray, hand_labels.draw_owner

    def tray(canvas: Any, spots: Any, size: int, ninja: Any, colour: Any, *rest: Any) -> Any:
        box = real_tray(canvas, spots, size, ninja, colour, *rest)
        trays.append((box, ninja, colour))
        return box

    monkeypatch.setattr(table_view, "hand_tray", tray)
    monkeypatch.setattr(
        hand_labels, "draw_owner", lambda *a: owners.append(real_owner(*a)) or owners[-1]
    )
    scene.draw(app.window)
    assert len(trays) == 1
    box, ninja, colour = trays[0]
    assert hand_labels.owner(s) == 0
    # fails before: seat 1's colour, over seat 1's ninja
    assert colour == SEAT_COLOURS[0]
    assert ninja == scene.stage.ninja_at(0)
    assert app.tr("night.hand.owner", name="Ann") == OWNER[lang]
    assert len(owners) == 1 and box.contains(owners[0])
    assert hand_labels.owner_picture(scene).get_width() <= box.width
    app.set_language("en")


def test_the_tray_leaves_the_roofs_numbers_seen(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1920, 1080))
    app.set_language("fr")
    scene, s = four_players(app)
    s.positions = [4, 5, 2, 3]  # over red's head the tray hid roof 2's number (fails before)
    held = list(s.roofs[4][:2])
    s.roofs[4] = [t for t in s.roofs[4] if t not in held]
    s.held, s.held_from = held, 4
    trays: list[pygame.Rect] = []
    real_tray = table_view.hand_tray
    monkeypatch.setattr(
        table_view, "hand_tray", lambda *a: trays.append(real_tray(*a)) or trays[-1]
    )
    scene.draw(app.window)
    assert trays[0].collidelist(hand_place.roof_number_boxes(scene.view)) < 0
    assert trays[0].collidelist(hand_place.roof_token_boxes(scene.view, s.roofs)) < 0
    app.set_language("en")
