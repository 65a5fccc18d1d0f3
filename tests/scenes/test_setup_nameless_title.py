"""Newcomer Q (s12, 003.png): Sora's seat switched to a person read '(aucun) — à saisir'
in its Name row while its card was still titled 'Sora'. The title follows the name: a
person's seat with no name is titled 'Player 2' / 'Joueur 2' ('(none)' read as a bug,
newcomer W, s13), over what marks the seat ('Blue pawns, square'), until a name is
typed. EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes import theme
from scenes.registry import seat_name
from scenes.setup import SetupScene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_person_with_no_name_has_a_card_titled_player_n(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    setup = SetupScene(app, "shinobi", seats=[Seat("human", name="Léa"), Seat("ai", "hard")])
    app.push(setup)
    setup.set_players(2)
    setup.set_kind(1, "human")  # Sora's seat made a person's: no name yet
    assert setup.seats[1].name is None
    texts: list[str] = []
    blit = theme.blit_text

    def spy(canvas: Any, text: str, *a: Any, **k: Any) -> Any:
        texts.append(text)
        return blit(canvas, text, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    sora = seat_name(app, "shinobi", 1)
    assert sora not in texts  # fails before: the card still titled 'Sora'
    player = app.tr("seat.generic", number=2)
    assert player in texts
    # its badge follows the title, 'P2' / 'J2', not Sora's 'S' (newcomer B, s14, 004)
    assert setup.seat_drawing.letters_drawn[1] == player[:1].upper() + "2"
    setup.name_typed(1, "Marc")
    texts.clear()
    app.draw()
    assert "Marc" in texts and player not in texts
    assert setup.seat_drawing.letters_drawn[1].startswith("M")  # ('Ma' beside Midori)
