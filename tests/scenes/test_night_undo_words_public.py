"""An Undo's words on a Night table name no token a watcher may not know (newcomer R,
s19, nc-R/081: after Kai undid a discard, the public village said 'Undone: Discard the
pink 1 (slot 1) to the roof.', the face of a token only Kai had seen, in a note that
stays over the village after her private look is closed). The note names the slot
alone, as the public rows do; the log already never names it."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, scene_of

from scenes.app import App
from scenes.tableflow.undo_words import undone_text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("shown", [0, None])
def test_the_undo_of_a_discard_names_the_slot_alone(app: App, lang: str, shown: int | None) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("skip", "skip")] * 3, (0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "v1", seat=0)
    scene = scene_of(app, s)
    assert "discard 1" in [str(a) for a in s.legal_actions()]
    scene.session.apply("discard 1")
    scene.shown_seat = shown  # her own look, or the table between people
    scene.undo()
    said = undone_text(scene)
    assert said is not None
    # fails before (shown 0): 'Undone: Discard the pink 1 (slot 2) to the roof.'
    assert said == tr("undo.step", what=tr("night.act.discard", slot=2)), said
    for secret in (scene.words.called("v1"), tr("night.token.kunai")):
        assert secret not in said
