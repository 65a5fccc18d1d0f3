"""Nothing plays after a Dojo game is won (newcomer Q, s19, Dojo EN 1280x720 vs Hard:
'after the win a summon still played automatically'). Her ninjas alone on the other
clan's Dojo, the table said 'The game is won ... the table drew the card required',
then laid the card out, rolled its die with their sounds and held them about 3.5 s
before the Dojo's ribbon. A won game's summoning (the rules still ask it; it changes
nothing) keeps its log lines and shows nothing, for a person and for the computer
(scenes/dojo/won_summon.py)."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo.scene import DojoScene

from .test_dojo_scene import table

SHOW_SOUNDS = {"card_slide", "dojo_summon", "dice_roll"}


def _alone(app: App, seats: list[Seat], winner: int) -> DojoScene:
    """A table at `winner`'s summoning, one of its ninjas alone on the other's Dojo."""
    scene = table(app, seats, 4, {"board": "random"}, animate=True)
    state = scene.state
    while state.phase == "dojo":
        scene.play(str(state.legal_actions()[0]))
    while scene.queue or scene.busy:  # the Dojos' events told
        scene.update(1 / 60)
    state.mover = winner
    dojo = state.dojos[1 - winner]
    assert dojo is not None
    state.ninjas[dojo] = [0, 0]
    state.ninjas[dojo][winner] = 1
    state.phase = "summon"
    scene.shown_seat = 0
    scene.version += 1
    scene._refresh()
    scene.stage.clear()
    app.played.clear()  # type: ignore[attr-defined]
    return scene


def _watch(
    app: App, scene: DojoScene, seconds: float, winner: int = 1
) -> tuple[float | None, bool]:
    """Frames of 1/60 s for `seconds`: when the Dojo's ribbon came, and whether the
    summoning's cards or dice were shown at any frame."""
    ribbon, shown, t = None, False, 0.0
    taken = app.tr("dojo.banner.dojo_taken", name=scene.seat_name(winner))
    while t < seconds:
        scene.update(1 / 60)
        t += 1 / 60
        scene.draw(app.canvas)
        shown = shown or scene.stage.summon_show is not None or scene.summoning.shown()
        shown = shown or bool(scene.map_layers.dice_rows)  # its dice set on the board
        if ribbon is None and any(e.text == taken for e in scene.stage.effects):
            ribbon = t
    return ribbon, shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_persons_won_summoning_is_told_not_shown(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _alone(app, [Seat("human"), Seat("human")], 1)
    ribbon, shown = _watch(app, scene, 2.0)
    state = scene.state
    assert state.is_terminal and state.winner == 1 and state.end_reason == "dojo"
    assert "summon 1" in scene.session.actions  # the rules' card, drawn by the table
    assert not shown  # before: the card and its die in view for 3 s
    assert ribbon is not None and ribbon < 0.3  # before: 3.7 s
    assert not SHOW_SOUNDS & set(app.played)  # type: ignore[attr-defined]
    said = " ".join(text for _, text in scene.log_panel.lines)
    assert scene.seat_name(1) in said  # the summoning still in the log
    app.set_language("en")


def test_the_computers_won_summoning_is_not_shown_either(app: App) -> None:
    scene = _alone(app, [Seat("human"), Seat("ai", "easy")], 1)
    _, shown = _watch(app, scene, 3.0)
    state = scene.state
    assert state.is_terminal and state.winner == 1 and state.end_reason == "dojo"
    assert any(a.startswith("summon") for a in scene.session.actions)
    assert not SHOW_SOUNDS & set(app.played)  # type: ignore[attr-defined]
    assert scene.stage.summon_show is None and not shown
