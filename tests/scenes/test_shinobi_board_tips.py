"""Grand Master at the Shinobi table: a Temple card in an opponent's narrow row says its
name and words whole inside the panel, or its name alone (never 'Maître rônin' over
the border, never 'Vétéran +3 de force à' cut mid-sentence: newcomer G, s10, t182_4c,
a192c); and the Shosho, the Temple cards and every place of the board have a hover tip
saying what they are and do (G, 108-109; newcomer E, 007). EN and FR, 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes.app import App
from scenes.shinobi import cards as art
from scenes.widgets import wrap_text

from .conftest import Driver
from .test_shinobi_scene import table


class Recorder:
    """A canvas that notes where each picture would go."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] = []

    def blit(self, surface: pygame.Surface, at: tuple[int, int]) -> pygame.Rect:
        rect = pygame.Rect(at, surface.get_size())
        self.rects.append(rect)
        return rect


def grand_master(app: App) -> object:
    seats = [Seat("human"), *[Seat("ai", "easy")] * 3]
    scene = table(app, seats, "grandmaster")
    scene.shown_seat = scene.holder = 0
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width", [90, 130, 170])
def test_a_temple_card_in_words_stays_whole_inside_its_room(
    app: App, lang: str, width: int
) -> None:
    app.set_language(lang)
    scene = grand_master(app)
    tr = app.tr
    line = scene.board  # (the board's own drawing)
    for card in data.TEMPLE:
        area = pygame.Rect(500, 100, width, 4 * 26)
        canvas = Recorder()
        line.tip_spots = []
        line.card_words(canvas, area, [("temple", card)])
        assert all(area.contains(rect) for rect in canvas.rects), (card, canvas.rects)
        # the words drawn whole, or none of them (only the name's lines then)
        names = wrap_text(tr(f"shinobi.temple.{card}"), art.FONT_READ, width)
        words = wrap_text(tr(f"shinobi.temple_text.{card}"), art.FONT_READ, width)
        assert len(canvas.rects) in (len(names), len(names) + len(words)), card
        spot = line.tip_spots[-1] if line.tip_spots else None
        assert spot is not None and spot[2] == tr(f"shinobi.temple_text.{card}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_shosho_the_temple_and_the_board_have_hover_tips(
    sized_app: Callable[[tuple[int, int]], App], lang: str
) -> None:
    app = sized_app((1920, 1080))
    app.set_language(lang)
    ui = Driver(app)
    scene = grand_master(app)
    state = scene.state
    state.temple_cards[1] = "Ronin Master"
    state.shosho = 2
    tr = app.tr
    ui.step()
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas)
    spots = {title: (rect, words) for rect, title, words in scene.board.tip_spots}
    ronin = tr("shinobi.temple.Ronin Master")
    if ronin in spots:  # in Kiku's row where its clans leave room (else on the board)
        assert spots[ronin][1] == tr("shinobi.temple_their.Ronin Master")  # Kiku's
        assert scene.opponent_slots()[1].contains(spots[ronin][0])
    for where in ("court", "missions", "showdown", "decoys", "temple"):
        rect, words = spots[tr(f"shinobi.where.{where}")]
        assert words.startswith(tr(f"shinobi.tip.board.{where}"))
    temple_words = spots[tr("shinobi.where.temple")][1]
    assert tr("shinobi.temple_their.Ronin Master") in temple_words  # the card held, said
    shosho = spots[tr("shinobi.tip.shosho")]
    assert shosho[1] == tr("shinobi.tip.shosho_words", name=scene.seat_name(2))
    assert scene.opponent_slots()[2].contains(shosho[0])
    for title in [title for _, title, _ in scene.board.tip_spots]:
        for _ in range(3):  # (the computers play on: a header may move between frames)
            rect = next(r for r, t, _ in scene.board.tip_spots if t == title)
            ui.move(rect.center)
            ui.step()
            scene.draw(canvas)
            under = scene.board_tips.under_pointer()
            if under is not None and under[1] == title:
                break
        assert under is not None and under[1] == title
        box = scene.board_tips.draw(canvas)
        assert box is not None and canvas.get_rect().contains(box)
