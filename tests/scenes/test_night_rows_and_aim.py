"""Issue 33 (Night): a list never shifts under the pointer; while aiming, a click on
another roof aims at that roof; a Kunai beyond the string's reach says it will miss."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state, scene_of

from ninjas.night.rules import NightState
from scenes.app import App
from scenes.night.words import aim_key


def crafted(plans: list[tuple[str, str]], positions: tuple[int, ...] = (0, 2, 3)) -> NightState:
    return line_state(plans, positions)


def test_the_rows_shown_keep_their_place_when_a_collect_brings_discards(app: App) -> None:
    """Discard rows appeared at the top of the list after a collect, and the next
    click hit the wrong row: the rows shown stay in their order at the top, and the
    new ones come after them, before End the turn."""
    s = crafted([("collect", "skip")] * 3)
    give(s, "gears", seat=0)
    give(s, "v1", building=0)
    give(s, "v2", building=0)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    before = [aim_key(a) for a, _ in scene.options]
    assert before[-1] == "end" and any(k.startswith("discard") for k in before)
    assert "gears 0 1 move" in before or any(k.startswith("gears") for k in before)
    collect = max(
        (i for i, (a, _) in enumerate(scene.options) if a.kind == "collect"),
        key=lambda i: len(scene.options[i][0].args),
    )
    scene.choose_option(collect)
    for _ in range(300):
        if scene.can_act and scene.options:
            break
        scene.update(1 / 60)
    after = [aim_key(a) for a, _ in scene.options]
    assert sum(k.startswith("discard") for k in after) == 3
    stayed = [k for k in before if k in after and k != "end"]
    assert after[: len(stayed)] == stayed  # where they were, less the collect's row
    assert after[-1] == "end"
    for k, key in enumerate(after):
        assert key not in before or before.index(key) >= k  # nothing moved down


def test_while_aiming_a_click_on_another_roof_aims_at_that_roof(app: App) -> None:
    s = crafted([("move", "skip")] * 3)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.click_roof(1) and scene.throw is not None
    assert scene.target_roof(scene.throw) == 1
    spot = scene.view.roof_point(2)
    assert scene.view.roof_at(spot) == 2
    scene.click(spot)
    assert scene.throw is not None and scene.target_roof(scene.throw) == 2
    scene.click(spot)  # the same roof again: still aimed at, the string in the hands
    assert scene.throw is not None and scene.target_roof(scene.throw) == 2


def test_a_kunai_beyond_the_string_says_it_will_miss_never_what_a_hit_would_do(
    app: App,
) -> None:
    """The row of a Kunai at a ninja beyond the fighting string read 'beyond the
    string's reach — a hit knocks it off, no risk'."""
    s = crafted([("skip", "skip")] * 3, positions=(0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "v1", seat=1)  # on roof 2, 40 cm off: beyond the 30 cm string
    give(s, "v2", seat=2)  # on roof 1, 20 cm off: within it
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    tr = app.tr
    rows = {
        a.args[1]: scene.option_list.row_text(k, a, text)
        for k, (a, text) in enumerate(scene.options)
        if a.kind == "kunai"
    }
    beyond = tr("night.act.beyond", what="").strip(": \u00a0")
    assert beyond in rows["1"] and tr("night.bonus.beyond") in rows["1"]
    assert tr("night.bonus.kunai") not in rows["1"]
    assert beyond not in rows["2"] and tr("night.bonus.kunai") in rows["2"]
