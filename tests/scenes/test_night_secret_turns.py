"""A Night turn the hand-off announces as showing nothing secret shows nothing secret
(issue 33, newcomer G, q1.png/q11.png): Ada's action turn was announced "This turn
shows nothing secret: everyone may look", then she collected and her new tokens lay
face up in her backpack, with her running total, on the screen Bo had been told he
might watch. A Collect or a Steal is now made in the open, chosen by the tokens'
backs, the faces taken landing face down before her (newcomer C, s14: a cover for
each Collect); no face only the person at the laptop may know is drawn, named or
scored on a turn played in the open (ninjas.night.secrecy, scenes/night/open_turn.py)."""

from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night import secrecy
from ninjas.night.rules import NightState
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene

from .conftest import pass_handoff
from .test_night_handoff import person_acts

PUBLIC = "handoff.ready.night.turn"
BONUS_RULES = "ninjas/night/bonuses.py"
"""Where the rules ask a seat's own knowledge of its tokens to list its bonuses."""
ROUNDS = 3
"""The rounds a walked game is played (enough for faces seen, collected and stolen)."""


@contextmanager
def faces_shown(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The tokens whose face the table tells although another seat may not know it,
    each time the table asks for any seat (drawing, the options' words: the viewer's,
    or the person's own, EVERYONE's on a turn played in the open), in the main thread
    (a computer's search asks for its own seat, elsewhere)."""
    told: list[int] = []
    real = NightState.kind_seen_by

    def spy(state: NightState, token: int, seat: int | None) -> str:
        face = real(state, token, seat)
        main = threading.current_thread() is threading.main_thread()
        # the rules asking which bonuses the seat may play (legal_actions) tell nobody:
        # the rows shown are looked at apart (play_hot_seat: no private kind named)
        rules = sys._getframe(1).f_code.co_filename.endswith(BONUS_RULES)
        if main and seat is not None and seat != -1 and not rules:
            if face == state.kinds[token] and secrecy.private_or_hidden(state, token):
                told.append(token)
        return face

    monkeypatch.setattr(NightState, "kind_seen_by", spy)
    yield told


def two_people_and_a_computer(app: App, state: NightState) -> NightScene:
    session = GameSession(
        "night", 7, dict(state.options), [Seat("human"), Seat("human"), Seat("ai")], state
    )
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def handoff_after_a_step(app: App, scene: NightScene) -> HandoffScene:
    scene.update(1 / 60)
    top = app.top
    assert isinstance(top, HandoffScene)
    return top


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_first_collect_is_made_in_the_open_and_shows_nothing(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ada holds nothing and plans a Collect on a roof of three face-down tokens: she
    chooses them by their backs with everyone looking on, no cover (newcomer C, s14:
    a cover for each Collect); they land in her backpack face down, her score '?', and
    'Look at my tokens' opens her cover, where their faces show."""
    app.set_language(lang)
    s = line_state([("collect", "skip"), ("move", "skip"), ("skip", "skip")])
    taken = [give(s, kind, building=0) for kind in ("v1", "v2", "kunai")]
    scene = two_people_and_a_computer(app, s)
    scene.shown_seat, scene.holder = None, 1  # Bo had the laptop last
    with faces_shown(scene, monkeypatch) as told:
        scene.update(1 / 60)
        assert app.top is scene and scene.shown_seat == 0  # fails before: a cover
        collect = next(
            k for k, (a, _) in enumerate(scene.options) if a.kind == "collect" and len(a.args) == 3
        )
        scene.choose_option(collect)
        scene.update(1 / 60)
        scene.draw(pygame.Surface((1280, 720)))
        assert app.top is scene
        assert all(t in s.backpacks[0] for t in taken)
        assert not told  # no face she took, drawn or named
    assert all(scene.token_face(t) != s.kinds[t] for t in taken)
    assert scene.backpacks.score_shown(0, s.backpacks[0]) is None
    kinds = [a.kind for a, _ in scene.options]
    assert "kunai" not in kinds and "peek" in kinds
    scene.choose_option(kinds.index("peek"))
    assert isinstance(app.top, HandoffScene)
    assert app.top.hint_key == "handoff.hint"  # 'Everyone else, please look away.'
    pass_handoff(app)
    assert all(scene.token_face(t) == s.kinds[t] for t in taken)
    app.set_language("en")


def test_a_steal_is_made_in_the_open_by_its_slot(app: App) -> None:
    """A Steal from a backpack holding a face-down token: the thief chooses the slot by
    its back, no cover; the token she took lies face down before her."""
    s = line_state([("steal", "skip"), ("move", "skip"), ("skip", "skip")], positions=(0, 0, 1))
    token = give(s, "v3", seat=1)
    scene = two_people_and_a_computer(app, s)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == 0  # fails before: a cover
    steal = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "steal")
    assert app.tr("night.named.v3") not in scene.options[steal][1]
    scene.choose_option(steal)
    scene.update(1 / 60)
    assert app.top is scene and token in s.backpacks[0]
    assert scene.token_face(token) != "v3"


def test_gears_held_can_make_any_turn_a_collect(app: App) -> None:
    """Gears turns a Move into a Collect before it is carried out: with it, a turn on a
    roof of face-down tokens may show them."""
    s = line_state([("move", "skip"), ("move", "skip"), ("skip", "skip")], players=3)
    give(s, "v1", building=0)
    assert not secrecy.turn_may_reveal(s, 0)
    gears = give(s, "gears", seat=0)
    assert secrecy.turn_may_reveal(s, 0)
    s.known[gears] = set(range(s.players))  # (known to all, it alone would not ask)
    assert not secrecy.knows_private(s, 0) and secrecy.shows_secret(s, 0)


def play_hot_seat(
    app: App, players: int, seed: int, monkeypatch: pytest.MonkeyPatch, people: int = 0
) -> tuple[int, set[str]]:
    """A game of `players` seats at one laptop (`people` of them people, the rest easy
    computers; all people unless said), the people choosing Collect and Steal where
    they may: the faces told on turns played in the open (none may be; nor a score
    only the person may know), and the covers' keys met (PUBLIC for a turn played in
    the open: it has no cover)."""
    people = people or players
    seats = [Seat("human")] * people + [Seat("ai", "easy")] * (players - people)
    session = GameSession.new("night", seats, seed, {"players": players}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    rng = random.Random(seed)
    canvas = pygame.Surface((1280, 720))
    keys: set[str] = set()
    leaks = 0
    with faces_shown(scene, monkeypatch) as told:
        deadline = time.monotonic() + 300  # the computers think in their worker
        while time.monotonic() < deadline:
            state = session.state
            if state.is_terminal or state.round > ROUNDS:
                break
            if isinstance(app.top, HandoffScene):
                keys.add(app.top.ready_key or "")
                told.clear()
                pass_handoff(app)
                continue
            scene.update(1 / 60)
            scene.draw(canvas)
            # a turn played in the open (no cover: skip_handoff.act_in_the_open), its
            # person not holding the laptop through a cover, shows no private face
            public = scene.shown_seat is not None and scene.holder != scene.shown_seat
            if public:
                leaks += len(told)
                seat = scene.shown_seat
                pack = state.backpacks[seat]
                mine = any(secrecy.private_to(state, seat, t) for t in pack)
                if mine and scene.backpacks.score_shown(seat, pack) is not None:
                    leaks += 1  # her score, told where only she knows the faces
                aiming = scene.throw is not None  # a throw watched by all (open_throw.py)
                if scene.can_act and not aiming and secrecy.needs_private(state, seat):
                    leaks += 1  # a choice she must make needs her faces: her cover
                rows = [a for a, _ in scene.options] if scene.can_act else []
                if any(secrecy.names_private_kind(state, seat, a) for a in rows):
                    leaks += 1  # a row names her private bonus ('Kunai')
                if scene.can_act and state.phase == "act":
                    keys.add(PUBLIC)
            told.clear()
            if not scene.can_act:
                if session.ai_to_move:
                    time.sleep(0.001)
                continue
            person_acts(scene, rng, [["collect", "steal"], ["move", "collect"], ["steal", "move"]])
    return leaks, keys


@pytest.mark.parametrize(("players", "seed"), [(3, 5), (4, 8)])
def test_no_turn_announced_public_shows_a_private_face(
    app: App, players: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    leaks, keys = play_hot_seat(app, players, seed, monkeypatch)
    assert leaks == 0
    # (no 'show me the tokens I take' cover: a Collect and a Steal are made in the open)
    assert {PUBLIC, "handoff.ready.night.tokens"} <= keys


@pytest.mark.parametrize(("players", "seed"), [(3, 14), (4, 9)])
def test_two_people_and_computers_see_no_private_face_in_the_open(
    app: App, players: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two people and easy computers, ROUNDS rounds: turns played in the open with a
    private token face down (open_turn.py) draw no private face, tell no private score."""
    leaks, keys = play_hot_seat(app, players, seed, monkeypatch, people=2)
    assert leaks == 0
    assert PUBLIC in keys
