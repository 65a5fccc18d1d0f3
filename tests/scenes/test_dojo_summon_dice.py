"""The summoning's roll, told hex by hex while its dice are held in view (issue 33,
newcomer L, guided Dojo, s96/s97: the cards 4, 7, 8, Q, 5 drawn, five dice set, then
only "The dice show 1, 3, 2, 5, 1: Orange clan gains 1 ninja": which die under which
hex had matched which card could not be seen). A row per hex that had dice, in the
action panel between the prompt and the cards: its dice as they fell, the one that
matched ringed and followed by the card it matched, and what the hex gains; the card
lit at the foot; long enough to read for a person, and for the computer too."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.dojo import stage as dojo_stage
from scenes.dojo.stage import DIE_TUMBLE, SUMMON_HOLD, SummonShow
from scenes.dojo.summon_dice import rows
from scenes.dojo.summon_roll import Roll

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _draw(table: object) -> None:
    table.draw(pygame.Surface((1280, 720)))  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_newcomer_ls_roll_says_which_die_matched_which_card(app: App, lang: str) -> None:
    """L's very roll: 4, 7, 8, Q, 5 drawn; dice 1, 3, 2, 5, 1 under three hexes. The
    die showing 5 is ringed, followed by the card 5, on its hex's row, which says +1
    ninja; the other rows say none; every row in the action panel, above the cards."""
    app.tr = Translator(lang)
    table = _placed_table(app)
    me = table.state.mover
    held = _many(table, per_hex=1, hexes=3, deck=40)
    a, b, c = held
    table.stage.summon_show = SummonShow(
        me, [4, 7, 8, 12, 5], [a, b, b, c, c], [1, 3, 2, 5, 1], age=9.0, gained=1
    )
    _draw(table)
    drawn = table.summoning.dice.drawn
    assert [h for h, _, _ in drawn] == [a, b, c]
    rings = {h: len(r) for h, _, r in drawn}
    assert rings == {a: 0, b: 0, c: 1}  # only the 5 matched
    action = table.layout.action
    cards_top = action.bottom - theme_px(table.summoning.area_h())
    for _, rect, ring in drawn:
        assert action.contains(rect) and rect.bottom <= cards_top
        assert all(rect.inflate(8, 8).contains(r) for r in ring)  # (a ring's 2 px)
    tr = Translator(lang)
    assert rows(table.stage.summon_show) == [  # type: ignore[arg-type]
        (a, [(1, 0)], 0),
        (b, [(3, 0), (2, 0)], 0),
        (c, [(5, 1), (1, 0)], 1),
    ]
    place = table.narrator.place_name(c)
    words = tr.plural("dojo.summon.row", 1, place=place)
    assert words.endswith("+1 ninja") and place in words
    assert "{" not in tr("dojo.summon.row.none", place=place)


def theme_px(value: int) -> int:
    from scenes import theme

    return theme.px(value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_real_summoning_shows_its_rows_while_its_dice_are_held(app: App, lang: str) -> None:
    """A person's summoning of 5 cards at an animated table, its dice spread: once they
    have all stopped (one after another, summon_roll.py), a row for each hex that had dice, ringing as many dice as matched a
    card, for SUMMON_HOLD (2.5 s), then gone with the next turn."""
    app.tr = Translator(lang)
    table = _placed_table(app)
    table.animate = True
    _many(table, per_hex=1, hexes=5, deck=40)
    table.play("summon 5")
    for _ in range(40):  # the cards drawn are shown, then the table is still
        table.update(0.05)
    assert table.can_act
    table.choices.fill.play("dice spread")  # the panel's first row
    seen = 0.0
    while table.stage.summon_show is None or table.stage.summon_show.faces is None:
        table.update(0.05)
    show = table.stage.summon_show
    assert show is not None and show.faces is not None
    roll = Roll(table, show)  # the dice rolled one after another: all stopped at `last`
    last = roll.start(roll.count - 1) + DIE_TUMBLE
    while show.age < last + SUMMON_HOLD - 0.1:
        table.update(0.05)
        _draw(table)
        if show.age >= last:
            seen += 0.05
            drawn = table.summoning.dice.drawn
            hexes = list(dict.fromkeys(show.hexes))  # five: those that fit, then a line
            assert {h for h, _, _ in drawn} <= set(hexes)
            assert len(drawn) >= 3 and len(drawn) + table.summoning.dice.more == len(hexes)
            gained = [
                h
                for h in hexes
                if any(
                    f in show.cards for g, f in zip(show.hexes, show.faces, strict=True) if g == h
                )
            ]
            assert [h for h, _, _ in drawn][: len(gained)] == gained[: len(drawn)]  # first
            if len({tuple(rect) for _, rect, _ in drawn}) == 1:  # too many rows: in words
                names = table.narrator.short_names(hexes)  # (test_dojo_summon_list.py)
                said = " ".join(table.summoning.dice.told)
                assert all(names[h] in said for h in gained), said
                continue
            for h, _, ring in drawn:
                faces = [f for g, f in zip(show.hexes, show.faces, strict=True) if g == h]
                assert len(ring) == sum(f in show.cards for f in faces)
    assert seen >= SUMMON_HOLD - 0.2
    for _ in range(30):
        table.update(0.05)
    _draw(table)
    assert table.stage.summon_show is None  # (the rows are drawn with the show alone)


def test_the_computers_roll_stays_long_enough_to_read() -> None:
    """The computer's rolled dice were held 0.15 s: its rows could not be read. They
    stay COMPUTER_SUMMON_HOLD (fitted with the rest of its turn when it is long)."""
    assert dojo_stage.COMPUTER_SUMMON_HOLD >= 0.5
    assert dojo_stage.EVENT_SECONDS["summoned"] >= DIE_TUMBLE + 0.5


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_row_is_told_whole_never_cut_after_two_lines(app: App, lang: str) -> None:
    """Newcomer M (s8, e2.png): "Le Dojo du Clan orange : aucun dé ne répond à une
    carte," and the row stopped there: its words were cut at two lines. A row that
    matched nothing, on the mover's own Dojo (the longest place name), beside a hex
    that matched: every row's words are drawn whole."""
    app.tr = Translator(lang)
    table = _placed_table(app)
    me = table.state.mover
    dojo = table.state.dojos[me]
    held = _many(table, per_hex=1, hexes=1, deck=40)
    table.stage.summon_show = SummonShow(
        me,
        [6, 2, 8, 10, 12],
        [held[0], held[0], held[0], dojo, dojo],
        [5, 5, 6, 1, 3],
        age=9.0,
        gained=1,
    )
    _draw(table)
    dice = table.summoning.dice
    tr = Translator(lang)
    place = table.narrator.place_name(dojo)
    whole = tr("dojo.summon.row.none", place=place)
    whole = whole[:1].upper() + whole[1:]
    assert [h for h, _, _ in dice.drawn] == [held[0], dojo]
    assert dice.told[1] == whole
