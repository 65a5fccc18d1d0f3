"""Night's token tiles on a 360x640 phone with a full backpack and a Shuriken in the
hand (newcomer K, s11, nc-K/071, 073): seven tiles '2 Discard', '1 Discard', '⚓ Discard',
'1 Discard', '1 Swap for the Shuriken', '⚓ To roof 6', '✦ At Green ninja' under one line,
in a bar of 40% of the screen over the backpack: two '1' tiles could not be told apart
(which slot? what comes in?). Each tile now says its slot and where its token goes
('Slot 3 → roof', 'Slot 4 → hand') under the line of its group ('Make room for the
Shuriken:' over the discards and the swap, 'Play a bonus:' over the bonuses), and the
bar stays within ~30% of the screen. The words from `tile_words`; the tiles drawn in
a real browser at 360x640, EN and FR."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.core.i18n import Translator
from ninjas.night.position import NightAction
from scenes.night.phone_tiles import tile_words

from .conftest import PhoneTable
from .test_phone_night_tiles import SEATS, kenji_holds
from .test_phone_page import CHROMIUM, FLAGS, playwright_api

VIEW = SimpleNamespace(
    seat=1,
    backpacks=[[], ["k:v2", "k:v1", "k:hook", "k:v1"]],
    held=["k:shuriken"],
)
"""Kenji's backpack full (2, 1, Hook, the 1 this Collect packed), a Shuriken in hand."""
ACTIONS = ["discard 0", "discard 1", "discard 2", "discard 3", "swap 0 3", "hook 2 5"]
ACTIONS += ["shuriken h0 2 12.0"]
ARTS = ["token_v2.png", "token_v1.png", "token_hook.png", "token_v1.png", "token_v1.png"]
ARTS += ["token_hook.png", "token_shuriken.png"]


def k_choices(tr: Any) -> list[dict[str, str]]:
    """The choices of newcomer K's turn, as the phone receives them (words and pictures)."""
    out = []
    for text, art in zip(ACTIONS, ARTS, strict=True):
        kind, *args = text.split()
        action = NightAction(kind, tuple(args))
        words = tile_words(tr, VIEW, action, lambda seat: "Green ninja", keeps=True)
        out.append({"action": text, "label": text, "art": art, **words})
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_tile_says_its_slot_and_where_its_token_goes(lang: str) -> None:
    tr = Translator(lang)
    choices = k_choices(tr)
    shorts = [c["short"] for c in choices]
    assert len(set(shorts)) == len(shorts), shorts  # before: '1 Discard' twice
    assert shorts[:4] == [tr("phone.night.tile.out", slot=n) for n in (1, 2, 3, 4)]
    assert shorts[4] == tr("phone.night.tile.to_hand", slot=4)
    room = tr("phone.night.head.room", token=tr("night.token.shuriken"))
    bonus = tr("phone.night.head.bonus")
    assert [c["head"] for c in choices] == [room] * 5 + [bonus] * 2


SHOW = """(choices) => {
    state.version += 1000;
    state.choices = choices;
    draw();
}"""
LOOK = """() => {
    const box = (el) => el.getBoundingClientRect();
    const bar = box(document.getElementById('bar'));
    const heads = [...document.querySelectorAll('#choices .token-head')];
    const tiles = [...document.querySelectorAll('#choices .token-tile')];
    const under = (tile) => heads.filter(h => box(h).top < box(tile).top).map(h => h.textContent).pop();
    const words = (b) => b.querySelector('span');
    return {
        bar: bar.height, top: bar.top, tall: innerHeight,
        below: document.getElementById('bar').classList.contains('below'),
        heads: heads.map(h => h.textContent),
        tiles: tiles.map(t => ({text: t.textContent, under: under(t), height: box(t).height,
            lines: Math.round(box(words(t)).height / parseFloat(getComputedStyle(words(t)).lineHeight)),
            whole: box(t).bottom <= bar.bottom + 0.5 && box(t).top >= bar.top - 0.5})),
    };
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tiles_stand_in_groups_in_a_third_of_the_screen(phone_table: Any, lang: str) -> None:
    """At 360x640, the smallest phone played (390x844 seen in screenshots too)."""
    size = (360, 640)
    table: PhoneTable = phone_table(SEATS, seed=9, game="night", lang=lang, prepare=kenji_holds)
    tr = table.app.tr
    choices = k_choices(tr)
    table.frames(2)
    with playwright_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page(viewport={"width": size[0], "height": size[1]})
            page.goto(dict(table.link.links())[1])
            ready = "() => !!document.querySelector('.token-tile')"
            assert table.run_until(lambda: bool(page.evaluate(ready)), 20)
            page.evaluate(SHOW, choices)
            time.sleep(0.2)
            seen = page.evaluate(LOOK)
        finally:
            browser.close()
    room = tr("phone.night.head.room", token=tr("night.token.shuriken"))
    assert seen["heads"] == [room, tr("phone.night.head.bonus")], seen
    tiles = seen["tiles"]
    assert [t["under"] for t in tiles] == [room] * 5 + [tr("phone.night.head.bonus")] * 2
    assert all(t["lines"] <= 2 for t in tiles), tiles
    # before: 40% of a 640 px screen, scrolled in itself; now within ~30%, and since s13
    # (newcomers O, s12, and V: the bar kept to about two rows, the backpack above it) 27%:
    # the first group's tiles whole in it, the rest scrolled to, a shadow saying so
    assert all(t["whole"] for t in tiles[:5]), tiles
    assert all(t["whole"] for t in tiles) or seen["below"], seen
    assert seen["bar"] <= 0.27 * seen["tall"] + 1, seen
