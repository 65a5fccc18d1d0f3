"""Night's hand-off says what the table will show the person it waits for: it said
'show my plans' at every turn, even at placement and on action turns of a 2-player
game, when nothing secret is on screen (issue 15: the words fit the game). A placement,
public, has no cover at all since s10 (test_night_place_cover.py)."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene

from .conftest import pass_handoff


def words_through_a_game(
    app: App, players: int, seed: int, until: set[str] | None = None
) -> list[tuple[str, str, bool, str]]:
    """(phase, the button's words, whether the seat to move knows a face-down token
    others do not, the key) at each hand-off of a game of `players` people, to its end
    or until every key in `until` has come (each hand-off costs a replay of the turn
    told: a whole 3-player game's 54 took 30 s in CI)."""
    session = GameSession.new(
        "night", [Seat("human")] * players, seed, {"players": players}, autosave=False
    )
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    rng = random.Random(seed)
    canvas = pygame.Surface((1280, 720))
    seen: list[tuple[str, str, bool, str]] = []
    for _ in range(30_000):
        state = session.state
        if state.is_terminal:
            break
        top = app.top
        if isinstance(top, HandoffScene):
            seat = state.current_player
            secret = not state.face_up and any(
                seat in k and len(k) < state.players for k in state.known
            )
            key = top.ready_key or ""
            assert top.button_text == app.tr(key, name=scene.seat_name(seat))
            seen.append((state.phase, top.button_text, secret, key))
            pass_handoff(app)
            if until is not None and until <= {k for *_, k in seen}:
                break
            continue
        scene.update(1 / 60)
        scene.draw(canvas)
        if scene.can_act:
            person_acts(scene, rng)
    return seen


def person_acts(
    scene: NightScene, rng: random.Random, plans: list[list[str]] | None = None
) -> None:
    """A person's one act at the table: the plan shown (or one of `plans`) confirmed, a
    throw nudged and thrown, else a collect or a steal offered, else a row at random."""
    if scene.state.phase == "plan":
        if plans:
            scene.plan = rng.choice(plans)
        scene.confirm_plan()
    elif scene.throw is not None:
        scene.aiming.nudge(rng.uniform(-10, 10))
        scene.throw_now()
    elif scene.options:
        kinds = [a.kind for a, _ in scene.options]
        wanted = next((k for k in ("collect", "steal") if k in kinds), None)
        pick = kinds.index(wanted) if wanted else rng.randrange(min(len(kinds), 9))
        scene.choose_option(pick)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_two_player_hand_off_shows_a_plan_or_nothing_secret(app: App, lang: str) -> None:
    app.set_language(lang)
    seen = words_through_a_game(app, 2, seed=3)
    phases = {phase for phase, *_ in seen}
    # placements and action turns, public, have no cover (s10, test_night_place_cover;
    # s14, test_night_turn_in_the_open): only the plans, made in secret
    assert phases == {"plan"}
    plan = app.tr("handoff.ready.night.plan", name="").split(":")[-1].strip()
    for phase, words, secret, _key in seen:
        assert not secret  # every token lies face up
        assert plan in words, (phase, words)
        assert "plans" not in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_three_player_hand_off_names_the_tokens_seen(app: App, lang: str) -> None:
    app.set_language(lang)
    # (no 'take' cover: a Collect or a Steal is made in the open, test_night_secret_turns)
    every = {f"handoff.ready.night.{k}" for k in ("plan", "plan_tokens", "tokens")}
    seen = words_through_a_game(app, 3, seed=5, until=every)
    assert {key for *_, key in seen} == every  # each kind of hand-off came, and was checked
    keys = {(phase, key) for phase, _, _, key in seen}
    for phase, _, secret, key in seen:
        if phase == "plan":
            assert key.endswith("plan_tokens" if secret else ".plan")
        elif secret:
            assert key.endswith(".tokens")
        else:  # nothing secret: no cover (s14); a Collect or a Steal in the open (s15)
            assert key.endswith(".take")
    assert ("act", "handoff.ready.night.tokens") in keys  # a collector saw its tokens
    assert ("plan", "handoff.ready.night.plan_tokens") in keys
    assert all(phase != "place" for phase, _ in keys)  # public: no cover (s10)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_with_nothing_secret_does_not_ask_the_others_to_look_away(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    plain = HandoffScene(app, "Sora", (90, 160, 220), lambda: None)
    assert plain.hint_key == "handoff.hint"
    for key, own in (("turn", True), ("plan", False), ("tokens", False)):
        cover = HandoffScene(
            app, "Sora", (90, 160, 220), lambda: None, ready_key=f"handoff.ready.night.{key}"
        )
        assert (cover.hint_key != "handoff.hint") is own
        cover.draw(pygame.Surface((1280, 720)))
