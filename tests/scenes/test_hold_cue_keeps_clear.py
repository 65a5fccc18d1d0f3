"""The hold's cue asks the table what it must not cover (hold_cue.CueHooks, a method of
every table), no longer Night's table_view by name: every table answers, none at most,
Night the banner of a throw's result where it was drawn last (newcomer T, s12, capE_08:
the cue lay over 'Green ninja's throw hits...'). test_handoff_hold_cue checks the cue
stands above it."""

from __future__ import annotations

import pygame
from support.night_line import line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.shinobi import ShinobiScene
from scenes.table import TableScene
from scenes.tableflow import hold_cue


def test_every_table_says_what_the_cue_keeps_clear_of(app: App) -> None:
    assert issubclass(TableScene, hold_cue.CueHooks)  # fails before: no such hook
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 4, {"players": 2}, autosave=False)
    shinobi = ShinobiScene(app, session, animate=False, ai_pause=0)
    assert shinobi.cue_keeps_clear() == []
    assert hold_cue.said_there(shinobi) == []


def test_night_keeps_its_banner_clear(app: App) -> None:
    s = line_state()
    seats = [Seat("human"), Seat("ai", "easy"), Seat("human")]
    night = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    assert night.cue_keeps_clear() == []  # no banner drawn
    banner = pygame.Rect(100, 500, 400, 40)
    night.table_view.banner_rect = banner
    assert night.cue_keeps_clear() == [banner]
    assert hold_cue.said_there(night) == [banner]
