"""While the computer's last move is held on the open table before the next person's
cover (handoff_flow.read), the table says so: whose move it was, who is next, that
Space, Enter or a click goes on, and a bar of the time left. Before, a still table
said 'Green ninja is playing…' for two seconds and nothing told that a key went on
(E4, s12, 71dfb01b: 'no on-screen cue during the hold'). EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.tableflow import hold_cue

from .conftest import Driver, record_blits
from .test_handoff_computer_read import TABLES, hold_begun, hot_seat


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_hold_says_whose_move_and_who_is_next(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, game: str, lang: str
) -> None:
    app.set_language(lang)
    scene: Any = hot_seat(app, game)
    hold_begun(app, ui, scene)
    texts = record_blits(monkeypatch)
    app.draw()
    said = hold_cue.words(scene)
    nxt = scene.state.current_player
    assert scene.seat_name(1) in said and scene.seat_name(nxt) in said
    room = hold_cue.board_area(scene, app.canvas).width - theme.px(40)
    lines = hold_cue.pill_lines(said, room)  # (two where one passes the board's sides)
    assert " ".join(lines) == said
    for line in lines:
        assert any(line in string for string, _ in texts)  # fails before: never drawn
    pill = hold_cue.draw(scene, pygame.Surface(app.view_size))
    assert pill is not None and app.canvas.get_rect().contains(pill)
    ui.key(pygame.K_SPACE)  # the hold over: no cue
    ui.step()
    assert hold_cue.draw(scene, pygame.Surface(app.view_size)) is None


def test_the_cue_stands_above_night_s_banner_of_a_throw(app: App, ui: Driver) -> None:
    """Newcomer T (s12, capE_08): the cue lay over 'Green ninja's throw hits: 19.1 cm...',
    both unreadable: it stands above the banner, never on it."""
    scene: Any = hot_seat(app, "night")
    hold_begun(app, ui, scene)
    canvas = pygame.Surface(app.view_size)
    alone = hold_cue.draw(scene, canvas)
    assert alone is not None
    banner = alone.inflate(0, 40).move(0, 10)  # a throw's banner where the cue would stand
    scene.table_view.banner_rect = banner
    moved = hold_cue.draw(scene, canvas)
    assert moved is not None and not moved.colliderect(banner) and moved.bottom <= banner.top
