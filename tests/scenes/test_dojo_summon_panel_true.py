"""The summoning panel says only what is true (newcomer J, s11): 'Max: 17' beside a
scale running to 29 and showing 18 read as two limits (nc-J/045): where the deck holds
fewer cards than the ninjas on the board, the button is the whole deck's. After H the
keys' ring stood on '-' (nc-J/027b): it goes to the Summon button, whatever count the
person set since."""

from __future__ import annotations

import pytest

from scenes.app import App

from .test_dojo_summon_one import _summoning


def _label(scene, name: str) -> str:  # type: ignore[no-untyped-def]
    return str(next(o.label for o in scene.choices.options if o.name == name))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_says_whole_deck_where_the_deck_is_the_limit(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _summoning(app, 8, 5)
    scene.choices.build()
    assert _label(scene, "max") == app.tr("dojo.act.summon_deck", count=5)
    assert "Max" not in _label(scene, "max")  # before: 'Max: 5' with the scale to 8
    scene = _summoning(app, 8, 30)
    scene.choices.build()
    assert _label(scene, "max") == app.tr("dojo.act.summon_max", count=8)
    # why it is the limit, as the rules say: a card per ninja on the board (s24 brief:
    # 'Max: 5' while the computer, with 10 ninjas, summoned 10 'looks rigged')
    assert ("1 per ninja" if lang == "en" else "1 par ninja") in _label(scene, "max")


def test_the_hint_puts_the_keys_on_the_summon_button(app: App) -> None:
    scene = _summoning(app, 8, 30)
    hint = scene.hint_move("summon 5")
    assert hint is not None
    scene.summoning.set(6)  # the person changed the count since
    scene.choices.follow_hint(hint)
    names = [o.name for o in scene.choices.options]
    assert scene.choices.list.focus == names.index("summon")  # before: None ('-' lit next)
