"""A ninja on a front roof stands clear of the tokens on the roof behind it (issue 33,
newcomer W, s9 nt34: Green on roof 6 had roof 3's yellow token on its hat, where it read
as Green's or roof 6's). Where its depth on its roof cannot clear them, it slides along
its roof as far as it may, here to all but a corner of its hat's brim (scenes/night/depth.py: standing_depth); only the picture moves."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene, art

from ..night.test_undo_own_token import TO_STEAL, W_OPTIONS


def test_green_on_roof_6_keeps_off_roof_3s_tokens(app: App) -> None:
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]
    game = GameSession.new("night", seats, 9302, dict(W_OPTIONS), autosave=False)
    for action in [*TO_STEAL, "hook 2 7", "end", "move 5 19.9", "end"]:  # W's nt34
        game.apply(action)
    scene = NightScene(app, game, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    view = scene.view
    assert game.state.positions[2] == 5 and len(game.state.roofs[2]) == 3  # Green, roof 6
    feet = view.ninja_spot(5, 2)
    picture = art.ninja(2, view.ninja_height(), rim=(255, 255, 255))
    assert picture is not None
    figure = picture.get_bounding_rect().move(picture.get_rect(midbottom=feet).topleft)
    d = view.token_size()
    for k in range(3):
        box = pygame.Rect(0, 0, d, d * 4 // 5)
        box.center = view.token_spot(2, k)
        under = figure.clip(box)
        # its centre clear, at most a corner of the hat's brim (drawn over it: depth.py)
        assert not figure.collidepoint(box.center), (k, figure, box)  # fails before: 1
        assert under.w * under.h <= box.w * box.h // 4, (k, figure, box)
    roof = view.roof_outline(5)
    left, right = min(x for x, _ in roof), max(x for x, _ in roof)
    assert left < feet[0] < right  # still on its own roof
