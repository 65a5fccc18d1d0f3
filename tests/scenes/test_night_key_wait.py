"""E and Enter are never dropped without a word (issue 33, newcomer R, s8 n16->n17, e5:
E after Bo's collect, and Enter then E at an End turn confirm, did nothing; a later E
worked). An End turn confirmed by E whose release went to the hand-off's cover that
followed left E 'held' at the table, which dropped its next press, another person's
too; and E pressed while the person's own throw still flew acted on nothing."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat
from ninjas.night import secrecy
from scenes.app import App
from scenes.handoff import GRACE_SECONDS
from scenes.night import NightScene

CANVAS = pygame.Surface((1280, 720))


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        top = app.top
        assert top is not None
        top.update(1 / 60)
        top.draw(CANVAS)


def key(app: App, k: int, kind: int = pygame.KEYDOWN) -> None:
    app.dispatch(pygame.event.Event(kind, key=k, mod=0))


def two_people(app: App, animate: bool = False) -> NightScene:
    """Ada and Bo at one laptop, then a computer; every plan Move + Move; Ada to act."""
    app.settings.confirm_turn_end = True
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene: NightScene = first_action_turn(app, 5, "plan move move", seats)
    scene.animate = animate
    frames(app)
    return scene


def bo_has_seen_a_token(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> None:
    """A token only Bo has seen in his backpack, and a turn that needs it: his turn has
    its cover (a turn with nothing secret is played in the open since s14; one whose
    choices need no private face too, his tokens face down: open_turn.py)."""
    s = scene.state
    roof = next(r for r in s.roofs if r)
    token = roof.pop()
    s.backpacks[1][s.backpacks[1].index(None)] = token
    s.known[token] = {1}
    monkeypatch.setattr(secrecy, "needs_private", lambda state, seat: seat == 1)


def test_e_confirmed_into_a_hand_off_does_not_drop_the_next_persons_e(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = two_people(app)
    bo_has_seen_a_token(scene, monkeypatch)
    key(app, pygame.K_e)  # Ada skips her Move: the End turn confirm waits
    frames(app)
    key(app, pygame.K_e, pygame.KEYUP)
    assert scene.turn_end.waiting
    key(app, pygame.K_e)  # the confirm: the hand-off to Bo covers the table ...
    frames(app, 3)
    assert app.top is not scene
    key(app, pygame.K_e, pygame.KEYUP)  # ... and gets E's release
    frames(app, round(GRACE_SECONDS * 60) + 6)  # (the cover takes no key before it)
    key(app, pygame.K_RETURN)  # "I am Bo"
    key(app, pygame.K_RETURN, pygame.KEYUP)
    frames(app, 3)
    assert app.top is scene and scene.state.current_player == 1 and scene.can_act
    key(app, pygame.K_e)  # Bo's E: skips his Move, the confirm waits (before: dropped)
    frames(app)
    assert scene.turn_end.waiting and scene.turn_end.seat == 1
    app.pop()


def test_e_pressed_while_ones_own_throw_flies_acts_once_it_lands(app: App) -> None:
    scene = two_people(app, animate=True)
    moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
    scene.choose_option(moves[0])
    assert scene.throw is not None
    key(app, pygame.K_RETURN)  # thrown: the rope flies
    key(app, pygame.K_RETURN, pygame.KEYUP)
    frames(app)
    assert scene.busy and scene.session.actions[-1].startswith("move")
    played = len(scene.session.actions)
    key(app, pygame.K_e)  # while it flies (before: dropped)
    key(app, pygame.K_e, pygame.KEYUP)
    assert len(scene.session.actions) == played
    for _ in range(600):
        if not scene.busy:
            break
        frames(app)
    frames(app)
    # then her E played End the turn
    assert scene.session.actions[-1] == "end"
    app.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_pressed_while_ones_own_throw_flies_says_to_wait(app: App, lang: str) -> None:
    """Enter chooses the row lit, which the throw's end may change: it is said to wait,
    never carried over onto another row."""
    app.set_language(lang)
    scene = two_people(app, animate=True)
    moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
    scene.choose_option(moves[0])
    key(app, pygame.K_RETURN)  # thrown: the rope flies
    key(app, pygame.K_RETURN, pygame.KEYUP)
    frames(app)
    assert scene.busy
    played = len(scene.session.actions)
    key(app, pygame.K_RETURN)  # before: dropped without a word
    key(app, pygame.K_RETURN, pygame.KEYUP)
    assert scene.refusal() == app.tr("night.key_wait")
    for _ in range(600):
        if not scene.busy:
            break
        frames(app)
    frames(app, 3)
    assert len(scene.session.actions) == played  # nothing chosen for them
    app.pop()
    app.set_language("en")
