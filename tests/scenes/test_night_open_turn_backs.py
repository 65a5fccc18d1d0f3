"""A Night action turn whose choice does not need the person's private faces is played
in the open, the cardboard way: her tokens drawn face down as the others' are, no
cover, her score '?' (newcomer Y, s13: a cover at nearly every step once a first
Collect had shown her faces the others did not know). A row 'Look at my tokens (the
others look away)' opens her cover on demand; once she says it is her, her faces show
for the rest of her turn (scenes/night/open_turn.py). EN and FR, 3 and 4 seats."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.open_turn import PEEK

from .conftest import pass_handoff


def open_table(app: App, players: int) -> tuple[NightScene, int]:
    """Seat 0, a person, to move with a Move planned and a 3-point token only she has
    seen; seat 1 a person too, the rest computers; nobody holds the laptop."""
    plans = [("move", "skip")] + [("skip", "skip")] * (players - 1)
    s = line_state(plans, positions=(0, 2, 1, 2), players=players)
    token = give(s, "v3", seat=0)
    seats = [Seat("human"), Seat("human")] + [Seat("ai", "easy")] * (players - 2)
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    return scene, token


@pytest.mark.parametrize(
    ("lang", "players", "phone"), [("en", 3, False), ("fr", 4, False), ("en", 3, True)]
)
def test_her_private_token_lies_face_down_and_she_may_look(
    app: App, lang: str, players: int, phone: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """(`phone`: the other person plays on a phone beside the laptop.)"""
    app.set_language(lang)
    scene, token = open_table(app, players)
    if phone:
        monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 1)
    s = scene.state
    canvas = pygame.Surface((1280, 720))
    scene.update(1 / 60)
    assert app.top is scene  # fails before: 'I am ...: show me the tokens I have seen'
    assert scene.shown_seat == 0 and scene.can_act
    assert scene.token_face(token) == "pink"  # its back, as the others' are
    assert scene.backpacks.score_shown(0, s.backpacks[0]) is None  # '? pts'
    labels = [label for _, label in scene.options]
    assert not any(app.tr("night.named.v3") in label for label in labels), labels
    peek = [k for k, (a, _) in enumerate(scene.options) if a.kind == PEEK]
    assert len(peek) == 1 and scene.options[-1][0].kind == "end"
    assert scene.options[peek[0]][1] == app.tr("night.act.peek")
    scene.draw(canvas)
    scene.choose_option(peek[0])
    cover = app.top
    assert isinstance(cover, HandoffScene)
    assert scene.shown_seat is None  # nothing of hers under the cover
    assert cover.ready_key == "handoff.ready.night.tokens"
    assert cover.hint_key == "handoff.hint"  # 'Everyone else, please look away.'
    pass_handoff(app)
    assert app.top is scene and scene.shown_seat == 0 and scene.holder == 0
    assert scene.token_face(token) == "v3"  # her face, now she holds the laptop
    assert scene.backpacks.score_shown(0, s.backpacks[0]) == 3
    assert not any(a.kind == PEEK for a, _ in scene.options)
    scene.draw(canvas)
    app.set_language("en")


def test_her_private_kunai_in_reach_is_left_out_until_she_looks(app: App) -> None:
    """Her private Kunai had nobody to aim at (everyone on her roof): the turn opened
    in the open. Her Move takes her next door: the Kunai's rows would say 'Kunai', so
    they are not offered; no cover comes by itself (its coming would tell the others
    she holds a bonus in reach, newcomer C, s14); 'Look at my tokens' opens her cover
    and then the Kunai is offered."""
    s = line_state([("move", "skip"), ("skip", "skip"), ("skip", "skip")], positions=(0, 0, 0))
    give(s, "v1", seat=1)  # something for the Kunai to knock off
    kunai = give(s, "kunai", seat=0)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == 0  # in the open, the Kunai face down
    assert scene.token_face(kunai) != "kunai"
    s.positions[0], s.main_done = 1, True  # (as after her Move to roof 2)
    scene._refresh()
    assert app.top is scene  # fails before: her cover came by itself
    kinds = [a.kind for a, _ in scene.options]
    assert "kunai" not in kinds and "out" not in kinds
    assert PEEK in kinds
    labels = " ".join(label for _, label in scene.options)
    assert "Kunai" not in labels
    scene.choose_option(kinds.index(PEEK))
    assert isinstance(app.top, HandoffScene)
    assert scene.shown_seat is None
    pass_handoff(app)
    assert any(a.kind == "kunai" for a, _ in scene.options)
    assert scene.token_face(kunai) == "kunai"


def test_a_hint_in_the_open_asks_her_cover_first(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint is searched on what she knows: shown in the open, its choice would tell
    a face the others may not see ('Discard slot 3'). Her cover comes first; no hint
    is shown meanwhile, and once she says it is her it is asked again."""
    scene, token = open_table(app, 3)
    scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == 0
    assert scene.hint_move("end") is None  # fails before: the hint shown in the open
    assert isinstance(app.top, HandoffScene)
    assert scene.shown_seat is None
    asked: list[bool] = []
    monkeypatch.setattr(scene, "request_hint", lambda: asked.append(True))
    pass_handoff(app)
    assert asked == [True]  # asked again on her own table (fails before: a second H)
    assert scene.shown_seat == 0 and scene.holder == 0
    assert scene.hint_move("end") is not None  # her own table now: the hint shows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_in_the_open_that_fills_her_hand_brings_her_cover(app: App, lang: str) -> None:
    """Two tokens taken with room for one: the other lies in her hand, to keep or put
    back by its face. Her cover comes at once, its button 'I am ...: show me the tokens
    I take' (it said 'the tokens I have seen'), the others asked to look away."""
    app.set_language(lang)
    scene, _ = open_table(app, 3)
    s = scene.state
    s.plans[0] = ["collect", "skip"]
    while s.free_slots(0) > 1:
        give(s, "v1", seat=0)
    give(s, "v2", building=0)
    give(s, "y4", building=0)
    s.round = 5  # (a yellow token may be taken)
    scene.update(1 / 60)
    assert app.top is scene and scene.shown_seat == 0  # the Collect made in the open
    collect = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "collect")
    scene.choose_option(collect)
    scene.update(1 / 60)
    cover = app.top
    assert isinstance(cover, HandoffScene) and s.held
    assert scene.shown_seat is None  # nothing of hers under it
    assert cover.ready_key == "handoff.ready.night.take"  # fails before: '.tokens'
    assert cover.hint_key == "handoff.hint"
    pass_handoff(app)
    held = s.held[0]
    assert scene.token_face(held) == s.kinds[held]  # the token in her hand, its face
    app.set_language("en")


def test_a_collect_on_her_phone_shows_the_laptop_only_backs(app: App) -> None:
    """Her turn on her phone (the Collect is the phone's): the laptop shows nobody's
    faces, before and after it (a guard beside the Collect made in the open)."""
    scene, token = open_table(app, 3)
    s = scene.state
    s.plans[0] = ["collect", "skip"]
    give(s, "v1", building=0)
    give(s, "kunai", building=0)
    scene.phone_seat = lambda seat: seat == 0  # type: ignore[method-assign]
    scene.update(1 / 60)
    assert scene.viewer == -1 and scene.token_face(token) == "pink"
    s.apply("collect 0 1")
    scene._refresh()
    scene.update(1 / 60)
    assert scene.viewer == -1
    taken = [t for t in s.backpacks[0] if t is not None]
    assert [scene.token_face(t) for t in taken] == ["pink"] * len(taken)
