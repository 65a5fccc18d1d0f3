"""Night hot-seat, Ana and Tom at the laptop and the hard computer (newcomer G, s16):
a private step over, the table is public again. After her drop for the computer's fist
Ana's Move was aimed with her backpack face up, the '1' and the Hook on the roofs, while
everyone watched (nc-G/118 -> 121 -> 125_1); after her own turn ended round 3, the
round's card went straight to her planner face up, and the Enter meant for a cover
confirmed her plan (nc-G/113 -> 114). G's own game (seed and moves from her History),
real keys through app.dispatch; what is drawn is checked."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night import secrecy
from ninjas.night.position import EVERYONE
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import NightScene, village_view
from scenes.night.open_turn import PEEK

from .conftest import Driver

SEED = 1405419287068739962
OPTIONS = {"collect_value_first": True, "discard_keeps_held": True, "players": 3}
MOVES = (
    "place 8|place 4|place 10|plan move collect|plan attack collect|plan move collect|"
    "move 5 17.0|end|attack 1 12.8|end|move 3 13.4|end|collect 0 1 2|end|collect 0|end|"
    "collect 0 1 2|end|plan move collect|plan heal move|plan move collect|move 0 14.1|end|"
    "shuriken 3 0 18.9|heal|end|move 9 28.7|end|collect 0 1 2|potion 3|keep 0|end|"
    "move 7 16.1|end|collect 0|end|plan collect collect|plan attack skip|plan move collect|"
    "collect 0 1 2|kunai h0 0 30.0 0|end|attack 0 14.6|end|move 9 15.9|end|end|end|"
    "collect 0 1|end|plan attack skip|plan move collect|plan move collect|attack 0 14.0"
).split("|")
COLLECT_3 = MOVES.index("collect 0 1")  # Ana's last Collect of round 3
DROP_4 = len(MOVES)  # Ana's drop for the computer's fist, round 4
MOVES += ["drop 1", "end"]  # the Hook dropped, the computer's turn ended: Ana's Move


def game(app: App, moves: int, animate: bool) -> NightScene:
    """G's game after `moves` moves, Ana (seat 0) holding the laptop through her cover."""
    seats = [Seat("human", name="Ana"), Seat("human", name="Tom"), Seat("ai", "hard")]
    options = dict(OPTIONS, village="random", experienced=False)
    session = GameSession.new("night", seats, SEED, options, autosave=False)
    for text in MOVES[:moves]:
        session.apply(session.state.parse_action(text))
    scene = NightScene(app, session, animate=animate, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


def private_tokens(scene: NightScene) -> list[int]:
    """Ana's tokens whose faces Tom does not know."""
    s = scene.state
    return [t for t in range(len(s.known)) if secrecy.private_to(s, 0, t)]


def faces_drawn(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = village_view.VillageView.draw_token

    def record(view: Any, canvas: Any, face: str, *rest: Any, **kw: Any) -> Any:
        drawn.append(face)
        return real(view, canvas, face, *rest, **kw)

    monkeypatch.setattr(village_view.VillageView, "draw_token", record)
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return drawn


def assert_public(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing only Ana knows on the screen: her faces as backs, her score '?'."""
    s = scene.state
    mine = private_tokens(scene)
    assert mine, "Ana holds faces Tom does not know"
    secret = {s.kind_seen_by(t, 0) for t in mine}
    public = {s.kind_seen_by(t, EVERYONE) for t in range(len(s.known))}
    for token in mine:
        assert scene.token_face(token) != s.kind_seen_by(token, 0)
    assert scene.backpacks.score_shown(0, s.backpacks[0]) is None  # '? pts'
    leaked = (secret - public) & set(faces_drawn(scene, monkeypatch))
    assert not leaked, leaked


def row_key(scene: NightScene, text: str) -> int:
    row = next(k for k, (a, _) in enumerate(scene.options) if str(a) == text)
    assert row < 9
    return pygame.K_1 + row


def test_after_her_drop_her_move_is_played_in_the_open(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = game(app, DROP_4, animate=False)
    s = scene.state
    assert s.drop_seat == 0 and scene.viewer == 0  # her drop, under her cover
    ui.key(row_key(scene, "drop 1"))  # the Hook
    deadline = time.monotonic() + 120
    while not (s.current_player == 0 and s.drop_seat is None) and time.monotonic() < deadline:
        ui.step()  # the computer ends its turn
    ui.step()
    assert app.top is scene and s.current_player == 0 and s.phase == "act"
    assert scene.viewer == EVERYONE  # fails before: her own view, faces up
    assert_public(scene, monkeypatch)
    assert any(a.kind == PEEK for a, _ in scene.options)  # to see them again
    ui.key(row_key(scene, "move 1 0.0"))  # her Move aimed, everyone watching
    assert scene.throw is not None and scene.viewer == EVERYONE
    assert_public(scene, monkeypatch)


def test_after_her_turn_ends_the_round_her_planner_has_its_cover(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = game(app, COLLECT_3 + 1, animate=True)  # her Collect: a token in her hand
    s = scene.state
    assert s.held and scene.viewer == 0
    ui.key(pygame.K_e)  # End the turn (the token goes back on the roof)
    deadline = time.monotonic() + 120
    while not isinstance(app.top, HandoffScene) and time.monotonic() < deadline:
        ui.step()
        if app.top is scene and scene.shown_seat == 0:  # fails before: her planner
            assert s.phase == "act", "Ana's planner uncovered after the round's card"
        if scene.stage.round_card.waits:
            ui.key(pygame.K_RETURN)  # the round's card, read by everyone
        if app.top is scene and getattr(scene.turn_end, "waiting", False):
            ui.key(pygame.K_RETURN)  # her End the turn confirmed
    assert s.round == 4 and s.phase == "plan" and s.current_player == 0
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.seat == 0
    assert cover.message_key == "handoff.private"  # 'Ana: your turn, in private'
    assert [str(a) for a in scene.session.actions[-1:]] == ["plan attack skip"]


def test_her_drop_waiting_for_its_end_turn_is_taken_back_in_private(app: App, ui: Driver) -> None:
    app.settings.confirm_turn_end = True
    scene = game(app, DROP_4, animate=False)
    ui.key(row_key(scene, "drop 1"))
    assert scene.turn_end.waiting and scene.viewer == 0  # still her step: Undo may come
    ui.key(pygame.K_u)  # another token, with no second cover
    assert app.top is scene and scene.state.drop_seat == 0 and scene.viewer == 0
    ui.key(row_key(scene, "drop 1"))
    ui.key(pygame.K_RETURN)  # the drop confirmed: the computer plays on, nobody's faces
    assert not scene.turn_end.waiting and scene.holder is None
    assert scene.viewer != 0


def test_after_a_look_at_her_tokens_her_move_is_aimed_in_the_open(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = game(app, DROP_4 + 2, animate=False)
    scene.shown_seat, scene.holder = 0, None
    scene.open_seat = 0  # (her turn opened in the open)
    scene._refresh()
    assert scene.viewer == EVERYONE
    ui.key(pygame.K_a)  # A: "Look at my tokens", her cover, then her faces
    cover = app.top
    assert isinstance(cover, HandoffScene)
    cover.time = GRACE_SECONDS + 1  # (past its grace)
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.viewer == 0
    ui.key(pygame.K_2)  # roof 2's key: the grapnel taken up, everyone watches it fly
    assert scene.throw is not None
    assert scene.viewer == EVERYONE  # fails before: her faces on the roofs, in her bag
    assert_public(scene, monkeypatch)
