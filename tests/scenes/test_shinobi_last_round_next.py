"""The last round's end says what comes next too (issue 33, newcomer V, s9 g85: the end of
round 3 had no 'Next:' line, where rounds 1 and 2 said theirs)."""

from __future__ import annotations

import os

import pygame

from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import record_texts
from .test_shinobi_round_end import session_to


def test_the_end_of_the_last_round_says_what_comes_next(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session = session_to("temple", 1)
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.ranking = dict(session.state.round_results[0], round=3)  # (drawn as round 3's)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert "End of round 3" in texts
    said = "Next: the Temple of the Shadow and the last pawns, then the Final Boss and the results"
    assert said in texts  # before: no 'Next:' line
    app.set_language("fr")
    texts.clear()
    scene.draw(app.window)
    assert (
        "Ensuite\u00a0: le Temple de l'Ombre et les derniers pions, puis le Boss final et les"
        " résultats" in texts
    )
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:  # to look at: the line whole on the overlay
        canvas = pygame.Surface(app.canvas.get_size())
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_fr.png")
    app.set_language("en")
