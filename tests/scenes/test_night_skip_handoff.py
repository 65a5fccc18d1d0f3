"""A person whose turn holds nothing to do is not handed the laptop: the table passes
the turn for them, and the next hand-off's story says so (issue 33, newcomer R, s8
n47/n48: Ada then Bo each got a 'Pass the laptop' cover only to press 'nothing to do,
end my turn'). Nothing of the passed seat's shows meanwhile."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import first_action_turn, give, line_state, person_table

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene

from .conftest import pass_handoff

PEOPLE = [Seat("human"), Seat("human"), Seat("ai", "easy")]


def turn_of_seat_0(app: App, plan: str, seats: list[Seat] = PEOPLE) -> NightScene:
    """Seat 0 (a person, who has seen a token of its own) to carry out `plan`; the
    person in the last seat held the laptop last."""
    s = line_state([(plan, "skip")] + [("skip", "skip")] * 2, (0, 2, 1))
    give(s, "v3", seat=0)
    give(s, "v1", building=0)
    scene: NightScene = person_table(app, s, seats=seats, draw=False)
    scene.shown_seat = scene.holder = 1 if seats is PEOPLE else 2
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_with_nothing_to_do_passes_with_no_cover(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = turn_of_seat_0(app, "skip")
    mine = scene.state.backpacks[0][0]
    assert mine is not None  # seen by all: no face of hers alone (with one, her turn
    scene.state.known[mine] = {0, 1, 2}  # comes to her: test_night_pass_tells_nothing)
    seen: list[str] = []
    original = scene.token_face

    def face(token: int) -> str:
        seen.append(original(token))
        return original(token)

    scene.token_face = face  # type: ignore[method-assign]
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    assert not isinstance(app.top, HandoffScene)  # fails before: the one-press cover
    state = scene.state
    assert state.history[-1] == "end idle" and state.current_player != 0
    why = app.tr("night.log.why.planned_skip", action=app.tr("night.action.skip"))
    assert scene.log_lines[-1] == app.tr("night.log.passed.why", name=scene.seat_name(0), why=why)
    assert scene.viewer == -1 and "v3" not in seen  # nobody's tokens: only their backs
    # her turn came, so the laptop may have gone to her: nobody is sure of holding it,
    # and the next private screen has its cover (test_night_pass_hands_laptop)
    assert scene.holder is None


def test_a_turn_with_something_to_do_opens_in_the_open(app: App) -> None:
    """A Collect is chosen by the roof tokens' backs (s15): the table opens on her turn,
    her own token face down, and 'Look at my tokens' opens her cover."""
    scene = turn_of_seat_0(app, "collect")
    scene.update(1 / 60)
    assert app.top is scene
    assert scene.state.history == [] and scene.shown_seat == 0 and scene.can_act
    assert scene.token_face(scene.state.backpacks[0][0]) != "v3"  # its back
    kinds = [a.kind for a, _ in scene.options]
    scene.choose_option(kinds.index("peek"))
    assert isinstance(app.top, HandoffScene)
    pass_handoff(app)
    assert scene.token_face(scene.state.backpacks[0][0]) == "v3"  # its own, shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_next_hand_off_tells_the_passed_turns(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    # three people, every plan Skip twice: each action turn has nothing to do
    scene = first_action_turn(app, 5, "plan skip skip", [Seat("human")] * 3)
    scene.shown_seat = scene.holder = None  # the laptop between people
    for _ in range(120):
        if app.top is not scene:
            break
        scene.update(1 / 60)
    cover = app.top
    assert isinstance(cover, HandoffScene)  # fails before: Ada's one-press cover
    state = scene.state
    assert state.phase == "plan" and scene.session.actions[-6:] == ["end idle"] * 6
    cover.draw(pygame.Surface((1280, 720)))
    lines = [line.text for line in cover.story.lines]
    why = app.tr("night.log.why.planned_skip", action=app.tr("night.action.skip"))
    told = [
        s
        for s in range(3)
        if app.tr("night.log.passed.why", name=scene.seat_name(s), why=why) in lines
    ]
    # every turn passed since their plan, their own too: a pass is not their move, so
    # their story tells it (s14, newcomer Y, s13 126 vs 132: it was told only to others)
    assert told == [0, 1, 2]
    app.tr = Translator("en")


def test_end_idle_is_no_choice_a_person_makes() -> None:
    s = line_state([("collect", "skip")] + [("skip", "skip")] * 2, (0, 2, 1))
    give(s, "v1", building=0)
    assert not s.nothing_to_do(0)
    assert all(str(a) != "end idle" for a in s.legal_actions())
    with pytest.raises(ValueError, match="something to do"):
        s.clone().apply("end idle")
    events = s.clone().apply("end")
    assert not events[-1].data.get("passed")
    s.roofs[0] = []  # nothing left to collect
    assert s.nothing_to_do(0)
    ended = s.apply("end idle")[-1]
    assert ended.kind == "turn_ended" and ended.data == {
        "seat": 0,
        "skipped": True,
        "passed": True,
        "why": "no_token",
        "action": "collect",
    }
