"""Newcomer Y (s13, 068, 075): a Night action turn that shows nothing secret still had
a cover, 'This turn shows nothing secret: everyone may look', a pass and a press for
nothing ('if nothing is secret, why hide the screen?'). Such a turn now opens in the
open, as a placement does: the table on that person's turn at once, the prompt naming
her, and what the cover would have told since her last turn in the panel over the
village (public words, what touched her in gold). A turn that may show her a face the
others do not know keeps its cover. EN and FR."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night import secrecy
from scenes.app import App
from scenes.night import NightScene


def moving_table(app: App) -> NightScene:
    """Three people on the crossroads, placed, each planning Move then Skip: the first
    to act is shown to nobody yet (the last planner held the laptop)."""
    options = {"players": 3, "village": "crossroads"}
    session = GameSession.new("night", [Seat("human")] * 3, 11, options, autosave=False)
    s = session.state
    while s.phase != "act":
        legal = s.legal_actions()
        plan = [a for a in legal if str(a) == "plan move skip"]
        session.apply(plan[0] if plan else legal[0])
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat, scene.holder = None, None
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_with_nothing_secret_opens_with_no_cover(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = moving_table(app)
    state = scene.state
    canvas = pygame.Surface((1280, 720))
    first = state.current_player
    assert not secrecy.shows_secret(state, first)
    scene.update(1 / 60)
    assert app.top is scene  # fails before: 'I am ...: my turn (nothing secret)'
    assert scene.shown_seat == first and scene.holder is None and scene.can_act
    name = scene.seat_name(first)
    assert scene.prompt_panel.text().startswith(f"{name} — ")  # whose turn it is
    scene.draw(canvas)
    scene.play("end")  # she ends her turn (her Move left by choice)
    second = state.current_player
    for _ in range(5):
        scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == second
    panel = scene.table_view.since
    assert panel.shown  # what the cover would have told: her story since her plan
    assert any(text.startswith(name) for text, _ in panel.lines), panel.lines
    assert panel.title == app.tr("since.title", name=scene.seat_name(second))
    scene.draw(canvas)
    assert panel.rect is not None  # drawn over the village
    app.set_language("en")


def test_a_turn_holding_a_private_bonus_is_played_in_the_open(app: App) -> None:
    """A Shuriken only seat 0 has seen would be named by its row: the row is left out
    and her turn is played in the open all the same (whether a cover comes tells
    nothing of what she holds; secrecy.needs_private), 'Look at my tokens' offered."""
    s = line_state([("move", "skip")] * 3)
    shuriken = give(s, "shuriken", seat=0)  # a face-down token only seat 0 has seen
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == 0  # fails before: her cover
    assert scene.token_face(shuriken) != "shuriken"
    kinds = [a.kind for a, _ in scene.options]
    assert "shuriken" not in kinds and "peek" in kinds


def test_a_hook_held_can_carry_a_collect_to_a_roof_nearby() -> None:
    """A Grappling Hook every seat has seen (one stolen round the table) is no secret,
    but it takes its holder to a roof nearby before her Collect: face-down tokens
    there may show her new faces, so the turn is not played in the open."""
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")])
    give(s, "v1", building=1)  # roof 1, the nearest to seat 0's roof 0
    assert 1 in s.village.nearest(0)
    assert not secrecy.turn_may_reveal(s, 0)
    hook = give(s, "hook", seat=0)
    s.known[hook] = set(range(s.players))
    assert not secrecy.knows_private(s, 0)
    assert secrecy.turn_may_reveal(s, 0)  # fails before: only her own roof was looked at
