"""The Taisen replay's 'What is hidden?' button says what it shows there: newcomer U (s20,
FR 1280x720, 066) read its tip 'Chaque main, plan et pioche, en liste (D) ; depuis la vue
d'une place, passe à tout face visible', where Taisen has no hand, plan or draw (the
panel itself answered 'Rien n'est caché dans Ninja Taisen'). The other games keep theirs.
(s22: the list is a row of the View… menu, whose tip says it; its key D on its row.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_replay import opened

WORDS = {"en": ("hand", "deck", "seat's view"), "fr": ("main", "pioche", "vue d'une place")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_taisen_hidden_tip_fits_taisen(app, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = opened(app, tmp_path, "taisen")
    tip = scene.strip.tip(scene.view_button)
    assert tip == app.tr("replay.tip.view_menu.taisen")
    assert not any(word in tip for word in WORDS[lang]), tip
    assert scene.views.entry_keys(("panel", None)) == [app.tr("replay.key.d")]
    other = opened(app, tmp_path / "dojo", "dojo")
    seat = other.seat_label(other.last_seat)
    assert other.strip.tip(other.view_button) == app.tr("replay.tip.view_menu", seat=seat)
