"""The Taisen replay's 'What is hidden?' button says what it shows there: newcomer U (s20,
FR 1280x720, 066) read its tip 'Chaque main, plan et pioche, en liste (D) ; depuis la vue
d'une place, passe à tout face visible', where Taisen has no hand, plan or draw (the
panel itself answered 'Rien n'est caché dans Ninja Taisen'). The other games keep theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_replay import opened

WORDS = {"en": ("hand", "deck", "seat's view"), "fr": ("main", "pioche", "vue d'une place")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_taisen_hidden_tip_fits_taisen(app, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = opened(app, tmp_path, "taisen")
    tip = scene.strip.tip(scene.panel_button)
    assert tip == app.tr("replay.tip.panel.taisen")
    assert not any(word in tip for word in WORDS[lang]), tip
    assert "(D)" in tip
    other = opened(app, tmp_path / "dojo", "dojo")
    assert other.strip.tip(other.panel_button) == app.tr("replay.tip.panel")
