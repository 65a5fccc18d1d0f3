"""The Dojo placement hint is said whole, the roll-off's dice under it (issue 33, newcomer
Z, s21, FR 1920x1080, 09-hint: a site's hint, its rush line too, took six lines and was
cut at five, 'Gardez des ninjas chez v…', the advice lost). Her game, kept
(tests/support/recorded/dojo_hint_deckout_z.json), Blue's Dojo placed; the hint of the
site two moves from it, the longest a site's hint says. EN and FR, 1280x720 and
1920x1080. And its words agree with themselves: why such a site, and what to do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.dojo.rush import outnumbered
from scenes import theme
from scenes.app import App

from .conftest import record_blits
from .test_dojo_throw_row_smaller import z_game


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sites_hint_with_its_rush_is_drawn_whole_over_the_roll_off(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = z_game(app, 1)
    state = scene.state
    assert state.phase == "dojo" and state.current_player == 0
    site = next(a for a in state.legal_actions() if str(a) == "dojo 3,-4")
    scene.hint = site
    words = scene.prompt_panel.hint_words()
    assert words is not None and words.endswith(
        str(app.tr("dojo.rush.site.other", moves=2, dojo="x", count=3)).split(". ")[-1]
    )
    assert scene.prompt_panel.hint_fits(words)  # fails before: six lines of five
    drawn = record_blits(monkeypatch)
    app.draw()
    texts = dict(drawn)
    prompt = scene.prompt_panel
    with theme.scaled_for(app.view_size):
        lines = prompt.panel.lines(words, prompt.panel.width(scene.layout.action))
        bottom = scene.layout.action.top + theme.px(10 + 22 * len(lines))
    assert " ".join(lines).split() == words.split()
    # the lines the panel draws, the last ending with the rest: fails before, 6 of 5
    assert len(lines) <= prompt.own_lines() + prompt.hint_room(), lines
    roll_off = texts[app.tr("dojo.roll_off")]
    assert bottom <= roll_off.top  # the dice under the words
    app.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sites_advice_and_its_rush_agree(app: App, lang: str) -> None:
    """The hint's site two moves from Blue's Dojo says why and what to do: the last to
    place moves first, and as many at home as a 6 of Blue's walks in, the number the End
    question counts (before: 'expect a rush from the first turn ... Keep ninjas home.',
    which read as a warning against the site advised)."""
    app.set_language(lang)
    scene = z_game(app, 1)
    site = next(a for a in scene.state.legal_actions() if str(a) == "dojo 3,-4")
    words = scene.narrator.hint_text(site)
    dojo = app.tr("dojo.place.dojo", name=scene.clan_name(1))
    said = str(app.tr.plural("dojo.rush.site", 2, moves=2, dojo=dojo, count=3))
    assert said[1:] in words, words
    assert {"en": "you move first", "fr": "vous jouez en premier"}[lang] in words
    assert {"en": "Keep 3 at home.", "fr": "Gardez-en 3 chez vous."}[lang] in words
    scene.play(str(site))
    scene.play("roll")  # Orange, the last to place, moves first
    state = scene.state
    home, away = state.dojos[0], (2, -3)
    assert state.mover == 0 and home == (3, -4)
    state.ninjas[home], state.ninjas[away], state.remaining = [3, 0], [2, 0], 0
    assert outnumbered(state, 0) is None  # three home: no End question
    state.ninjas[home], state.ninjas[away] = [2, 0], [3, 0]
    assert outnumbered(state, 0) is not None
    app.pop()
