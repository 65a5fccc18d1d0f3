"""The Dojo top bar's end-of-game warning names the clans whole where its shorter words
let it, and a clan whose own summoning may end the game once: in a French game at
1920x1080 against Hard it read 'La partie peut finir au prochain tour de Clan o… : Clan
o… a encore 22 cartes, et une invocation qui pioche dans un paquet vide la termine.'
beside 'Clan orange, tour 3', and 'Fin si, au prochain tour de Clan o…, une invocation
pioche plus de 18 cartes chez Clan o….' beside 'Clan orange pose ses cartes de combat'
(s21, E5): the long words took three lines, the names were cut before the shorter words
were tried, and the same clan was named twice (deck_warning)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.dojo.deck_warning import warning_lines, warning_text
from scenes.dojo.layout import LOG_SIZE
from scenes.widgets import wrap_text

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_warning_cuts_no_name_where_its_short_words_fit(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat("ai", "hard"), Seat()], 21)  # the computer: Orange clan
    person_to(scene, "roll")
    state = scene.state
    them = 1 - state.mover
    # the other clan's next summoning may pass its deck: 22 ninjas, 22 cards (that game's)
    state.ninjas[state.dojos[them]][them] = 22
    state.decks[them] = state.decks[them][:22]
    name = scene.seat_name(them)
    short = warning_text(scene, short=True)
    # named once (before: 'Fin si, au prochain tour de Clan orange, une invocation pioche
    # plus de 22 cartes chez Clan orange.')
    assert short is not None and short.count(name) == 1 and "22" in short
    assert (warning_text(scene) or "").count(name) == 1
    cut = 0
    with theme.scaled_for(app.view_size):
        for width in range(theme.px(300), theme.px(1000), theme.px(10)):
            said = warning_lines(scene, width, state.mover)
            assert said is not None
            lines = said[0]
            if len(wrap_text(short, LOG_SIZE, width)) <= 2:  # the short words fit whole
                # fails before at some widths: 'Clan o…' where the short words fit
                cut += "…" in " ".join(lines)
    assert cut == 0
    with theme.scaled_for(app.view_size):  # beside the longest title, at 1920x1080 FR
        said = warning_lines(scene, theme.px(437), state.mover)
    assert said is not None and "…" not in " ".join(said[0])
    app.set_language("en")
