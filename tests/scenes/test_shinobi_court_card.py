"""The Imperial Court card drawn for a pawn is shown to its drawer as a card: the Court's
picture, its name on a band, its words (newcomer U, s13, nc-U/190-191: plain text on a
black screen). EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import sentence
from scenes.shinobi import court_card
from scenes.shinobi.covers import COURT_REVEAL

from .conftest import record_texts
from .test_shinobi_open_pawns import pawns_phase


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_court_card_drawn_is_shown_as_a_card_with_its_picture(
    sized_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = pawns_phase(app)
    scene.shown_seat = 0
    scene.reveal = (0, COURT_REVEAL, "Reinforcement")
    pictures: list[str] = []
    image = court_card.art.art_image
    monkeypatch.setattr(
        court_card.art, "art_image", lambda name, sz: pictures.append(name) or image(name, sz)
    )
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    box = scene.covers.court_drawn
    assert box is not None and pictures[-1] == "Court"  # fails before: words only
    assert app.window.get_rect().contains(box) and box.height >= size[1] // 3
    tr = app.tr
    assert tr("shinobi.court.Reinforcement") in texts  # on its band
    said = " ".join(texts)
    assert all(word in said for word in sentence(tr("shinobi.court_text.Reinforcement")).split())
    assert tr("shinobi.ranking.continue") not in texts  # the help line at the foot says it


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_a_kept_court_card_shows_a_small_card_beside_its_words(
    sized_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    """Newcomer U, s13, nc-U/208: the kept card read as gold text only in Marc's row."""
    app = sized_app(size)
    app.set_language(lang)
    scene = pawns_phase(app)
    state = scene.state
    # drawn for the next round: the pawns' phase shows no more the round's own (lost)
    state.court_new = [list(cards) for cards in state.court_new]
    state.court_new[0] = ["Tribute"]
    scene.open_seat = None
    scene.shown_seat = scene.holder = 0
    sizes: list[tuple[int, int]] = []
    image = court_card.art.art_image
    monkeypatch.setattr(
        court_card.art,
        "art_image",
        lambda name, sz: (name == "Court" and sizes.append(sz)) or image(name, sz),
    )
    scene.draw(app.window)
    assert len(sizes) == 1  # fails before: words only
    name = next(
        spot for spot in scene.board.tip_spots if spot[1] == app.tr("shinobi.court.Tribute")
    )
    assert scene.layout.own.contains(name[0]) and sizes[0][1] >= size[1] // 20
