"""A summoning's '×N' plate says what it is under the pointer: 'N summoning dice set
under this hex', first, whichever hex or Dojo it stands for (newcomer N, s17, 128, 157:
'×4' and '×5' beside a stack, 'I never found out what they mean'). A plate moved off
its hex (dice_place.clear_spot) lies over another hex, and a Dojo's had no note at
all: the note of the hex under the pointer said nothing of it."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo.stage import SummonShow

from .conftest import Driver
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_pointing_at_a_plate_says_its_dice(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    held = _many(scene, per_hex=3, hexes=3, deck=40)
    hexes = [h for h in held for _ in range(4)] + [state.dojos[me]] * 5
    faces = [i % 6 + 1 for i in range(len(hexes))]
    scene.stage.summon_show = SummonShow(me, [1, 3, 5], hexes, faces, age=9.0)  # type: ignore[arg-type]
    app.draw()
    plates = dict(scene.map_layers.dice_plates)
    assert state.dojos[me] in plates and len(plates) == 4
    for h, plate in plates.items():
        ui.move(plate.center)
        app.draw()
        note = scene.note.box()
        assert note is not None, h  # before: none for the Dojo's plate
        count = scene.map_layers.dice_counts_drawn[h]
        words = " ".join(note[1])
        assert words.startswith(f"×{count}")
        assert " ".join(app.tr.plural("dojo.note.dice", count).split()) in " ".join(words.split())
