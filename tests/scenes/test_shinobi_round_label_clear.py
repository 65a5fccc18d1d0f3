"""Grand Master's round in the top bar never runs under a button: newcomer A (s22, FR
1920x1080, fr_g57) read 'Manche 2 sur 3 · Missions :' under 'Rejouer son tour (T)', the
end of the phase ('un Leurre à regarder') hidden. The words shrink, else take two lines,
left of the leftmost button. EN/FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_round_s_words_stay_clear_of_the_buttons(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ann"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = table(app, seats, mode="grandmaster", seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    tr = app.tr
    words = f"{tr('shinobi.round', round=2, rounds=3)} \u00b7 {tr('shinobi.phase.peek')}"
    monkeypatch.setattr(scene.board, "round_words", lambda: words)
    monkeypatch.setattr(scene, "again_shown", lambda: True)  # 'Replay its turn (T)' shown
    assert scene.again_in_bar()
    shown = drawn(app, scene, monkeypatch)
    parts = [p for p in words.split(" \u00b7 ")]
    said = [(s, r) for s, r in shown if s == words or s in parts]
    assert said and {w for s, _ in said for w in s.split(" \u00b7 ")} == set(parts), said
    buttons = [scene.buttons[name].rect for name in scene.shown_buttons()]
    buttons.append(scene.place_again().rect)
    for string, rect in said:
        assert rect.right <= app.window.get_width()
        for button in buttons:  # fails before: under 'Replay its turn (T)'
            assert not rect.colliderect(button), (string, rect, button)
    app.set_language("en")
