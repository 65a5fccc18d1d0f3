"""A finished Shinobi game says how to reach its results, and Enter opens them; the Final
Boss's reveal says 'continue' once (the help line at the foot). Newcomer A (s23, FR GM
1920x1080, 198, 200): 'Cliquez ou appuyez sur Entrée pour continuer' under the Boss and
'Entrée ou un clic : continuer' just below; then the table said 'La partie est
terminée' with no word of the results, and Enter did nothing. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.results import ResultsScene

from .conftest import Driver, record_texts
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_on_a_finished_game_opens_its_results(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    scene.state.over = True
    scene._refresh()
    assert scene.prompt.text() == app.tr("shinobi.prompt.over_results")  # fails before
    assert scene.help_key() == "shinobi.help_over"
    assert app.tr("shinobi.prompt.over_results").split(". ")[1] in app.tr("shinobi.help_over")
    ui.key(pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)  # fails before: the table waited on
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_boss_says_continue_once(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = akane_places(app, mode="grandmaster")
    state = scene.state
    state.boss_revealed = state.bosses[1]
    scene.reveal = (None, 1, state.bosses[1])
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert app.tr("shinobi.ranking.continue") not in texts  # fails before: said twice
    assert scene.help_key() == "shinobi.help_cover"
    app.set_language("en")
