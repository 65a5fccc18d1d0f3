"""A 4-player table's opponent panels show each clan's cards by their values, readable,
and the '3 clans' warning inside its panel (issue 33, newcomer S, s9 g6, g9, z1 at
1280x720 FR: a 4-card clan in the small panels was '◇◇◇◇ ×4' at ~5 px, a Yokai only a
dot's colour, while the panels were 60-75% empty; Kiku's '3 clans : un 4e termine la
manche' ran over the panel's border and the corruption token). An opponent with no 4th
clan has three tiles a row, a third larger; a tile too narrow for its chips in a row
lays them in two; the warning wraps left of the token."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.shinobi import cards as art
from tools.cap_heights import LEAST, recording

from .test_shinobi_scene import table


def ids(name: str, count: int, skip: int = 0) -> list[int]:
    return [i for i, c in enumerate(data.CARDS) if c.name == name][skip : skip + count]


def clans_of_the_game() -> list[dict[str, list[int]]]:
    yokai = next(i for i, c in enumerate(data.CARDS) if data.card_kind(i) == "yokai")
    return [
        {"Carp": ids("Carp", 2)},
        {"Bear": ids("Bear", 4), "Fox": ids("Fox", 2), "Monkey": ids("Monkey", 3)},
        {  # four clans: the round ends after its power (a panel of four tiles)
            "Rat": [*ids("Rat", 3), ids("Ronin", 1)[0]],
            "Toad": ids("Toad", 3),
            "Crow": ids("Crow", 2),
            "Dragon": ids("Dragon", 2),
        },
        {
            "Spider": [*ids("Spider", 3), yokai],
            "Crow": ids("Crow", 2, 2),
            "Toad": ids("Toad", 2, 3),
        },
    ]


def drawn_at(app: App, lang: str) -> tuple[Any, list[tuple[str, pygame.Rect]]]:
    app.set_language(lang)
    # the computers under the lords' names, short: each score beside its name, the
    # warning in the line under them, beside the token (as Kiku's in g6)
    scene = table(app, [Seat("human", name="Ana"), *[Seat("ai", "easy")] * 3], seed=4)
    scene.state.clans = clans_of_the_game()
    placed: list[tuple[str, pygame.Rect]] = []
    names: dict[int, str] = {}
    original = theme.text

    def recording_text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = original(string, *args, **kwargs)
        names[id(surface)] = string
        return surface

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = super().blit(source, dest, *args, **kwargs)
            if id(source) in names:
                placed.append((names[id(source)], rect))
            return rect

    theme.text = recording_text  # type: ignore[assignment]
    try:
        canvas = Canvas((1280, 720))
        scene.draw(canvas)
        if shot := os.environ.get("NINJAS_TEST_SHOT"):  # to look at it
            pygame.image.save(canvas, f"{shot}-{lang}.png")
    finally:
        theme.text = original  # type: ignore[assignment]
    return scene, placed


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_opponent_clans_show_their_values_readable(app: App, lang: str) -> None:
    scene, _ = drawn_at(app, lang)
    tiles = {(seat, clan): rect for rect, seat, clan in scene.board.tiles}
    state = scene.state
    for seat in (1, 2, 3):
        for clan, cards in state.clans[seat].items():
            rect = tiles[(seat, clan)]
            total = sum(state.card_score(seat, c) for c in cards)
            with recording() as drawn:
                art.clear_cache()
                art.clan_tile(clan, cards, total, rect.size, app.tr, lang)
            said = [d for d in drawn if d.text.strip().isdigit() and len(d.text) == 1]
            values = sorted(str(data.CARDS[c].value) for c in cards)
            chips = sorted(d.text for d in said if d.cap >= LEAST)
            # every card's value on its chip, capitals 11 px at least; no '×4'
            assert all(v in chips for v in set(values)), (seat, clan, said)
            assert not [d for d in drawn if d.text.startswith("×")], (seat, clan)
    # three clans: three tiles a row, larger than a 4-clan panel's four
    kiku = [tiles[(3, clan)] for clan in state.clans[3]]
    midori = [tiles[(2, clan)] for clan in state.clans[2]]
    assert (
        len({r.top for r in kiku}) == 1
        and kiku[0].width * kiku[0].height > midori[0].width * midori[0].height
    ), (kiku, midori)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_three_clans_warning_stays_in_its_panel(app: App, lang: str) -> None:
    scene, placed = drawn_at(app, lang)
    slots = scene.opponent_slots()
    said = str(app.tr("shinobi.one_clan_from_end", clans=3))
    tokens = {seat: rect for rect, seat in scene.board.tokens}
    for seat in (1, 3):
        panel = slots[seat]
        lines = [rect for text, rect in placed if text and text in said and panel.colliderect(rect)]
        assert lines and " ".join(t for t, r in placed if r in lines) == said, (seat, lines)
        for rect in lines:
            assert panel.contains(rect), (seat, rect, panel)
            assert not rect.colliderect(tokens[seat]), (seat, rect, tokens[seat])
