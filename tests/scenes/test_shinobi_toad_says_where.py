"""The Toad's and Yuki-onna's power says where the card goes: back to its owner's hand
(newcomer V, s21, FR 1280x720: 'Renvoi 1 carte' said nothing of whose hand or which
pile). The log, prompt and hint words say it whole ('send a foe's card back to their
hand', '1 carte rivale rentre dans sa main'); the Toad's face, two short lines a
level, its own ('card back to foe's hand', '1 carte à sa main'), every line inside
the face as the hand draws it at 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import CARDS
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art

from .conftest import Driver
from .hotseat import reveal_hand, table

HAND = {"en": "hand", "fr": "main"}
TOAD = next(i for i, c in enumerate(CARDS) if c.name == "Toad")
YUKI = next(i for i, c in enumerate(CARDS) if c.name == "Yuki-onna")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_return_power_names_the_hand(app: Any, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    for power in ("return_card", "return_clan"):  # fails before: 'renvoi 1 carte'
        assert HAND[lang] in tr(f"shinobi.power.{power}", n=1)
    toad = art.power_words(TOAD, tr)
    assert len(toad) == 2 and all(HAND[lang] in line for line in toad), toad
    assert all(HAND[lang] in line for line in art.power_words(YUKI, tr))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_toads_face_holds_its_words(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    seats += [Seat("ai", "hard"), Seat("ai", "hard")]
    session = GameSession.new("shinobi", seats, 2, {"players": 4}, autosave=False)
    state = session.state
    me = state.current_player
    mine = [TOAD, YUKI]
    for seat in range(4):
        state.hands[seat] = [c for c in state.hands[seat] if c not in mine]
    state.hands[me] = mine + state.hands[me][:5]
    faces: list[tuple[int, int, int | None]] = []
    large = art._large_face

    def spy(card: int, width: int, tr: Any, **kw: Any) -> Any:
        if kw.get("words", True):  # (a face without its words: a pile's top)
            faces.append((card, width, kw.get("text_width")))
        return large(card, width, tr, **kw)

    monkeypatch.setattr(art, "_large_face", spy)
    art.clear_cache()  # (faces drawn by an earlier test are kept)
    scene = table(app, ShinobiScene, session, confirm=False)
    ui = Driver(app)
    reveal_hand(app, ui, scene)
    ui.step()
    drawn = [face for face in faces if face[0] in mine]
    assert {card for card, _, _ in drawn} == set(mine), drawn
    for card, width, text_width in drawn:
        inner, pad = art._face_box(width)
        strip = inner.width - 2 * pad
        if text_width is not None:
            strip = max(1, min(strip, text_width))
        lines = art._power_lines(card, app.tr, strip)
        said = " ".join(line for _, line in lines)
        assert HAND[lang] in said, said
        assert art._words_fit(card, width, app.tr, strip), (card, width, strip, lines)
        assert len(lines) <= 4, lines  # two lines a level at most, as the other clans
