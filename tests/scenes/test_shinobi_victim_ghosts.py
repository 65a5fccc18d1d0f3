"""Newcomer D (s14, nc-D.md): in hot-seat a clan of Léa's destroyed by another seat
while she was away just vanished from her row on her next view. Now it stands a beat
in her row, struck through, 'Destroyed' 'by Sora', then goes (after the beat, or at
her first action): scenes/shinobi/victim_ghosts.py. A built position, no whole game."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import victim_ghosts
from scenes.shinobi.scene import ShinobiScene
from scenes.shinobi.victim_ghosts import BEAT_SECONDS, VictimGhosts
from tests.shinobi.test_rules import BEAR, MONKEY, arrange

from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed


def her_turn(app: App) -> ShinobiScene:
    """Seat 0, a person, to draw: her turn's first phase, her table shown."""
    scene = table(app, [Seat("human"), Seat("ai", "easy")], "grasshopper", seed=first_seed(2))
    assert scene.state.phase == "draw" and scene.state.current_player == 0
    return scene


def reddish(colour: pygame.Color) -> bool:
    return colour.r > 150 and colour.r > colour.g + 80 and colour.r > colour.b + 60


def red_in(canvas: pygame.Surface, rect: pygame.Rect) -> int:
    return sum(
        1
        for x in range(rect.left, rect.right, 2)
        for y in range(rect.top, rect.bottom, 2)
        if reddish(canvas.get_at((x, y)))
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_her_clan_destroyed_by_another_seat_stands_a_beat_in_her_row(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = her_turn(app)
    assert scene.state.current_player == 0 and "Monkey" not in scene.state.clans[0]
    spider = [
        Event("power", {"seat": 1, "source": "Spider", "power": "destroy_clan", "level": 3}),
        Event(
            "destroy",
            {"seat": 1, "target": 0, "clan": "Monkey", "cards": MONKEY[:3], "whole": True},
        ),
    ]
    monkeypatch.setattr(victim_ghosts, "played_since", lambda table, seat: [(1, spider)])
    ghosts = VictimGhosts.of(scene)
    ghosts.key = None  # worked out again, from the story built here
    assert ghosts.ghosts(0) == [("Monkey", MONKEY[:3], "Sora", "shinobi.wreck")]
    words = [app.tr("shinobi.wreck"), app.tr("shinobi.wreck_by", name="Sora")]
    assert words == {"en": ["Destroyed", "by Sora"], "fr": ["Détruit", "par Sora"]}[lang]
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert ghosts.drawn, "no ghost drawn"  # fails before: her row shows nothing of it
    here = ghosts.drawn[0]
    assert not any(here.colliderect(rect) for rect, seat, _ in scene.board.tiles if seat == 0)
    assert red_in(canvas, here) > 20  # struck through in red
    assert ghosts.since is not None
    ghosts.since -= BEAT_SECONDS  # the beat is over (no waiting)
    scene.draw(canvas)
    assert ghosts.drawn == [] and red_in(canvas, here) == 0
    assert ghosts.alpha(ghosts.since + BEAT_SECONDS - 0.25) < 200  # fading at its end


def test_no_ghost_once_she_has_acted_or_for_a_seat_not_to_play(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = her_turn(app)
    spider = [
        Event("power", {"seat": 1, "source": "Spider", "power": "destroy_clan", "level": 3}),
        Event("destroy", {"seat": 1, "target": 0, "clan": "Monkey", "cards": [1], "whole": True}),
    ]
    monkeypatch.setattr(victim_ghosts, "played_since", lambda table, seat: [(1, spider)])
    ghosts = VictimGhosts.of(scene)
    ghosts.key = None
    assert ghosts.ghosts(0) != []
    assert ghosts.ghosts(1) == []  # not the seat to play
    held, scene.shown_seat = scene.shown_seat, None
    assert ghosts.ghosts(0) == []  # her cover up: nobody's table shows (handoff_flow)
    scene.shown_seat = held
    scene.play(scene.state.legal_actions()[0])  # her first action
    assert ghosts.ghosts(0) == []  # gone at her first action (the draw)


def test_her_clan_sent_back_to_her_hand_whole_stands_a_beat_too(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = her_turn(app)
    toads = [
        Event("power", {"seat": 1, "source": "Toad", "power": "return_clan", "level": 3}),
        Event("return_to_hand", {"seat": 1, "target": 0, "clan": "Monkey", "cards": [1, 2]}),
    ]
    monkeypatch.setattr(victim_ghosts, "played_since", lambda table, seat: [(1, toads)])
    ghosts = VictimGhosts.of(scene)
    ghosts.key = None
    assert ghosts.ghosts(0) == [("Monkey", [1, 2], "Sora", "shinobi.wreck_returned")]
    assert app.tr("shinobi.wreck_returned") == "Back in hand"


def test_her_clan_that_lost_a_card_is_framed_for_the_beat(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = her_turn(app)
    arrange(scene.state, clans={0: {"Bear": BEAR[:2]}})
    scene._refresh()
    spider = [
        Event("power", {"seat": 1, "source": "Spider", "power": "destroy_card", "level": 2}),
        Event("destroy", {"seat": 1, "target": 0, "clan": "Bear", "cards": [BEAR[2]]}),
    ]
    monkeypatch.setattr(victim_ghosts, "played_since", lambda table, seat: [(1, spider)])
    ghosts = VictimGhosts.of(scene)
    ghosts.key = None
    assert ghosts.ghosts(0) == [] and ghosts.hurt == [("Bear", 1, "Sora")]
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    bear = next(rect for rect, seat, clan in scene.board.tiles if (seat, clan) == (0, "Bear"))
    assert ghosts.drawn == [bear]  # fails before: nothing marks it
    assert ghosts.since is not None
    ghosts.since -= BEAT_SECONDS
    scene.draw(canvas)
    assert ghosts.drawn == []
