"""The Records page before anyone named has played (newcomer C, s22, FR 1280x720, rec1:
the empty column and greyed Rename / Merge 'look unfinished', 6.5): only Back stands in
the column, the footer says only Esc, the page's figures show faint at zero under words
that count the History's games played without a name."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.arena import run_arena
from ninjas.core.history_folder import list_records
from scenes import theme
from scenes.app import App
from scenes.records import RecordsScene, empty_page

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_empty_page_counts_the_games_played_without_a_name(
    app: App, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    folder = tmp_path / "history"
    run_arena("taisen", ["easy", "random"], 2, seed=3, record=folder)
    assert len(list_records(folder).records) == 2
    scene = RecordsScene(app, folder)
    app.push(scene)
    assert scene.person() is None
    assert scene.actions() == [scene.back_button]  # fails before: Rename, Merge greyed
    assert scene.rename_button not in scene.menu.widgets
    texts: list[str] = []
    original = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: texts.append(s) or original(s, *a, **k))
    app.draw()
    said = " ".join(texts)
    unnamed = app.tr.plural("records.empty.unnamed", 2)
    assert empty_page.words(app.tr, scene.book) == unnamed
    assert unnamed.split()[0] in said and app.tr("records.played") in said  # the faint tiles
    assert app.tr("hint.records.nobody") in texts
    assert app.tr("records.rename") not in texts
    app.set_language("en")
