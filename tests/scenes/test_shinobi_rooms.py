"""The Shinobi table's rooms, each tested without a running table (issue 32): the places
within the layout are functions of it alone, and the controls turn a key, a click or the
wheel into an intent, reading only what the table drew and what is open."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.choice_list import ChoiceList
from scenes.shinobi import layout as places
from scenes.shinobi.controls import Controls
from scenes.shinobi.layout import table_layout

SIZES = [(1280, 720), (1920, 1080), (1280, 800)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_the_deck_the_jigoku_and_the_scores_lie_apart_in_the_piles_panel(
    app: App, size: tuple[int, int], mode: str
) -> None:
    with theme.scaled_for(size):
        layout = table_layout(size, 4, mode)
        for in_words in (False, True):
            deck = places.deck_rect(layout, mode, in_words)
            jigoku = places.jigoku_rect(layout, mode, in_words)
            scores = places.scores_rect(layout)
            for rect in (deck, jigoku, scores):
                assert layout.piles.contains(rect), (rect, layout.piles)
            assert not deck.colliderect(jigoku)
            assert not scores.colliderect(deck) and not scores.colliderect(jigoku)
        # in words, the deck's line is above the Jigoku's, both the panel's width
        deck, jigoku = (places.word_pile(layout, line) for line in (0, 1))
        assert deck.bottom == jigoku.top and deck.width == jigoku.width


def test_four_clan_tiles_fit_their_area_side_by_side_or_two_by_two(app: App) -> None:
    for area in (pygame.Rect(10, 20, 600, 150), pygame.Rect(0, 0, 260, 300)):
        tiles = places.tile_rects(area)
        assert len(tiles) == 4 and all(area.contains(t) for t in tiles)
        assert all(not a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1 :])
    assert len({t.top for t in places.tile_rects(pygame.Rect(0, 0, 600, 150))}) == 1
    assert len({t.top for t in places.tile_rects(pygame.Rect(0, 0, 260, 300))}) == 2
    assert len(places.tile_rects(pygame.Rect(0, 0, 600, 150), 2)) == 2


def test_the_grand_master_board_is_cut_into_its_five_places_in_order(app: App) -> None:
    with theme.scaled_for((1920, 1080)):
        board = pygame.Rect(100, 300, 1200, 160)
        rects = places.board_rects(board)
    assert [where for where, _ in rects] == ["court", "missions", "showdown", "decoys", "temple"]
    assert all(board.contains(r) for _, r in rects)
    assert [r.left for _, r in rects] == sorted(r.left for _, r in rects)
    assert places.board_rects(None) == []


def fake_table(**overrides: Any) -> Any:
    """What the controls read of a table: nothing open, one pile of two Carps in the
    hand at (100, 600), the Jigoku at (10, 200), the log box on the right."""
    hand = SimpleNamespace(
        rects=[(pygame.Rect(100, 600, 80, 110), 7)],
        groups=lambda: [("Carp", [7, 8])],
        cursor=0,
        keyed_at=None,
    )
    board = SimpleNamespace(
        clan_picks=[],
        table_targets=[],
        jigoku_rect=lambda: pygame.Rect(10, 200, 60, 90),
        scores_rect=lambda: pygame.Rect(10, 450, 90, 24),
    )
    table = SimpleNamespace(
        reveal=None,
        ranking=None,
        covers=SimpleNamespace(jigoku_open=False, scores_open=False),
        option_panel=SimpleNamespace(choices=ChoiceList(), ringed=lambda: None),
        picks=SimpleNamespace(rects=[], arrange_rects=[], scroll_room=lambda: 0),
        hand=hand,
        board=board,
        layout=SimpleNamespace(
            table=pygame.Rect(0, 40, 900, 520), log=pygame.Rect(960, 500, 300, 180)
        ),
        can_act=True,
        mouse=(0, 0),
        table_key=lambda key: False,
        # (a pawn's place is clicked in "pawns"; the game not over: no results to open)
        state=SimpleNamespace(phase="place", is_terminal=False),
    )
    for name, value in overrides.items():
        setattr(table, name, value)
    return table


def test_a_click_on_a_pile_of_the_hand_asks_for_the_whole_pile() -> None:
    controls = Controls(fake_table())
    assert controls.press((120, 650)) == ("click_group", [7, 8])
    assert controls.press((30, 250)) == ("open_jigoku",)
    assert controls.press((20, 460)) == ("open_scores",)
    assert controls.press((500, 300)) is None


def test_a_peeked_decoy_or_an_open_jigoku_takes_every_click_and_only_its_keys() -> None:
    peeked = Controls(fake_table(reveal=(0, 1, "Shogun")))
    assert peeked.press((120, 650)) == ("dismiss_reveal",)
    assert peeked.key(pygame.K_ESCAPE) == ("dismiss_reveal",)
    assert peeked.key(pygame.K_j) is None
    covers = SimpleNamespace(jigoku_open=True, scores_open=False)
    jigoku = Controls(fake_table(covers=covers))
    assert jigoku.press((120, 650)) == ("close_covers",)
    assert jigoku.key(pygame.K_j) == ("close_covers",)
    assert jigoku.key(pygame.K_LEFT) is None


def test_keys_move_the_hand_cursor_and_pick_the_pile_under_it() -> None:
    controls = Controls(fake_table())
    assert controls.key(pygame.K_RIGHT) == ("cursor", 1)
    assert controls.key(pygame.K_LEFT) == ("cursor", -1)
    assert controls.key(pygame.K_SPACE) == ("click_group", [7, 8])
    assert controls.key(pygame.K_s) == ("open_scores",)
    assert controls.key(pygame.K_BACKSPACE) == ("let_go",)
    waiting = Controls(fake_table(can_act=False))
    assert waiting.key(pygame.K_RIGHT) is None and waiting.key(pygame.K_SPACE) is None


def test_the_wheel_scrolls_what_is_under_the_pointer() -> None:
    assert Controls(fake_table(mouse=(1000, 600))).wheel(2) == ("scroll_log", 2)
    assert Controls(fake_table(mouse=(400, 300))).wheel(2) == ("scroll_choices", -2)
    picks = SimpleNamespace(rects=[], scroll_room=lambda: 3)
    assert Controls(fake_table(mouse=(400, 300), picks=picks)).wheel(-1) == ("scroll_picks", -1)


def test_enter_chooses_the_row_lit_under_the_pointer(app: App) -> None:
    """Enter acts on the row lit (the shared list's rule, issue 32 section 2): the row
    under the pointer when no key moved the focus. Before, Enter took only a key's focus
    and, with the pointer on a lit row, picked the hand's pile instead."""
    choices = ChoiceList()
    choices.guard.grace = 0.0
    choices.set_rows(["Collect", "End the turn"])
    with theme.scaled_for((1280, 720)):
        choices.draw(pygame.Surface((1280, 720)), pygame.Rect(900, 100, 300, 300))
    over = choices.rows_drawn[1].rect.center
    table = fake_table(
        option_panel=SimpleNamespace(choices=choices, ringed=lambda: None), mouse=over
    )
    assert Controls(table).key(pygame.K_RETURN) == ("choose", 1)
    table.mouse = (500, 300)  # the pointer moved off the rows: no row is lit...
    # ...and Enter picks the pile only where the keys put the cursor, the pointer still
    # (issue 33: Enter after a hint discarded the cursor's card, never pointed at); it
    # lights the first choice and says so, playing nothing (issue 33, shot-26)
    assert Controls(table).key(pygame.K_RETURN) == ("light_first",)
    table.hand.keyed_at = table.mouse
    assert Controls(table).key(pygame.K_RETURN) == ("click_group", [7, 8])
