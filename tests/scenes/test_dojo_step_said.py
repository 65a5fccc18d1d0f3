"""The computer's step said in words in the action panel while it waits (newcomer K,
s17, 037, 046, 047, rp1_6, rp1_8: the panel showed only 'Its next move (Enter)' or
'Next: walk 2 (2 of 3)', and after its last walk an empty box with a button): its roll,
'Walk 1 of 2: 1 move left after it.', the walk's own line; its summoning's cards and
ninjas; live (one move at a time), 'Walk 2: 4 moves left of the 4 rolled.' and the
walk's line. Inside the panel, under the wait's button, clear of the pace's switch."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import step_said

from .conftest import Driver, record_blits
from .test_dojo_follow_pace import _until, _walking
from .test_dojo_turn_again import _frames_until, _kept_turn

WORDS = {
    "en": ("rolled", "Walk 1 of ", "Its summoning:"),
    "fr": ("a fait", "Marche 1 sur ", "Son invocation\u00a0:"),
}


def _drawn_inside(scene: object, blits: list[tuple[str, pygame.Rect]], said: list[str]) -> None:
    action = scene.layout.action  # type: ignore[attr-defined]
    follow = scene.turn_again.follow  # type: ignore[attr-defined]
    rows = [rect for text, rect in blits if text in said]
    assert len(rows) == len(said)  # every row drawn, none cut
    for rect in rows:
        assert action.contains(rect)
        assert not rect.colliderect(scene.turn_again.button.rect)  # type: ignore[attr-defined]
        assert not rect.colliderect(follow.button.rect)
        assert not rect.colliderect(follow.pace_button.rect)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_says_each_step(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _kept_turn(app, lang)
    again = scene.turn_again
    ui.key(pygame.K_t)
    rolled, first_walk, summoning = WORDS[lang]
    seen: list[list[str]] = []
    for _ in range(again.total):
        _frames_until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        blits = record_blits(monkeypatch)
        scene.draw(pygame.Surface(app.view_size))
        said = [row for row, _ in step_said.rows(scene)]
        _drawn_inside(scene, blits, said)
        seen.append(said)
        label = theme.text(again.next_label(), theme.FONT_BODY).get_width()
        assert label < again.button.rect.width  # its label inside (it overran it)
        scene.on_key(pygame.K_RETURN)
    assert len(seen) == again.total
    assert all(rolled in said[0] for said in seen)  # its roll first, every step
    assert seen[0][1].startswith(first_walk)
    walk = scene.their_turn.walks[0]
    assert any(f"{walk.moves} " in row for row in seen[0][2:])  # the walk's own line
    assert seen[-1][1] == summoning  # its summoning's step (the turn had one)


def test_live_one_move_at_a_time_says_its_walk(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _walking(app, "step")
    follow = scene.turn_again.follow
    assert _until(scene, lambda: follow.shown)
    blits = record_blits(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    said = [row for row, _ in step_said.rows(scene)]
    walk = len(scene.stage.live.walks)
    assert said and said[0].startswith(f"Walk {walk}: ")  # fails before: nothing said
    assert "rolled" in said[0] or "spent" in said[0]
    assert any(row.startswith("Walks ") for row in said[1:])
    _drawn_inside(scene, blits, said)


def test_the_replay_s_summoning_shows_its_dice_till_next(app: App, ui: Driver) -> None:
    """Its summoning's dice stand under their hexes, their faces held till 'Next' (K,
    rp1_8: 'the summoning step went by without showing the cards and dice')."""
    scene = _kept_turn(app)
    again = scene.turn_again
    ui.key(pygame.K_t)
    for _ in range(again.total):
        _frames_until(scene, lambda: again.shown or not again.active)
        if scene.stage.summon_show is not None:
            break
        scene.on_key(pygame.K_RETURN)
    show = scene.stage.summon_show
    assert show is not None and show.faces and show.hexes  # before: none
    for _ in range(30):  # held, nobody pressing
        scene.update(1.0)
        assert scene.stage.summon_show is show and again.shown
    assert not scene.summoning.shown()  # its cards not over the Roll button and 'Next'
    scene.on_key(pygame.K_RETURN)
    _frames_until(scene, lambda: not again.active)
    assert scene.stage.summon_show is None
