"""One cover a turn (newcomer B, s22, Night EN 1920x1080, Theo and Béa hot-seat with
a computer, 53r4q -> 53r4s): Theo looked at his tokens through his cover to drink a
Potion; the view closed after the Potion, and his Collect then asked 'Theo: your turn,
in private' again. Now the laptop he took in his own turn stays his for the rest of it
(scenes/night/private_ends.py); a throw is still watched in the open (open_throw.py),
and the next seat's step shows nobody's faces."""

from __future__ import annotations

from support.night_line import give, line_state, scene_of

from ninjas.night.position import INJURY
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene


def theo_in_the_open(app: App):  # type: ignore[no-untyped-def]
    """Theo (seat 0) to Collect on roof 0 (three tokens there), a Potion, an injury and
    two tokens in his backpack, his turn opened in the open, everyone looking on."""
    s = line_state([("collect", "skip")] * 3, (0, 2, 3))
    give(s, "potion", seat=0)
    s.backpacks[0][1] = INJURY
    give(s, "v3", seat=0)
    give(s, "v3", seat=0)
    for kind in ("v1", "v2", "v2"):
        give(s, kind, building=0)
    scene = scene_of(app, s)
    scene.shown_seat, scene.holder, scene.open_seat = 0, None, 0
    scene._refresh()
    return scene


def pass_cover(app: App) -> None:
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.message_key == "handoff.private"
    cover.time = GRACE_SECONDS + 1  # (past its grace)
    cover.ready()


def test_his_collect_after_his_potion_asks_no_second_cover(app: App) -> None:
    scene = theo_in_the_open(app)
    assert scene.viewer != 0  # everyone looks on: his faces are backs
    peek = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "peek")
    scene.choose_option(peek)  # 'Look at my tokens, in private'
    pass_cover(app)
    assert app.top is scene and scene.viewer == 0
    potion = next(a for a, _ in scene.options if a.kind == "potion")
    scene.play(potion)  # healed
    while scene.busy:
        scene.update(1 / 60)
    scene._refresh()
    assert scene.viewer == 0 and scene.holder == 0  # fails before: the open view again
    scene.play("collect 0 1 2")  # two slots free: a token in his hand
    while scene.busy:
        scene.update(1 / 60)
    scene._refresh()
    assert app.top is scene  # fails before: 'Theo: your turn, in private' a second time
    assert scene.viewer == 0 and scene.state.held
    assert scene.options  # his choices for the token in his hand, at once


def test_the_next_seats_step_shows_nobodys_faces(app: App) -> None:
    scene = theo_in_the_open(app)
    peek = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "peek")
    scene.choose_option(peek)
    pass_cover(app)
    scene.play("end")
    while scene.busy:
        scene.update(1 / 60)
    scene._refresh()
    assert scene.state.current_player == 1
    assert scene.viewer != 0
