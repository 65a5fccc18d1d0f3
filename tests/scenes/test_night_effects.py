"""The Night table's animations: each event has its own, what an event causes waits
for the throw that causes it, they follow the animation speed, and a token flying
anywhere shows only what the shown seat may know."""

from __future__ import annotations

import random

import pygame
import pytest
from support.hold import go_on_when_read
from support.night_line import give, line_state, scene_of

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.night import data
from ninjas.night.rules import INJURY, NightState
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene, art, effects

from .conftest import pass_handoff


def crafted(plans: list[tuple[str, str]], positions: tuple[int, ...] = (0, 1, 2)) -> NightState:
    return line_state(plans, positions)


def kinds_after(scene: NightScene, action: str) -> list[str]:
    scene.effects.clear()
    scene.play(action)
    return [e.kind for e in scene.effects]


def test_each_event_has_its_own_animation(app: App) -> None:
    s = crafted([("collect", "steal")] * 3, positions=(0, 0, 2))
    give(s, "v2", 0)
    give(s, "v3", seat=1)
    scene = scene_of(app, s)
    assert kinds_after(scene, "collect 0") == ["collected"]
    s.main_done, s.step = False, 1  # straight to the second action: steal
    assert kinds_after(scene, "steal 1 0") == ["stolen"]

    s = crafted([("heal", "skip")] * 3)
    s.backpacks[0] = [INJURY, INJURY, None, None]
    give(s, "potion", seat=0)
    give(s, "gears", seat=0)
    scene = scene_of(app, s)
    assert kinds_after(scene, "heal") == ["healed"]
    give(s, "hook", seat=0)
    assert kinds_after(scene, "potion 2") == ["bonus", "potion"]  # no second cross
    assert kinds_after(scene, "gears 3 2 move") == ["bonus", "gears"]
    assert scene.effects[-1].label == app.tr("night.action.move")
    hook = s.backpacks[0].index(next(t for t in s.backpacks[0] if t and s.kinds[t] == "hook"))
    assert kinds_after(scene, f"hook {hook} 1") == ["bonus", "hook"]

    s = crafted([("skip", "skip")] * 3)
    give(s, "shuriken", seat=0)
    give(s, "kunai", seat=0)
    give(s, "v1", seat=1)
    scene = scene_of(app, s)
    assert kinds_after(scene, "shuriken 0 1 20.0") == ["bonus", "shuriken", "injured"]
    assert kinds_after(scene, "kunai 1 1 20.0 0") == ["bonus", "kunai", "knocked_off"]

    s = crafted([("attack", "skip")] * 3)
    scene = scene_of(app, s)
    assert kinds_after(scene, "attack 1 20.0") == ["injured"] and scene.rope is not None
    scene.stage.announce(Event("dawn", {"scores": [], "returns": []}))
    assert scene.effects[-1].kind == "dawn"

    every = set(data.BONUS_KINDS) | {"injured", "collected", "stolen", "dawn"}
    looks = {kind: frame_of(app, kind, 0.5) for kind in every}
    assert len(set(looks.values())) == len(every)  # no two look the same


def frame_of(app: App, kind: str, share: float | None) -> bytes:
    """The table drawn with one animation `share` of the way through (None: none)."""
    s = crafted([("skip", "skip")] * 3)
    t = give(s, "v2", seat=0)
    scene = scene_of(app, s)
    view = scene.view
    start, end = view.ninja_spot(0, 0), view.ninja_spot(1, 0)
    if kind in ("collected", "discarded", "knocked_off", "stolen"):
        start, end = view.token_spot(1, 0), scene.layout().slot_rect(0, 0).center
    if share is not None:
        effect = effects.Effect(kind, start, end, seat=0, token=t, label="Move", sizes=(16, 30))
        effect.age = share * effect.duration
        scene.effects = [effect]
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    app.pop()
    return pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("kind", sorted(effects.DURATIONS))
def test_each_animation_draws_something_through_its_life(app: App, kind: str) -> None:
    blank = frame_of(app, kind, None)
    for share in (0.2, 0.5, 0.8):
        assert frame_of(app, kind, share) != blank, share


def test_what_a_throw_causes_waits_for_it_to_land(app: App) -> None:
    # (Bruno heals once hit: the turns passed for nothing to do stop there, no new
    # round's card holds the table meanwhile: round_card.py)
    s = crafted([("skip", "skip"), ("heal", "heal"), ("skip", "skip")])
    give(s, "shuriken", seat=0)
    scene = scene_of(app, s)
    scene.play("shuriken 0 1 20.0")
    flight, injury = scene.effects[1], scene.effects[2]
    assert flight.kind == "shuriken" and injury.kind == "injured" and injury.waiting
    assert scene.busy and not scene.can_act  # the table waits for the blade
    for _ in range(240):  # the fist flies about a second, the rope lies a second more
        scene.update(1 / 60)
    assert not scene.busy and injury.age > 0


