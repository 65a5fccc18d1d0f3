"""Newcomer S, s20 (158, FR 1280x720, 4 players Grand Master): the prompt box said 'Cette
touche n'a rien fait : le choix d'avant a été fait pour vous (le journal dit lequel).
Appuyez de nouveau. Chaque tour finit par une défausse : une carte de votre main va
face' and no more: what was told (a key kept, shinobi.auto.key_kept) and the prompt
together ran past the box's foot at the smallest size. Where both do not fit whole, the
told words stand alone for their 3 s, then the prompt (scenes/prompt_panel.py); where
they fit, both, as before. Every line drawn is whole: the words drawn are the whole
text. 1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.tableflow.refusal import TOLD_SECONDS

from .conftest import record_texts


def at_discard(app: App) -> ShinobiScene:
    seats = [Seat("human", name="Léa"), Seat("ai", "easy"), Seat("ai", "easy")]
    seats.append(Seat("ai", "easy"))
    options = {"players": 4, "mode": "grandmaster"}
    seed = 1
    while True:
        session = GameSession.new("shinobi", seats, seed, dict(options), autosave=False)
        if session.state.current_player == 0:
            break
        seed += 1
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    for _ in range(50):
        if scene.state.phase == "discard" and scene.can_act:
            break
        legal = scene.legal()
        scene.play(next((a for a in legal if a.kind in ("recruit", "place")), legal[0]))
        scene.update(1 / 60)
    assert scene.state.phase == "discard" and scene.can_act
    return scene


def words_in_box(scene: ShinobiScene, texts: list[str], size: tuple[int, int]) -> str:
    texts.clear()
    scene.draw(pygame.Surface(size))
    return " ".join(texts)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_prompt_box_says_its_words_whole(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = at_discard(app)
    prompt = scene.prompt.text()
    told = str(app.tr("shinobi.auto.key_kept"))
    texts = record_texts(monkeypatch)
    scene.tell(told)
    panel = scene.prompt.panel
    box = scene.layout.prompt
    said = words_in_box(scene, texts, size)
    both = f"{told} {prompt}"
    if size == (1280, 720) and lang == "fr":
        assert not panel.holds(both, box)  # S's box: both do not fit
    if panel.holds(both, box):
        assert " ".join(panel.fit(both, box)[1]) in said
    else:  # fails before (S's, FR 1280x720): both drawn, the prompt's end cut off
        lines = panel.fit(told, box)[1]
        assert all(line in texts for line in lines)  # the told words, whole
        assert " ".join(lines) == told
    scene.time += TOLD_SECONDS + 0.1  # then the prompt, whole
    said = words_in_box(scene, texts, size)
    assert " ".join(panel.fit(prompt, box)[1]) in said
    assert theme  # (the words are drawn by theme.text: record_texts)
    app.set_language("en")
