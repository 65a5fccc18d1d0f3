"""'Replay their turns' follows one rule for every seat: every turn since this seat's
last, the other people's with the computers', public lines only (the hold before a
person's cover, seen by the person who just played, tells the turns since hers: newcomer
A, s24). Newcomer V, s21 (FR
1280x720, Léa and Marc hot-seat with two computers): asked from the hold on the last
computer's move before Léa's cover it told the computers alone, skipping Marc's turn,
where Marc's, on his own turn, told Léa's. And while it plays, the footer says its keys
(it said the table's 'Click cards...')."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi.controls import controls_help_key

from .conftest import Driver, record_texts
from .hotseat import play_the_turn, table

LEA, MARC = 0, 1


def four_seats(app: Any) -> Any:
    """Léa (0), Marc (1), two computers: the first seed where Léa plays first."""
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    seats += [Seat("ai", "hard"), Seat("ai", "hard")]
    seed = 1
    while GameSession.new("shinobi", seats, seed, {"players": 4}).state.current_player != LEA:
        seed += 1
    session = GameSession.new("shinobi", seats, seed, {"players": 4}, autosave=False)
    return table(app, ShinobiScene, session, confirm=False)


def to_the_cover(app: Any, ui: Driver, scene: Any) -> HandoffScene:
    for _ in range(600):
        ui.step()
        if isinstance(app.top, HandoffScene):
            return app.top
    raise AssertionError("no cover rose")


def passed(app: Any, ui: Driver, cover: HandoffScene, scene: Any) -> None:
    cover.update(GRACE_SECONDS)
    ui.step()
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.can_act


def test_every_seat_sees_again_every_turn_since_its_last(app: Any) -> None:
    scene = four_seats(app)
    ui = Driver(app)
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    play_the_turn(scene)  # Léa's first turn
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    assert scene.state.current_player == MARC
    marc = scene.again_run()[0]
    assert [p.seat for p in marc] and {p.seat for p in marc} == {LEA}  # Léa's turn
    play_the_turn(scene)  # Marc's, then the computers'
    cover = to_the_cover(app, ui, scene)
    assert scene.session.state.current_player == LEA
    # the hold before her cover is seen by Marc, his turn just played: it tells the
    # computers' turns since his (newcomer A, s24, rp1: it began with his own turn)
    held = [p.count for p in scene.hold_run()]
    assert held and {p.seat for p in scene.hold_run()} == {2, 3}
    passed(app, ui, cover, scene)
    hers = [p.count for p in scene.again_run()[0]]  # her own turn: since her last
    assert {p.seat for p in scene.again_run()[0]} == {MARC, 2, 3}  # Marc's not skipped
    assert hers[-len(held) :] == held and len(hers) > len(held)


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_the_footer_says_the_replays_keys(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = four_seats(app)
    ui = Driver(app)
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    play_the_turn(scene)
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    ui.key(pygame.K_t)
    assert scene.again is not None
    texts = record_texts(monkeypatch)
    ui.step()
    assert controls_help_key(scene) == "shinobi.help_again"  # fails before: shinobi.help
    assert str(app.tr("shinobi.help_again")) in texts
    assert str(app.tr("shinobi.help")) not in texts
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
