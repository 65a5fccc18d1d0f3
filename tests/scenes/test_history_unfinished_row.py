"""Newcomer U, s20, 113: the History listed a game replaced before its end under 'Finie le'
('Ended'), its result cut short, 'Non terminée : remplacée après…', while the line under
the rows said 'Chaque partie terminée rejoint cette liste' ('Every game you finish joins
this list'). Now the row and the words agree: the column says 'Date', the result stands
whole over two lines ('Not finished:' above 'replaced after 4 turns'), and the line
under the rows, as the empty History's, says a game replaced unfinished joins it too."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.history import Summary
from scenes import theme
from scenes.history.record_list import ROW_SIZE, RecordList
from scenes.widgets import shortened, wrap_text

from .test_history_short_list import a_game

ROOM = pygame.Rect(60, 156, 1160, 438)
"""The History's list at 1280x720."""


def replaced(day: int) -> Summary:
    return Summary(
        game="taisen",
        options={},
        seats=[{"kind": "human"}, {"kind": "human"}],
        names=["Ada", "Bruno"],
        date=f"2026-12-{day:02d}T01:23:00Z",
        over=False,
        winners=[],
        scores=[None, None],
        actions=20,
        turns=4,
        seed=day,
    )


def drawn(app, records: list[Summary]) -> list[str]:  # type: ignore[no-untyped-def]
    said: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(text)
        return real(surface, text, *args, **kwargs)

    listing = RecordList(app, lambda _s: None, lambda _s: None)
    listing.set_records(records, "")
    listing.place(ROOM)
    listing.length = lambda _s: 4  # type: ignore[assignment]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", spy)
        listing.draw(pygame.Surface((1280, 720)))
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unfinished_game_s_row_says_so_whole(app, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    said = drawn(app, [a_game(30), replaced(2), a_game(29)])
    result = app.tr.plural("history.given_up", 4)
    head, tail = {
        "en": ("Not finished:", "replaced after 4 turns"),
        "fr": ("Non terminée\xa0:", "remplacée après 4 tours"),
    }[lang]
    assert result == f"{head} {tail}"
    # one line where it fits (EN), else two (FR; fails before: 'Non terminée : remplacée après…')
    assert result in said or (head in said and tail in said)
    if lang == "fr":
        assert head in said and tail in said
    assert not any(text.endswith("…") for text in said)
    # the date's column does not call an unfinished game's date its end
    heading = app.tr("history.column.date")
    assert heading in said and heading == "Date"  # before: 'Ended', 'Finie le'


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_under_the_rows_say_unfinished_games_join_too(app, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    words = app.tr("history.more")
    assert {"en": "replaces it unfinished", "fr": "la remplace avant sa fin"}[lang] in words
    assert {"en": "you finish", "fr": "terminée rejoint"}[lang] not in words  # before
    lines = wrap_text(words, ROW_SIZE, ROOM.width - theme.px(48))
    assert len(lines) <= 2  # whole: the note draws two lines at most
    said = drawn(app, [replaced(2)])
    assert all(line in said for line in lines)
    empty = app.tr("history.empty")
    assert {"en": "a new one replaces it", "fr": "une autre la remplace"}[lang] in empty
    assert shortened(empty, theme.FONT_BODY, ROOM.width - theme.px(40)) == empty
