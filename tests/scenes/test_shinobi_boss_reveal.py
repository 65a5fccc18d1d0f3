"""The Final Boss's reveal at the end of a Grand Master game is big and centred, for
everyone, before the results (issue 33, newcomer O, s8 t8d: a small card in the Final
Showdown box and a log line, where a Decoy peeked at fills the screen). The table shows
the Boss's picture, its name and rule, says everyone sees it, and the results wait for a
click or Enter. EN and FR at 1280x720."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.results import ResultsScene
from scenes.shinobi import ShinobiScene

from .conftest import Driver, record_texts


def one_action_from_the_end(seed: int = 8) -> tuple[GameSession, str]:
    """A Grand Master game, a person and two computers, played at random to its last
    action: the session before it, and that action."""
    seats = [Seat(), Seat("ai", "easy"), Seat("ai", "easy")]
    options = {"players": 3, "mode": "grandmaster"}
    game = GameSession.new("shinobi", seats, seed=seed, options=options, autosave=False)
    rng = random.Random(seed)
    while not game.state.is_terminal:
        legal = game.state.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    actions = [str(a) for a in game.actions]
    session = GameSession.new("shinobi", seats, seed=seed, options=options, autosave=False)
    for action in actions[:-1]:
        session.apply(action)
    return session, actions[-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_boss_is_revealed_big_to_everyone_before_the_results(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    session, last = one_action_from_the_end()
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    ui = Driver(app)
    ui.step()
    if not session.ai_to_move:
        scene.play(last)
    for _ in range(1200):  # the last move (a computer's, maybe) told, then the Boss
        ui.step()
        if scene.reveal is not None or isinstance(app.top, ResultsScene):
            break
    boss = scene.state.boss_revealed
    assert scene.state.is_terminal and boss
    assert scene.reveal == (None, -1, boss)  # before: the results came, no reveal
    for _ in range(300):  # it waits to be seen
        ui.step()
    assert app.top is scene
    # its footer says what the reveal takes, not the table's keys under it (newcomer E,
    # s10, nc-95/090.png, 093.png: the pawns' 'Click a gold place...' under a reveal)
    assert scene.help_key() == "shinobi.help_cover"
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    pygame.image.save(canvas, f"/tmp/s8p6_boss_{lang}.png")
    tr = app.tr
    assert tr("shinobi.reveal.final_title", boss=boss) in texts
    assert tr("shinobi.reveal.everyone").split()[0] in " ".join(texts)
    assert not any(tr("shinobi.reveal.only", name="@").split("@")[0] in t for t in texts)
    # nothing of the table behind reads through (newcomer Q, s8: the side panel's "Kai
    # wins!" and final scores showed through the veil): the right edge is one colour
    edge = {tuple(canvas.get_at((1270, y)))[:3] for y in range(40, 680, 4)}
    assert len(edge) == 1, edge
    ui.key(pygame.K_RETURN)
    assert scene.reveal is None
    for _ in range(600):
        if isinstance(app.top, ResultsScene):
            break
        ui.step()
    assert isinstance(app.top, ResultsScene)
