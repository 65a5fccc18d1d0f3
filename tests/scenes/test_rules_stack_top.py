"""The Taisen rules say how the screen shows a stack: its top card is the one nearest the
path, shown whole, with a picture of the two sides' stacks (newcomer N, s12: 'the rules
say top card but never say how the screen shows it'; only the guided game said it)."""

from __future__ import annotations

import pytest

from scenes.rules_scene import DIAGRAM_PREFIX, RulesScene, column_width, diagram

SAID = {
    "en": ("top card of a stack is the one nearest the path", "the Wolves' top card"),
    "fr": ("la carte du dessus d'une pile est celle qui est la plus proche du chemin", "Loups"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_setting_up_section_shows_where_a_stacks_top_card_is(app, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    body = app.tr("rules.taisen.setup.body")
    sentence, label = SAID[lang]
    assert sentence in body
    assert f"{DIAGRAM_PREFIX}stacks]" in body
    for key in ("stack_wolf_top", "stack_path", "stack_monkey_top", "stack_under"):
        assert app.tr(f"rules.diagram.{key}") != f"rules.diagram.{key}"
    assert label in app.tr("rules.diagram.stack_wolf_top")
    picture = diagram("taisen", "stacks", app.tr)
    assert picture is not None
    rules = RulesScene(app, "taisen")
    assert any(p.picture == "stacks" for p in rules.pieces)
    for size in ((1280, 720), (1920, 1080)):
        assert picture.get_width() <= column_width(size)
