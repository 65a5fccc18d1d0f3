"""After a miss, the miss first (newcomer B, s22, Night EN 1920x1080, 53r4w): Béa's fist
missed the Green ninja, her backpack full, and the private 'choose the token I drop'
cover rose before the miss showed on the board; the banner came only behind it. Now
her cover waits for her rope to land and its result to be read (open_turn.result_first,
RESULT_READ s), then rises by itself (cover_guard.check)."""

from __future__ import annotations

from support.night_line import give, line_state, scene_of

from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import open_throw
from scenes.night.open_turn import RESULT_READ


def test_the_miss_shows_before_the_drop_cover(app: App) -> None:
    s = line_state([("attack", "skip")] * 3, (0, 1, 3))
    for kind in ("v1", "v2", "v3", "v1"):
        give(s, kind, seat=0)  # a full backpack: the injury makes her drop a token
    scene = scene_of(app, s)  # three people at the laptop
    scene.shown_seat, scene.holder = 0, 0
    scene._refresh()
    attack = scene.state.parse_action("attack 1 4.0")  # far too short: a miss
    open_throw.aimed(scene, attack)  # the fist taken up, everyone watching
    scene.play(attack)
    assert scene.state.drop_seat == 0
    assert app.top is scene  # fails before: her cover at once, the rope behind it
    for _ in range(600):  # the rope flies and lands
        scene.update(1 / 60)
        if scene.stage.rope is None:
            break
        assert app.top is scene
    said = scene.stage.result_text
    assert said is not None and "missed" in said[0]  # the miss, told on the open table
    assert app.top is scene
    told = scene.stage.result_told
    for _ in range(600):
        if app.top is not scene:
            break
        scene.update(1 / 60)
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.seat == 0  # then her cover, by itself
    assert scene.time - told >= RESULT_READ  # the miss read first
