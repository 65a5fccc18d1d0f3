"""Records with few games: Night's throw box drawn with one or two games invites to play
on ('Play 2 more Ninja Night games to see your throw curve') and says what the curve
will show, instead of one dot on an empty chart; from three games the curve is drawn.
An empty head-to-head or computers' table says how it fills (newcomer E, s15, 194:
'with 2 games it is mostly empty bars; the throw-error chart with one dot is odd')."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import NightPoint
from scenes import theme
from scenes.records import charts

from .conftest import record_texts


def drawn_night(monkeypatch: pytest.MonkeyPatch, lang: str, count: int) -> list[str]:
    tr = Translator(lang)
    points = [NightPoint(f"2026-11-0{i + 1}T20:00:00+00:00", 2.0 - i / 2, 6) for i in range(count)]
    texts = record_texts(monkeypatch)
    charts.night_chart(pygame.Surface((1280, 720)), pygame.Rect(800, 190, 440, 236), tr, points)
    monkeypatch.undo()
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_or_two_night_games_invite_to_play_on(sized_app, monkeypatch, lang):  # type: ignore[no-untyped-def]
    sized_app((1280, 720))
    tr = Translator(lang)
    zero_cm = tr("records.cm", value=tr.decimal(0.0, 0))
    for count in (1, 2):
        texts = drawn_night(monkeypatch, lang, count)
        joined = " ".join(texts)
        assert tr.plural("records.night.invite", 3 - count) in joined
        assert zero_cm not in texts  # no empty chart's axis
    texts = drawn_night(monkeypatch, lang, 3)
    assert zero_cm in texts  # the curve, on its axis
    assert tr.plural("records.night.invite", 0) not in " ".join(texts)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_empty_table_says_how_it_fills_on_lines_that_fit(sized_app, monkeypatch, lang):  # type: ignore[no-untyped-def]
    sized_app((1280, 720))
    tr = Translator(lang)
    room = pygame.Rect(342, 437, 440, 182)
    for key in ("records.versus.none", "records.computers.none"):
        texts = record_texts(monkeypatch)
        charts.table(pygame.Surface((1280, 720)), room, "", tr, [], tr(key))
        monkeypatch.undo()
        lines = [t for t in texts if t]
        assert len(lines) >= 2 and " ".join(lines) == tr(key)
        assert all(theme.font(charts.TEXT).size(line)[0] <= room.width for line in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_games_to_come_are_rings_not_a_sketched_curve(sized_app, monkeypatch, lang):  # type: ignore[no-untyped-def]
    """Under the invitation, one disc per game played and an empty ring per game to come,
    with '1 of 3 games played': the faint dotted curve drawn there read as a real curve
    although the words said there was none yet (newcomer B, s24 t22)."""
    sized_app((1280, 720))
    tr = Translator(lang)
    discs: list[tuple[object, int]] = []
    circle = pygame.draw.circle

    def noting(surface, colour, centre, radius, width=0, *args):  # type: ignore[no-untyped-def]
        discs.append((tuple(colour)[:3], width))
        return circle(surface, colour, centre, radius, width, *args)

    monkeypatch.setattr(charts.pygame.draw, "circle", noting)
    texts = drawn_night(monkeypatch, lang, 1)
    assert len(discs) == charts.CURVE_GAMES
    assert [width == 0 for _, width in discs] == [True, False, False]
    assert tr.plural("records.night.invite.slots", 1, played=1, count=3) in texts
