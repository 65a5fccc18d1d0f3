"""Newcomer D (s10, hot-seat Aki and Mei with a hard computer, nc-94/080_2.png and
080a.png): the computer's rope flew, its gold banner came up, and about a second later
the next person's 'Pass the laptop' cover hid it. With two people at the laptop, the
cover waits until the computer's throw has landed and its banner has been read
(staging.READ_SECONDS at the default speed from when the table has settled, shorter
with faster animations); the banner stays up till then. A turn with nothing secret,
which has no cover (s14), opens on the next person only then too."""

from __future__ import annotations

import pytest
from support.night_line import line_state

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.staging import READ_SECONDS, SAY_SECONDS


def computer_throws(app: App, speed: float) -> tuple[float, float, bool]:
    """Green (a computer, seat 0) throws its grapnel, then Aki and Mei (people) are to
    play: when it landed, when the cover came, and whether its banner was up the frame
    before the cover."""
    app.settings.animation_speed = speed
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    seats = [Seat("ai", "easy"), Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    agent = make_agent("random", 1)

    def think(level: str) -> Ready:
        legal = scene.state.legal_actions()
        throw = [a for a in legal if str(a) == "move 1 20.0"]
        return Ready(throw[0] if throw else agent.choose(scene.state))

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    landed: float | None = None
    banner_before = False
    for _ in range(60 * 30):  # 30 s of frames at most: the loop stops at the cover
        banner_before = scene.stage.result_text is not None
        scene.update(1 / 60)
        if landed is None and scene.stage.result_text is not None:
            landed = scene.time
        # the cover, or Aki's turn opened in the open (nothing secret in it, s14)
        if isinstance(app.top, HandoffScene) or scene.shown_seat is not None:
            assert landed is not None, "a cover came before the computer's throw landed"
            return landed, scene.time, banner_before
    raise AssertionError("no cover came after the computer's turn")


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_the_cover_waits_for_the_computer_s_throw_to_be_read(app: App, speed: float) -> None:
    landed, covered, banner_before = computer_throws(app, speed)
    hold = READ_SECONDS / speed
    assert covered - landed >= hold - 1e-6  # fails before: the cover ~1 s after the landing
    # and not much longer: its words read (SAY_SECONDS), its End, then the hold from
    # the table settled (test_night_kept_marks)
    assert covered - landed < hold + SAY_SECONDS / speed + 1.0
    assert banner_before  # the banner was up till the cover came
