"""Grand Master: the 'While you waited' note keeps clear of the seat's '12 pawns in
reserve' line. Newcomer A (s23, FR GM 1920x1080, 142): the note 'Pendant votre attente :
Renard de Sora : votre main perd Ours (6)...' sat over '12 pions en réserve · gagnés et
posés...' for her whole turn. EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
@pytest.mark.parametrize("count", [1, 3])
def test_the_waited_note_leaves_the_pawns_in_reserve_seen(
    sized_app, lang: str, size: tuple[int, int], count: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, mode="grandmaster")
    said = "Sora's Fox: your hand loses Bear (6)."
    scene.news.shown_lines = lambda: [said] * count  # type: ignore[method-assign]
    scene.draw(app.window)
    note = scene.news.note_rect
    assert note is not None
    seat = scene.bottom_seat()
    reserve = [spot for spot, s in scene.board.reserves if s == seat]
    assert reserve and not any(note.colliderect(spot) for spot in reserve)  # fails before
    pygame.image.save(app.window, f"/tmp/e7/news_{lang}_{size[0]}_{count}.png")
