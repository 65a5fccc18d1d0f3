"""Enter on the summoning panel summons the count shown, whichever of '-', '+' or
'Max' was clicked last (newcomer A, s10, nc-91/085.png -> 086.png: after a click on
'+' the footer said '- and + ... then Enter', and Enter pressed '+' again, 9 to 10).
The '-' and '+' keep their own keys."""

from __future__ import annotations

import pygame

from scenes.app import App

from .test_dojo_summon_one import _summoning


def _click(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    row = next(o for o in scene.choices.options if o.name == name)
    scene.mouse = row.rect.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.rect.center))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=row.rect.center))


def test_enter_after_a_click_on_plus_summons_the_count_shown(app: App) -> None:
    scene = _summoning(app, 3, 20)
    scene.choices.list.guard.grace = 0.0
    scene.summoning.set(1)
    scene.choices.build()
    start = scene.summoning.count
    _click(scene, "+")
    count = scene.summoning.count
    assert count == start + 1
    played = []
    scene.submit = lambda action: played.append(action) or True  # type: ignore[method-assign]
    scene.on_key(pygame.K_RETURN)
    assert played == [f"summon {count}"]  # before: '+' again, no summoning
    assert scene.summoning.count == count


def test_plus_and_minus_keep_their_keys(app: App) -> None:
    scene = _summoning(app, 3, 20)
    scene.summoning.set(1)
    scene.choices.build()
    start = scene.summoning.count
    scene.on_key(pygame.K_PLUS)
    assert scene.summoning.count == start + 1
    scene.on_key(pygame.K_MINUS)
    assert scene.summoning.count == start
