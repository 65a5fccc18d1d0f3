"""A discard's and a drop's row name the token on its owner's own screen (issue 33,
newcomer I, s6: 'Lâcher la case 1 / la case 2 sur le toit' and 'Défausser la case 1'
named no token): 'Discard the Kunai (slot 1) to the roof', 'Drop the 1 (slot 2) onto the
roof'. On a screen others may look at (no seat shown) the slot alone, and the log never
names it."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, scene_of

from ninjas.night.rules import INJURY, NightAction
from scenes.app import App


def rows(scene) -> dict[str, str]:  # type: ignore[no-untyped-def]
    scene._refresh()
    return {str(action): text for action, text in scene.options}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_discard_names_its_token_on_the_owner_s_screen_only(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("skip", "skip")] * 3, (0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "v1", seat=0)
    scene = scene_of(app, s)
    scene.shown_seat = 0  # Ada's own screen, after her hand-off
    said = rows(scene)
    assert said["discard 0"] == tr("night.act.discard.named", slot=1, token=tr("night.token.kunai"))
    assert said["discard 1"] == tr(
        "night.act.discard.named", slot=2, token=scene.words.called("v1")
    )
    assert {"en": "Discard the Kunai", "fr": "Défausser le jeton Kunai"}[lang] in said["discard 0"]
    scene.shown_seat = None  # the table between people: whoever looks sees backs only
    assert scene.words.label(NightAction("discard", ("0",))) == tr("night.act.discard", slot=1)
    scene.shown_seat = 0
    scene.choose_option(next(i for i, (a, _) in enumerate(scene.options) if str(a) == "discard 0"))
    line = scene.log_lines[-1]
    assert line == tr("night.log.discarded", name=scene.seat_name(0), roof=1)
    assert tr("night.token.kunai") not in line


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_drop_for_an_injury_names_its_token_on_the_owner_s_screen(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("skip", "skip")] * 3, (0, 2, 1))
    one = give(s, "v1", seat=1)
    give(s, "gears", seat=1)
    s.backpacks[1][2:] = [INJURY, INJURY]
    s.drop_seat = 1
    scene = scene_of(app, s)
    scene.shown_seat = 1  # Bo's own hand-off for the drop
    said = rows(scene)
    assert said["drop 0"] == tr("night.act.drop.named", slot=1, token=scene.words.called("v1"))
    assert said["drop 1"] == tr("night.act.drop.named", slot=2, token=tr("night.token.gears"))
    named = {"en": "Drop the pink 1 (slot 1)", "fr": "Lâcher le jeton rose de 1 point (case 1)"}
    assert named[lang] in said["drop 0"]  # its colour and points (newcomer E, s15, 126)
    scene.shown_seat = 0  # Ada never saw Bo's tokens: his slots alone
    s.known[one].discard(0)
    assert scene.words.label(NightAction("drop", ("0",))) == tr("night.act.drop", slot=1)
