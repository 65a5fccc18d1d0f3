"""Guided Night, step 8 (Attack): its bubble lay over the fronts of the roofs it talks
about, 'Click Blue's roof' with Blue's building under the bubble (issue 33, s10). The
bubble now leaves clear, walls and all, the person's building and every one it may
attack, wherever Blue stands; a throw's banner stays off the bubble too. English and
French, 1280x720 and 1920x1080."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.night.table_view import help_key
from scenes.night.tutorial import STEPS
from scenes.widgets import hint_strip_height

from .test_night_native import choose_first
from .test_night_tutorial_bubbles import play_guided


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_attack_bubble_leaves_the_roofs_it_talks_about_clear(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = play_guided(app, "attack")
    assert STEPS[scene.guide.step].key == "attack"
    state = scene.state
    canvas = pygame.Surface(size)
    here = 1  # Red on roof 2, at the village's top; Blue on each other roof in turn
    for blue in range(len(state.roofs)):
        if blue == here or not state.village.reachable(here, blue):
            continue
        state.positions[0], state.positions[1] = here, blue
        scene._refresh()
        scene.draw(canvas)
        assert scene.pointed_roofs() == [here, blue]
        bubble = scene.guide.bubble_rect()
        for building in (here, blue):  # fails before: roof 11's front under it
            assert not bubble.colliderect(scene.building_box(building)), (blue, building)
        assert pygame.Rect((0, 0), size).contains(bubble)
        strip = hint_strip_height()  # no half a keys' line beside a bubble over it
        middle = pygame.Rect(0, size[1] - strip, size[0], strip).centery
        keys = scene.app.tr(help_key(scene))[:12]
        assert (keys in drawn_texts(scene, canvas)) is (bubble.bottom <= middle)
        shot = os.environ.get("NINJAS_TEST_SHOT")
        if shot and blue == 10:
            pygame.image.save(canvas, f"{shot}_{lang}_{size[0]}.png")
    app.set_language("en")


def test_a_throw_s_banner_stays_off_the_bubble(sized_app: Any) -> None:
    """At 1920x1080 the banner of Blue's throw lay under the bubble, bottom right."""
    app = sized_app((1920, 1080))
    app.set_language("fr")
    scene = play_guided(app, "attack")
    scene.draw(pygame.Surface((1920, 1080)))
    bubble = scene.guide.bubble_rect()
    assert scene.overlays() == [bubble]
    layout = scene.layout()
    for size in ((840, 100), (640, 130)):
        rect, _ = scene.table_view.banner_spot(size, layout)
        assert not rect.colliderect(bubble), (size, rect, bubble)  # fails before
    app.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_bubble_at_the_village_s_foot_keeps_the_keys_line(sized_app: Any, size) -> None:
    """The Move step's bubble stands at the village's foot, just above the keys' line
    (or a few px into its fade): the line is drawn."""
    app = sized_app(size)
    scene = play_guided(app, "move")
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    assert scene.guide.bubble_rect().bottom <= scene.layout().map.bottom
    assert scene.app.tr(help_key(scene))[:12] in drawn_texts(scene, canvas)


def drawn_texts(scene: Any, canvas: pygame.Surface) -> str:
    """Every string drawn in one frame of `scene`, joined."""
    texts: list[str] = []
    blit = theme.blit_text

    def noting(surface: Any, string: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts.append(string)
        return blit(surface, string, *args, **kwargs)

    theme.blit_text = noting
    try:
        scene.draw(canvas)
    finally:
        theme.blit_text = blit
    return "\n".join(texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_ring_holds_the_whole_string_panel_while_aiming(sized_app: Any, size) -> None:  # type: ignore[no-untyped-def]
    """Newcomer D (s10, nc-94/216.png, FR 1920x1080): at the attack step, while the fist's
    string was set, the ring stood round the options' area and the string's panel ran on
    under it: an empty framed box under the string. The ring holds the whole panel."""
    app = sized_app(size)
    app.set_language("fr")
    scene = play_guided(app, "attack")
    canvas = pygame.Surface(size)
    for _ in range(2_000):
        if scene.throw is not None:
            break
        scene.update(1 / 60)
        scene.draw(canvas)
        if not scene.can_act:
            continue
        if scene.state.phase == "plan":
            scene.click(scene.layout().confirm_rect().center)
        else:
            choose_first(scene, ("attack", "move"))  # the fist or the grapnel: one panel
    assert scene.throw is not None and STEPS[scene.guide.step].key == "attack"
    scene.draw(canvas)
    step = STEPS[scene.guide.step]
    ring = scene.guide.steps[scene.guide.step].target()
    layout = scene.layout()
    panel = scene.aiming.panels(layout)[0]  # sized to the string since s11 (nc-J/071)
    assert step.key == "attack" and ring == panel  # fails before: layout.area
    assert scene.table_view.boxes(layout)[1] == panel  # the string's panel, held whole
    near, far = scene.aiming.string_ends()
    assert ring.collidepoint(near) and ring.collidepoint(far)
    app.set_language("en")
