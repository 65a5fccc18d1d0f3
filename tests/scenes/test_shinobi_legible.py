"""The Shinobi table's small words and numbers read at 1280x720 (issue 33): the count on
the Ninja Master token, the 4-player opponents' clan tiles (name, total, each card's
value, the count), Grand Master's pawn counters, and the rest of the board's words (each
seat's line, the piles' counts, the Scores button, the Decoys, the pawns in reserve).
Every text drawn for them is measured: the height its capitals (or, for a number, its
digits) have in the face and pixel size it is drawn at must be 11 px at least. The
testers measured 7-10 px. (The cards' own words and the footer are not measured here.)"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import new_game
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi.board_view import BoardView
from scenes.shinobi.grandmaster_view import GrandMasterView
from tests.shinobi.test_rules import BEAR, CARP, FOX, MONKEY, RAT, RONIN, arrange

from .test_shinobi_scene import table

LEAST = 11.0
"""The least height, in pixels at 1280x720, of the capitals or digits a player reads."""


@lru_cache(maxsize=8)
def _ratio(kind: str, glyphs: str) -> float:
    """How tall `glyphs` stand in the face `kind` draws, over its pixel size (from a
    400 px rendering, so hinting at small sizes does not flatter it)."""
    path = theme.asset_path("fonts", theme.FONT_FILES.get(kind, theme.FONT_FILES["body"]))
    face = pygame.font.Font(str(path), 400) if path.is_file() else pygame.font.Font(None, 400)
    shown = face.render(glyphs, True, (255, 255, 255))
    return shown.get_bounding_rect(min_alpha=128).height / 400


def height(string: str, size: int, kind: str) -> float:
    """The height of the capitals of `string` (of its digits, if it holds any: a
    face's figures may be shorter) as drawn at theme size `size` now."""
    pixels = theme.font(size, kind).point_size
    kinds = []
    if any(ch.isdigit() for ch in string):
        kinds.append(_ratio(kind, "0123456789"))
    if any(ch.isupper() for ch in string) or not kinds:
        kinds.append(_ratio(kind, "H"))
    return min(kinds) * pixels


class Recorder:
    """The texts drawn (string, size, kind) while each named part of the table draws."""

    def __init__(self) -> None:
        self.part: str | None = None
        self.texts: dict[str, list[tuple[str, int, str]]] = {}

    @contextmanager
    def within(self, part: str) -> Iterator[None]:
        outer, self.part = self.part, part
        try:
            yield
        finally:
            self.part = outer

    def wrap(self, part: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            with self.within(part):
                return function(*args, **kwargs)

        return wrapped

    def small(self) -> list[tuple[str, str, float]]:
        return [
            (part, string, round(height(string, size, kind), 1))
            for part, texts in self.texts.items()
            for string, size, kind in texts
            if string.strip() and height(string, size, kind) < LEAST
        ]


def four_at_grand_master(app: App) -> ShinobiScene:
    """A 4-player Grand Master table at round 2: every opponent has a 4-card clan
    (Ronin among them), corrupt cards and pawns on the board."""
    seed = 1
    while new_game(seed, {"players": 4, "mode": "grandmaster"}).first_player != 0:
        seed += 1
    scene = table(app, [Seat("human")] + [Seat("ai", "easy")] * 3, "grandmaster", seed)
    state = scene.state
    arrange(
        state,
        clans={
            1: {"Monkey": MONKEY[:3] + RONIN[:1], "Bear": BEAR[:2]},
            2: {"Carp": CARP[:4], "Fox": FOX[:2]},
            3: {"Rat": RAT[:4]},
        },
        corruption={1: [CARP[5], CARP[6]], 2: [FOX[5]], 3: [RAT[5], RAT[6], RAT[7]]},
    )
    for seat in range(4):
        state.pawns[seat].update({"court": seat, "missions": 2, "showdown": 3 - seat})
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tokens_tiles_and_counters_read_at_1280x720(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = four_at_grand_master(app)
    assert scene.size == (1280, 720)
    record = Recorder()
    original = theme.text

    def text(string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        if record.part is not None:
            kind = kwargs.get("kind", args[1] if len(args) > 1 else "body")
            record.texts.setdefault(record.part, []).append((string, size, kind))
        return original(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(art, "ninja_master", record.wrap("Ninja Master", art.ninja_master))
    monkeypatch.setattr(art, "clan_tile", record.wrap("clan tile", art.clan_tile))
    monkeypatch.setattr(
        GrandMasterView, "draw_pawns", record.wrap("pawn counters", GrandMasterView.draw_pawns)
    )
    monkeypatch.setattr(GrandMasterView, "draw", record.wrap("board", GrandMasterView.draw))
    for name in ("draw_seat", "draw_piles", "draw_own"):
        monkeypatch.setattr(BoardView, name, record.wrap(name, getattr(BoardView, name)))
    art.clear_cache()  # every picture drawn now, its texts with it
    scene.draw(pygame.Surface(scene.size))
    parts = {"Ninja Master", "clan tile", "pawn counters", "board", "draw_seat", "draw_piles"}
    assert parts <= set(record.texts)
    assert record.small() == []
    tile_texts = [string for string, _, _ in record.texts["clan tile"]]
    for value in ("4", "2", "1"):  # Monkey 4, Ronin 2, Carp 1: each card's own value
        assert value in tile_texts  # where the 4-player tiles showed blank chips
