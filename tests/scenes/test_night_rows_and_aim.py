"""Issue 33 (Night): a list never shifts under the pointer; while aiming, a click on
another roof aims at that roof; a bonus beyond the string's reach, a certain miss, is
not offered."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state, scene_of

from ninjas.night.rules import NightState
from scenes import theme
from scenes.app import App
from scenes.night import art
from scenes.night.options_panel import BACK, bonus_group
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
    # (take, then drop: a full backpack's discards come once the Collect is made, c7791cf)
    assert before[-1] == "end" and not any(k.startswith("discard") for k in before)
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bonus_beyond_the_string_is_not_offered_and_a_kunai_says_plainly_what_it_does(
    app: App, lang: str
) -> None:
    """The rows of a Kunai at a ninja beyond the fighting string read 'beyond the
    string's reach: a certain miss, and the bonus is spent' (newcomer G, m7.png: three
    such rows, offered all the same). A play that can only fail is not offered: the
    Kunai and the Shuriken aim only at the ninja within reach. The row says what a hit
    does in plain words ('touché : il tombe, sans risque' was cryptic in French)."""
    app.set_language(lang)
    s = crafted([("skip", "skip")] * 3, positions=(0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "shuriken", seat=0)
    give(s, "v1", seat=1)  # on roof 2, 40 cm off: beyond the 30 cm string
    give(s, "v2", seat=2)  # on roof 1, 20 cm off: within it
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    tr = app.tr
    thrown = [a for a, _ in scene.options if a.kind in ("kunai", "shuriken")]
    assert {a.kind for a in thrown} == {"kunai", "shuriken"}
    assert {a.args[1] for a in thrown} == {"2"}  # never seat 1, beyond the string
    on_phone = [c["action"].split() for c in scene.phone_adapter.choices(0)]
    assert {a[2] for a in on_phone if a[0] in ("kunai", "shuriken")} == {"2"}  # a phone's too
    rows = [
        scene.option_list.row_text(k + 1, a, text)
        for k, (a, text) in enumerate(scene.options)
        if a.kind == "kunai"
    ]
    assert rows and all(tr("night.bonus.kunai") in row for row in rows)
    beyond = tr("night.act.beyond", what="").strip(": \u00a0")
    assert not any(beyond in row for row in rows)
    does = tr("night.bonus.kunai")
    assert ("risk" if lang == "en" else "risque") in does and ("il tombe" not in does)
    app.set_language("en")


def test_a_two_line_row_is_tall_enough_for_its_lines(sized_app: Any) -> None:
    """Two-line option rows overflowed their border: two lines of the smallest text
    (14 px each) in a 30 px row. A row whose words take two lines is now taller, with a
    margin above and below them, and the rows below it move down to make room."""
    app = sized_app((1280, 720))
    s = crafted([("skip", "skip")] * 3, positions=(0, 2, 1))
    kunai = give(s, "kunai", seat=0)
    give(s, "v1", seat=2)  # two slots of the ninja within the string's reach
    give(s, "v2", seat=2)
    s.backpacks[0][0] = None
    s.held = [kunai]  # from the hand: the longest words
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    canvas = pygame.Surface((1280, 720))
    group = bonus_group(scene.options[0][0])  # the Kunai's
    scene.option_list.narrow_to(1)  # the roof it aims at: each row says what a hit does
    scene.draw(canvas)
    drawn = [(r, i) for r, i in scene.option_list.option_rects if i != BACK]
    assert len(drawn) == sum(bonus_group(a) == group for a, _ in scene.options) > 1
    step = theme.font(theme.FONT_MIN).get_height() + theme.px(1)
    two = 0
    for rect, index in drawn:
        action, label = scene.options[index]
        text = scene.option_list.row_text(1, action, label)
        room = scene.option_list.option_room(rect, action).width - theme.px(16)
        _, lines = scene.text_fit.fit(text, room, rect.height)
        assert " ".join(lines) == text
        assert len(lines) * step - theme.px(1) + 2 * theme.px(6) <= rect.height, (text, rect)
        two += len(lines) == 2
    assert two
    tops = [rect.top for rect, _ in drawn]
    assert all(a.bottom < b.top for (a, _), (b, _) in zip(drawn, drawn[1:], strict=False))
    assert tops == sorted(tops)
    box = scene.option_list.box(scene.layout())
    assert box.contains(drawn[-1][0])


def test_the_kunai_is_drawn_as_a_kunai_in_the_hand_and_where_it_lands(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Kunai was drawn as the fist at the fighting string's end, in the hand and on
    the roof: it has its own picture (kunai_end, from tools/vector_art/draw_night.py),
    as the Shuriken has, and the fist is the Attack's alone."""
    s = crafted([("skip", "skip")] * 3, positions=(0, 1, 3))
    give(s, "kunai", seat=0)
    give(s, "v1", seat=1)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    asked: list[str] = []
    real = art.scaled

    def scaled(name: str, *args: Any, **kwargs: Any) -> pygame.Surface | None:
        asked.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(art, "scaled", scaled)
    canvas = pygame.Surface((1280, 720))
    kunai = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "kunai")
    scene.choose_option(kunai)
    assert scene.throw is not None
    scene.draw(canvas)  # the string in the hands
    assert "kunai_end" in asked and "fist" not in asked
    asked.clear()
    scene.throw_now()
    for _ in range(240):
        scene.update(1 / 60)
        scene.draw(canvas)
    assert "kunai_end" in asked and "fist" not in asked  # flying and lying
    for name in ("kunai_end", "shuriken_end"):
        assert real(name, (40, 40)) is not None  # the pictures are there
