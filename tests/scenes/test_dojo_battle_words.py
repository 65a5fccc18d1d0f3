"""The battle's words (newcomer F, s15): the panel said 'press its number, then the
slot's' while the bar said 'type its number, then the card's' (051): one order, the
same words; a throw's title says what it costs the defender's deck, one card for each
defending ninja ('Fanny draws 4 of the 26 cards in their deck', 058_08: the computer's
throws drained her deck, unsaid)."""

from __future__ import annotations

import re

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import neighbours
from ninjas.dojo.rules import hex_text
from scenes.app import App

from .conftest import Driver
from .test_dojo_reveal_read import _battle
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_and_the_footer_say_one_order_for_the_keys(lang: str) -> None:
    tr = Translator(lang)
    prompt, footer = tr("dojo.prompt.attack"), tr("dojo.help.attack")
    keys = re.search(r"\((?:or|ou) ([^)]*)\)", prompt)
    assert keys is not None, prompt
    assert keys.group(1) in footer, (keys.group(1), footer)  # before: slot's / card's


def test_a_throw_tells_the_defenders_deck_before_they_draw(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    src = next(
        h
        for h, kind in state.terrain.items()
        if kind == "plains"
        and h not in state.dojos
        and h not in state.ninjas
        and any(n in state.terrain and n not in state.dojos for n in neighbours(h))
    )
    dst = next(n for n in neighbours(src) if n in state.terrain and n not in state.dojos)
    state.ninjas[src], state.ninjas[dst] = [0, 0], [0, 0]
    state.ninjas[src][me], state.ninjas[dst][1 - me] = 1, 4
    state.phase = "battle"
    deck = len(state.decks[1 - me])
    events = state.apply(f"throw {hex_text(src)} {hex_text(dst)}")
    assert events[0].kind == "battle" and events[0].data["deck"] == deck
    assert len(state.decks[1 - me]) <= deck - 4  # (it drew: the title says it before)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throw_s_title_says_the_defenders_cost(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=4)
    state = scene.state
    target = next(h for h, n in state.ninjas.items() if n[0] and n[1])
    source = next(h for h in state.terrain if h != target)
    thrower = state.current_player
    battle = {"seat": thrower, "hex": list(target), "source": list(source), "attackers": 1}
    scene.stage.stage(Event("battle", {**battle, "defenders": 4, "deck": 26}))
    tray = scene.stage.tray
    assert tray is not None
    title = scene.tray_view.title(tray)
    name = scene.seat_name(1 - thrower)
    said = {"en": f"{name} draws 4 of the 26 cards", "fr": f"{name} pioche 4 des 26 cartes"}
    assert said[lang] in title, title
