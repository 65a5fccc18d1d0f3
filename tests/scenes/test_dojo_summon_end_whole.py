"""The summoning that ends the game is said whole (newcomer K, s17, 067: 'Land now:
Kenji 15,' then nothing, the last clash's line under it), and the scale's end is
named: 'up to 24 ...; 25 ends the game'."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.summon_end_words import ends_params

from .test_dojo_summon_one import _summoning

CLASH = {
    "en": "Last clash: Blue clan's J beat Kenji's 10 in the plains south-east of the water.",
    "fr": "Dernier choc : le V du Clan bleu bat le 10 de Kenji dans la plaine au sud-est de l'eau.",
}


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "en"), ((1280, 720), "fr")])
def test_the_game_s_end_is_said_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    with theme.scaled_for(app.view_size):
        scene = _summoning(app, 25, 24)
        panel = scene.prompt_panel
        monkeypatch.setattr(panel, "last_clash", lambda: CLASH[lang])
        summoning = scene.summoning
        summoning.set(25)
        rows = [row for row, _ in summoning.warning_lines()]
        said = " ".join(rows)
        whole = {summoning.warning(), app.tr("dojo.summon.ends_short", **ends_params(summoning))}
        assert said in whole  # before: cut after 'Land now: ... 15,'
        place = panel.clash_place()
        foot = summoning.warning_bottom()
        assert foot is not None and (place is None or place[0].top >= foot)
        assert "25" in panel.text() and app.tr("dojo.prompt.summon_deck", most=24, end=25) == (
            panel.text()
        )


@pytest.mark.parametrize(("size", "lang"), [((1920, 1080), "en"), ((1280, 720), "fr")])
def test_the_whole_deck_taken_is_said_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Newcomer B, s23, 101-res2 (FR 1280x720): summoning with the whole deck said 'Cela
    prend toutes les cartes de votre pioche (14) :' and nothing after, the last clash
    under it; the next draw ends the game, and that is now said, whole or short."""
    app = sized_app(size)
    app.set_language(lang)
    with theme.scaled_for(app.view_size):
        scene = _summoning(app, 25, 24)
        panel = scene.prompt_panel
        monkeypatch.setattr(panel, "last_clash", lambda: CLASH[lang])
        summoning = scene.summoning
        summoning.set(24)
        said = " ".join(row for row, _ in summoning.warning_lines())
        whole = {summoning.warning(), app.tr("dojo.summon.last_card_short")}
        assert said in whole  # fails before: the first row only
        place = panel.clash_place()
        foot = summoning.warning_bottom()
        assert foot is not None and (place is None or place[0].top >= foot)