@pytest.mark.parametrize("speed", [0.5, 1.0, 2.0, 4.0])
def test_animations_follow_the_animation_speed(app: App, speed: float) -> None:
    app.settings.animation_speed = speed
    s = crafted([("heal", "skip")] * 3)
    s.backpacks[0] = [INJURY, None, None, None]
    scene = scene_of(app, s)
    scene.play("heal")
    (effect,) = scene.effects
    frames = 0
    for _ in range(1_000):  # bounded: a test never hangs on an animation that lasts
        if not scene.effects:
            break
        scene.update(1 / 60)
        frames += 1
    assert frames == pytest.approx(effect.duration * 60 / speed, abs=1.5)


def record_faces(
    monkeypatch: pytest.MonkeyPatch, scene: NightScene
) -> list[tuple[int | None, str]]:
    """Every token picture the table asks for, with whose knowledge the screen shows."""
    drawn: list[tuple[int | None, str]] = []
    real = art.token

    def token(
        face: str, diameter: int, squash: float = 1.0, alpha: int = 255
    ) -> pygame.Surface | None:
        drawn.append((scene.viewer, face))
        return real(face, diameter, squash, alpha)

    monkeypatch.setattr(art, "token", token)
    return drawn


def test_a_token_flying_shows_only_what_the_shown_seat_may_know(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = crafted([("collect", "steal"), ("skip", "skip"), ("skip", "skip")], positions=(0, 0, 2))
    roof = [give(s, k, 0) for k in ("v3", "potion")]
    own = give(s, "y5", seat=1)
    scene = scene_of(app, s)
    scene.shown_seat = 2  # seat 2 watches seat 0 collect and steal: it knows none of these
    drawn = record_faces(monkeypatch, scene)
    scene.play("collect 0 1")
    s.main_done, s.step = False, 1
    scene.play("steal 1 0")
    canvas = pygame.Surface((1280, 720))
    for _ in range(300):
        if not scene.effects:
            break
        scene.update(1 / 30)
        scene.draw(canvas)
    assert not scene.effects
    assert {face for _, face in drawn} <= {"pink", "yellow"}
    assert all(s.kind_seen_by(t, 2) in ("pink", "yellow") for t in [*roof, own])
    drawn.clear()
    scene.shown_seat = 0  # the collector sees its own tokens' faces
    scene.draw(canvas)
    assert {"v3", "potion", "y5"} <= {face for _, face in drawn}


def test_through_a_game_between_two_people_no_animation_tells_a_secret(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 3, {"players": 3}, autosave=False)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    drawn = record_faces(monkeypatch, scene)
    canvas = pygame.Surface((1280, 720))
    rng = random.Random(8)
    seen_kinds: set[str] = set()
    for _ in range(40_000):
        if session.state.is_terminal:
            break
        if isinstance(app.top, HandoffScene):
            pass_handoff(app)
            continue
        scene.update(rng.choice((1 / 30, 1 / 10)))
        if scene.stage.round_card.waits:  # a round's card read (round_card.py)
            scene.stage.round_card.hurry()
        go_on_when_read(scene)  # the hold before another's cover waits for a key
        drawn.clear()
        scene.draw(canvas)
        state = scene.state
        for viewer, face in drawn:
            if viewer == -1:
                assert face in ("pink", "yellow"), face
            else:
                assert viewer is not None
                allowed = {state.kind_seen_by(t, viewer) for t in range(len(state.kinds))}
                assert face in allowed, (viewer, face)
        seen_kinds |= {e.kind for e in scene.effects}
        if scene.can_act:
            if state.phase == "plan":
                scene.plan = [rng.choice(("move", "collect", "steal")), "collect"]
                scene.confirm_plan()
            elif scene.throw is not None:
                scene.throw_now()
            elif scene.options:
                scene.choose_option(rng.randrange(min(len(scene.options), 9)))
    assert session.state.is_terminal and "collected" in seen_kinds


def test_a_roof_potion_is_taken_into_the_hand_and_drunk_with_a_full_backpack(
    app: App,
) -> None:
    s = crafted([("collect", "skip")] * 3)
    s.backpacks[0] = [INJURY] * 4
    potion = give(s, "potion", 0)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    labels = {str(a): text for a, text in scene.options}
    assert "hand" in labels["collect 0"]  # no free slot: it goes into the hand
    scene.play("collect 0")
    assert s.held == [potion] and [e.kind for e in scene.effects] == ["collected"]
    name = scene.seat_name(0)  # the log says what was done, not 'collects 0 tokens'
    assert scene.log_lines[-1] == app.tr.plural("night.log.held", 1, name=name)
    labels = {str(a): text for a, text in scene.options}
    assert "hand" in labels["potion h0"] and "hand" in labels["end"]
    scene.play("potion h0")
    assert s.injuries(0) == 0 and s.held == []
    assert any("all 4 injuries" in line for line in scene.log_lines)


def test_the_rules_say_a_potion_heals_all_injuries(app: App) -> None:
    for lang, words in (("en", "heal all your injuries"), ("fr", "toutes vos blessures")):
        app.set_language(lang)
        assert words in app.tr("rules.night.bonuses.body")
    app.set_language("en")
