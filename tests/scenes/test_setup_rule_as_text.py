"""Shinobi's setup, four seats at 1280x720 (newcomer X, s21, 25-setup-final): 'Who
starts: The rules: the strongest card' is said as words, in the text's colour from the
value column's left, not gold and centred where a choice's value stands (it read as a
button that did not change); a Hard computer's line under its name ends clear of its
panel's border ('Its best moves, no mercy' read odd and ran to the edge). EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.setup import SetupScene
from scenes.setup_parts import who_starts
from scenes.widgets import value_box

pytestmark = pytest.mark.usefixtures("own_data_dir")


def drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any, pygame.Rect]]:
    """The texts a frame draws, their colour, and where."""
    texts: list[tuple[str, Any, pygame.Rect]] = []
    blit = theme.blit_text

    def spy(
        canvas: Any, text: str, size: int, colour: Any = theme.MOONLIGHT, *a: Any, **k: Any
    ) -> Any:
        rect = blit(canvas, text, size, colour, *a, **k)
        texts.append((text, tuple(colour), pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", blit)
    return texts


def four_seats(app: Any) -> SetupScene:
    seats = [Seat("human", name="Ana"), Seat("human", name="Ben")]
    seats += [Seat("ai", "hard", name="Midori"), Seat("ai", "hard", name="Kiku")]
    setup = SetupScene(app, "shinobi", seats=seats)
    app.push(setup)
    setup.set_players(4)
    return setup


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_who_starts_is_words_not_a_value(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = four_seats(app)
    rule = str(app.tr("setup.who_starts.shinobi"))
    found = [(c, r) for t, c, r in drawn(app, monkeypatch) if t == rule]
    assert len(found) == 1, rule
    colour, rect = found[0]
    assert colour != tuple(theme.GOLD)  # fails before: gold, as a choice's value
    assert colour == tuple(who_starts.RULE_COLOUR)
    mode = value_box(dict(setup.cells)["mode"].rect)  # the same column, a choice's
    assert abs(rect.left - mode.left) <= theme.px(2), (rect, mode)  # not centred
    app.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hard_computer_s_line_ends_clear_of_its_panel(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = four_seats(app)
    means = {app.tr("setup.level_means.hard"), app.tr("setup.level_means.hard.short")}
    found = [r for t, _, r in drawn(app, monkeypatch) if t in means]
    assert len(found) == 2
    for rect in found:
        panel = next(p for p in setup.seat_panels if p.contains(rect))
        assert panel.right - rect.right >= theme.px(16), (rect, panel)  # fails before: 10
    assert "mercy" not in app.tr("setup.level_means.hard.short")
    app.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dojo_s_who_starts_is_a_caption_away_from_start(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    """Newcomer A (s24): Dojo's 'Who starts' line in the bottom bar 'sits next to Start
    and reads like a button' (centred, its rule in gold). It is a caption by Back now:
    no gold, left-aligned, with Learn to play between it and Start."""
    app = sized_app(size)
    app.set_language(lang)
    setup = SetupScene(app, "dojo")
    app.push(setup)
    texts = drawn(app, monkeypatch)
    for key in ("setup.who_starts", "setup.who_starts.dojo"):
        found = [(c, r) for t, c, r in texts if t == str(app.tr(key))]
        assert len(found) == 1, key
        colour, rect = found[0]
        assert colour != tuple(theme.GOLD), key  # fails before: the rule in gold
        assert rect.right <= setup.tutorial_button.rect.left, key  # fails before: by Start
        assert (
            abs(rect.left - (setup.back_button.rect.right + theme.px(who_starts.BAR_GAP))) <= 1
        ), key
    app.set_language("en")
