"""Shinobi's Grand Master rules in short headed parts (newcomer D, s14: 'Mode Grand
Maître is a wall of text with pawn counts per rank'): a body line '## Title' heads a
part in gold, under the section's heading size; each part is a few lines; the pawns
each rank wins are a picture. EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.i18n import load_catalogue
from scenes import rules_scene
from scenes.rules_scene import SUBHEADING_PREFIX, RulesScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_grand_master_rules_are_short_headed_parts(lang: str) -> None:
    body = load_catalogue(lang)["rules.shinobi.grandmaster.body"]
    parts = body.split("\n" + SUBHEADING_PREFIX)
    assert len(parts) >= 5  # fails before: one block of five long paragraphs
    assert all(len(part) <= 330 for part in parts), [len(part) for part in parts]
    assert "[diagram:ranks]" in body  # the pawns by rank as a picture, not a sentence


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_part_s_title_is_drawn_in_gold_smaller_than_the_section_s(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    drawn: list[tuple[str, int]] = []
    shadowed = rules_scene.theme.shadowed_text

    def recording(text: str, size: int, *args: Any, **kwargs: Any) -> Any:
        drawn.append((text, size))
        return shadowed(text, size, *args, **kwargs)

    monkeypatch.setattr(rules_scene.theme, "shadowed_text", recording)
    rules = RulesScene(app, "shinobi")
    app.push(rules)
    app.draw()
    body = app.tr("rules.shinobi.grandmaster.body")
    titles = [line[3:] for line in body.split("\n") if line.startswith(SUBHEADING_PREFIX)]
    sizes = dict(drawn)
    assert all(sizes.get(title) == rules_scene.SUBHEADING_SIZE for title in titles)
    assert rules_scene.SUBHEADING_SIZE < rules_scene.HEADING_SIZE
    assert not any(SUBHEADING_PREFIX in text for text, _ in drawn)
    assert "ranks" in {piece.picture for piece in rules.pieces}
