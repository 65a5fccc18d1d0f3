"""Whether a Night turn with nothing to do is passed for its person tells the others
nothing of her private faces (scenes/night/skip_handoff.nothing_to_do). With another
person who may look, a turn was passed ('had nothing to do: turn passed') unless she held
a bonus only she had seen that she could play: its coming told them she held one, its
passing that she did not. Now a turn with nothing to do is passed when she holds no face
only she knows; with one, it comes to her in the open, End the turn and 'Look at my
tokens' offered, the same rows whether a playable bonus lies among her faces or not
(newcomer C, s14, 129/151: covers only to press End the turn; now no cover). Alone
against computers, as the rules say. 3 and 4 seats."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene, skip_handoff


def skip_turn(app: App, players: int, kind: str | None, people: int = 2) -> NightScene:
    """Seat 0 (a person) to act with a planned Skip, `kind` in her backpack (seen by her
    alone), the others on the roof next door (a Kunai reaches them); seat 1 held the
    laptop last."""
    plans = [("skip", "skip")] * players
    s = line_state(plans, positions=(0, 1, 1, 1), players=players)
    give(s, "v2", seat=1)  # something for a Kunai to knock off
    if kind is not None:
        give(s, kind, seat=0)
    seats = [Seat("human")] * people + [Seat("ai", "easy")] * (players - people)
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    return scene


def rows(scene: NightScene) -> list[str]:
    return [a.kind for a, _ in scene.options]


@pytest.mark.parametrize("players", [3, 4])
def test_a_private_bonus_or_none_the_same_turn(app: App, players: int) -> None:
    kunai = skip_turn(app, players, "kunai")
    assert any(a.kind == "kunai" for a in kunai.state.legal_actions())  # she could play it
    assert app.top is kunai and kunai.state.current_player == 0
    app.pop()
    plain = skip_turn(app, players, "v3")
    # fails before: her turn passed for her, 'end idle' (she held no bonus to play)
    assert app.top is plain and plain.state.current_player == 0
    assert "end idle" not in plain.state.history
    assert rows(plain) == rows(kunai)  # the same rows: End, discards, 'Look at my tokens'
    assert "peek" in rows(plain) and "kunai" not in rows(kunai)
    assert not isinstance(app.top, HandoffScene)


@pytest.mark.parametrize("players", [3, 4])
def test_no_private_face_the_turn_is_passed(app: App, players: int) -> None:
    scene = skip_turn(app, players, None)
    assert scene.state.history[-1:] == ["end idle"]


def test_alone_against_computers_as_the_rules_say(app: App) -> None:
    scene = skip_turn(app, 3, "v3", people=1)
    assert skip_handoff.nothing_to_do(scene, 0)  # nobody else to tell
