"""A short History (one game) says under its rows that finished games gather there, so it
does not look empty and cold (newcomer O, s18, 126); a full page has no such line. The
Records' footnote says face to face in plain words (O, 127: 'on bat ceux qu'on a
devancés' was cryptic), on one line at 1280x720."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.history import Summary
from scenes import theme
from scenes.history.record_list import RecordList
from scenes.records import RecordsScene, charts
from scenes.widgets import shortened

from .conftest import Driver


def a_game(day: int) -> Summary:
    return Summary(
        game="taisen",
        options={},
        seats=[{"kind": "human"}, {"kind": "ai", "level": "hard"}],
        names=["Ann", None],
        date=f"2026-11-{day:02d}T10:00:00Z",
        over=True,
        winners=[0],
        scores=[None, None],
        actions=30,
        turns=12,
        seed=day,
    )


def drawn(app, count: int) -> list[str]:  # type: ignore[no-untyped-def]
    said: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(text)
        return real(surface, text, *args, **kwargs)

    listing = RecordList(app, lambda _s: None, lambda _s: None)
    listing.set_records([a_game(day + 1) for day in range(count)], "")
    listing.place(pygame.Rect(60, 156, 1160, 438))  # the History's room at 1280x720
    listing.length = lambda _s: 12  # type: ignore[assignment]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", spy)
        listing.draw(pygame.Surface((1280, 720)))
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_game_says_the_finished_games_gather_here(app, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    words = app.tr("history.more")
    start = words[:20]
    assert any(text.startswith(start) for text in drawn(app, 1))
    assert not any(text.startswith(start) for text in drawn(app, 7))  # a full page


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_records_footnote_says_face_to_face_plainly(app, lang, tmp_path):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = RecordsScene(app, tmp_path)
    app.push(scene)
    Driver(app).step()
    note = app.tr("records.note")
    behind, ahead = {"en": ("behind", "ahead"), "fr": ("derrière", "devant")}[lang]
    assert behind in note and ahead in note
    assert "devancés" not in note and "beat those" not in note
    room = scene.rects["note"].width
    assert shortened(note, charts.TEXT, room) == note  # whole on its line at 1280x720
