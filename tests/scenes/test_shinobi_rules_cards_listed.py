"""Shinobi's rules reference, newcomer S (s20, FR 1280x720): 'Cartes Temple et Cour' was
two run-on paragraphs, nine or ten names and effects in each, the names not set apart
(020); the scoring example's grey and purple chips were explained nowhere (016). Now
each Temple card and each Imperial Court card has its own line, its name (as the table
names it) in gold at its start, under a heading for each kind; under the example, a
legend: a chip per card with its strength, the clan's colour, a Ronin's grey, a Yokai's
purple. EN and FR, as drawn at 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import load_catalogue
from ninjas.shinobi import data
from scenes import theme
from scenes.rules_scene import RULES_SECTIONS, RulesScene, lead_of

from .conftest import record_texts


def card_lines(lang: str) -> dict[str, str]:
    """The section's bullets by the name in gold at their start."""
    body = load_catalogue(lang)["rules.shinobi.temple.body"]
    found = {}
    for line in body.split("\n"):
        if line.startswith("- "):
            lead, text = lead_of(line[2:])
            found[lead] = text
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_temple_and_court_card_has_its_line_led_by_its_name(lang: str) -> None:
    texts = load_catalogue(lang)
    lines = card_lines(lang)
    names = [texts[f"shinobi.temple.{n}"] for n in data.TEMPLE]
    names += [texts[f"shinobi.court.{n}"] for n in data.COURT]
    assert len(names) == 20
    assert sorted(lines) == sorted(names)  # fails before: two lines, no name led
    colon = "\u00a0:" if lang == "fr" else ":"
    assert all(lines[name].startswith(name + colon) for name in names)


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_names_are_drawn_in_gold(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    rules = RulesScene(app, "shinobi")
    app.push(rules)
    app.apply_scale()
    app.draw()
    rules.jump(RULES_SECTIONS["shinobi"].index("temple"))
    top = rules.section_tops[rules.current_section]
    following = [t for t in rules.section_tops if t > top]
    bullets = [
        piece
        for piece in rules.pieces
        if piece.bullet and top < piece.y < (following[0] if following else rules.page_height)
    ]
    assert len(bullets) == 20
    for piece in bullets:  # its first letters gold, the rest moonlight
        surface = piece.surface
        assert surface is not None
        colours = {
            tuple(surface.get_at((x, y))[:3])
            for x in range(0, surface.get_width() // 8)
            for y in range(surface.get_height())
            if surface.get_at((x, y))[3] == 255
        }
        assert tuple(theme.GOLD) in colours


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_scoring_example_says_what_its_chips_are(sized_app, monkeypatch, size, lang) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    from scenes.shinobi.rules_diagrams import scoring_diagram

    drawn = record_texts(monkeypatch)
    with theme.scaled_for(size):
        scoring_diagram(app.tr, theme.px(760))
    tr = app.tr
    for kind in ("clan", "ronin", "yokai"):  # fails before: no legend
        assert tr(f"rules.shinobi.diagram.legend.{kind}") in drawn
    assert tr("rules.shinobi.diagram.legend") in " ".join(drawn)
    assert {"en": "a Ronin", "fr": "un Rônin"}[lang] in drawn
