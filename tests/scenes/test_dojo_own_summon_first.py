"""Right after the person's own summoning the panel speaks of it, not of the computer's
turn to come (issue 33, newcomer X, s9 qall2: 'Clan bleu joue…' for some 2.5 s while
Ada's own dice still rolled, before her result showed)."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo.stage import DIE_TUMBLE

from .test_dojo_newcomer_d import STEP, person_to
from .test_dojo_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_persons_summoning_is_told_before_the_computers_turn(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    scene.animate = True
    person_to(scene, "summon")  # (her dice set by hand, or at once under her one hex)
    other = scene.seat_name(1 - scene.state.mover)
    waiting = scene.prompt_panel.waiting(1 - scene.state.mover)
    said = []
    for _ in range(400):
        if scene.state.phase not in ("summon", "assign") or scene.session.ai_to_move:
            break
        if scene.can_act:
            scene.submit(str(scene.state.legal_actions()[0]))
        scene.update(STEP)
    # from the last die set until the result shows, every frame
    for _ in range(int((DIE_TUMBLE + 3.0) / STEP)):
        show = scene.stage.summon_show
        if show is None or show.seat != 0:
            break
        said.append(scene.prompt_panel.text())
        scene.update(STEP)
    assert said, "the summoning was never in view"
    assert waiting not in said  # fails before: 'Blue clan is playing…' first
    assert all(other not in s or "Ada" in s for s in said)
    assert said[0] == app.tr("dojo.summon.rolling", name="Ada")  # from the first frame
