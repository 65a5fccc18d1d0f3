"""A phone's 'The others' says the points each seat's corruption takes, as the laptop
says them by its token (issue 33, newcomer W, s9 m_5: a clan of 11 scored 7 and nothing
said why). 'Sora: 10 in hand · corruption −2', nothing of it for a seat with none; the
points are public (each corrupt card was shown to all when taken), in EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import phone_adapter

from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_others_say_the_points_their_corruption_takes(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("human", name="Ben")], seed=3)
    state = scene.state
    while state.current_player != 1:
        scene.update(1 / 60)
        state = scene.state
    scene.play("corrupt")
    state = scene.state
    taken = state.corruption_value(1)
    assert taken > 0 and state.corruption_value(0) == 0
    word = "corruption"

    def others(seat: int) -> list[str]:
        sections = phone_adapter.sections(scene, seat)
        return next(s["lines"] for s in sections if s["title"] == app.tr("phone.others"))

    ben = [line for line in others(0) if line.startswith("Ben")]
    assert len(ben) == 1 and ben[0].endswith(f" · {word} \u2212{taken}"), ben  # (fails before)
    ana = [line for line in others(1) if line.startswith("Ana")]
    assert len(ana) == 1 and word not in ana[0], ana  # nothing corrupt: nothing said
