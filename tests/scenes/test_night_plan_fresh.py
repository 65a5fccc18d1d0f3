"""Newcomer P (s18, Night FR 1280x720): a round's planner opened filled in with a plan
that was not the suggested one, and she took it for the computer's suggestion. It was
'Move, then Collect', the default the table puts back once a plan is played, its chips
filled as a plan she had chosen, 'Confirm your plan: ...', and one Enter played it: the
new round's card put away by a key ends the table's wait with no refresh, so the
planner of the seat that plans first never set the round's suggestion. Now every planner
opens on the suggestion, offered (outlined chips, 'Confirm the suggested plan: ...'),
and one Enter plays it (test_night_plan_take.py)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene
from scenes.night.plan_suggest import suggested

STEP = 0.1
MOST = 2_000
"""Updates an awaited moment may take (200 s of table time): the computers think in the
test's process (Ready), so the count is the same on any machine; the longest wait here
took 31 (a bound by the clock could run out on a loaded machine)."""


def until(scene: NightScene, done: object, most: int = MOST) -> None:
    """Table updates of STEP s until `done()`, at most `most` of them."""
    for _ in range(most):
        if done():  # type: ignore[operator]
            break
        scene.update(STEP)
    assert done(), "never came"  # type: ignore[operator]


def round_ends_she_plans_first(app: App) -> NightScene:
    """Round 1's last turn, a computer's (seat 1); round 2's first planner is seat 0, the
    one person, on a roof with a token to collect (her suggestion: Collect first)."""
    s = line_state([("skip", "skip")] * 3, (0, 1, 2))
    give(s, "v2", 0)
    s.first, s.step, s.index = 2, 1, 2
    assert s.current_player == 1
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def key(app: App, k: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=k, mod=0, unicode=""))


def played_a_plan_before(scene: NightScene) -> None:
    """The planner as it stands once a plan of hers was played in an earlier round: the
    plan put back to the table's default, its (round, seat) the earlier one's, taken."""
    panel = scene.plan_panel
    panel.planned_for, panel.taken = (0, 0), True


@pytest.mark.parametrize(("lang", "earlier"), [("en", False), ("fr", True)])
def test_the_round_s_first_planner_opens_on_the_suggestion(
    app: App, lang: str, earlier: bool
) -> None:
    app.set_language(lang)
    scene = round_ends_she_plans_first(app)
    if earlier:
        played_a_plan_before(scene)
    card = scene.stage.round_card
    until(scene, lambda: scene.state.round == 2 and card.showing is not None and card.waits)
    for _ in range(10):  # the card wholly in sight
        scene.update(STEP)
    scene.draw(pygame.Surface((1280, 720)))
    key(app, pygame.K_SPACE)  # the card put away by a key
    assert card.showing is None
    until(scene, lambda: scene.can_act)
    scene.update(STEP)
    scene.draw(pygame.Surface((1280, 720)))
    state, panel, tr = scene.state, scene.plan_panel, app.tr
    assert state.phase == "plan" and state.current_player == 0
    want = suggested(state, 0)
    assert want[0] == "collect"
    # fails before: ['move', 'collect'], 'Confirm your plan: Move, then Collect'
    assert scene.plan == want and panel.suggested == want and panel.untouched
    first, second = (str(tr(f"night.action.{a}")) for a in want)
    assert panel.confirm_text() == tr("night.plan.confirm.suggested", first=first, second=second)
    key(app, pygame.K_RETURN)
    assert scene.session.actions[-1] == f"plan {want[0]} {want[1]}"
    app.set_language("en")
