"""Shinobi hot-seat, the hold on a computer's last move before the next person's cover
(as newcomer P met it at Night, s18): its cue said 'Sora has played. Midori is next:
Space, Enter or a click to go on', and T, which replays the computers' turns, did
nothing there (offered only once her own turn had opened, past her cover). Now the cue
says 'T: replay.' / 'T : revoir.', and T (or the top bar's button) tells the computer's
actions again on the open table, nobody's hand shown; the hold waits for it, no cover
rising meanwhile, and stands again once it is over (scenes/tableflow/again_hold.py).
Real keys through app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi.controls import controls_help_key
from scenes.tableflow import hold_cue

from .conftest import Driver
from .test_handoff_computer_read import hold_begun, hot_seat

REPLAY = {"en": "T: replay.", "fr": "T\u00a0: revoir."}


def held(app: App, ui: Driver, lang: str) -> Any:
    """Aki (0), the easy computer (1), Mei (2): the hold on the computer's last move."""
    app.set_language(lang)
    scene = hot_seat(app, "shinobi")
    hold_begun(app, ui, scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_from_the_hold_replays_and_the_hold_waits_for_it(app: App, ui: Driver, lang: str) -> None:
    scene = held(app, ui, lang)
    flow = scene.handoff_flow
    app.draw()
    assert hold_cue.words(scene).endswith(REPLAY[lang])  # fails before: no word of T
    ui.key(pygame.K_t)
    going = scene.again
    assert going is not None and going.at == 0  # fails before: T did nothing
    # the others' turns since Aki, still at the screen, played hers: the computer's, not
    # Aki's own again (newcomer A, s24, rp1: it began with her own turn; fails before)
    assert {played.seat for played, _ in going.steps} == {1}
    for _ in range(600):  # 10 s of table time: the hold waits for the replay
        ui.step()
    assert app.top is scene and flow.holding() and scene.again is not None
    assert scene.shown_seat is None  # nobody's hand
    assert hold_cue.draw(scene, pygame.Surface(app.view_size)) is None  # it gives way
    back = str(app.tr("shinobi.again.back_hold"))
    assert scene.again_words().endswith(back[0].lower() + back[1:] + ".")
    assert controls_help_key(scene) == "shinobi.help_again_hold"
    began = scene.time
    ui.key(pygame.K_SPACE)  # the replay's next, not the hold's end
    assert flow.holding() and (scene.again is None or scene.again.at == 1)
    if scene.again is not None:
        began = scene.time
        ui.key(pygame.K_ESCAPE)  # back to the table
    assert scene.again is None and app.top is scene
    assert flow.holding() and flow.read_from is not None
    assert flow.read_from[1] >= began  # the hold stands again from its start
    assert hold_cue.draw(scene, pygame.Surface(app.view_size)) is not None
    ui.key(pygame.K_SPACE)  # then on, as ever
    assert not flow.holding()
    for _ in range(120):
        ui.step()
    assert isinstance(app.top, HandoffScene) or scene.shown_seat == 2
    app.set_language("en")


def test_a_click_on_its_button_in_the_hold_replays(app: App, ui: Driver) -> None:
    """The top bar's 'Replay Sora's turn (T)' in the hold: its press is not the hold's
    end (fails before: no button; a click there ended the hold)."""
    scene = held(app, ui, "en")
    app.draw()
    assert scene.again_in_bar()
    ui.click(scene.place_again().rect.center)
    assert scene.again is not None and scene.handoff_flow.holding()
    ui.click(scene.layout.table.center)  # a click on the table: the next
    assert scene.handoff_flow.holding() and (scene.again is None or scene.again.at == 1)


def test_no_word_of_t_where_it_cannot_replay(app: App, ui: Driver) -> None:
    """The cue offers T only where it replays: not over a replay already playing."""
    scene = held(app, ui, "en")
    assert scene.hold_cue_more() == "T: replay."
    scene.__dict__["_computers_run"] = []  # (nothing kept to tell again)
    assert scene.hold_cue_more() is None and not hold_cue.words(scene).endswith("replay.")
