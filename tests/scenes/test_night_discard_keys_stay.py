"""The discards' list stays open after a discard, every row in its place with its key
(issue 33: 'a list never shifts under the pointer'; newcomer R, s19, Night EN
1920x1080, hot-seat + Hard: a collect with a full backpack, the discards opened, 1
pressed for the pink 1; the list closed, rebuilt, and the 2 she pressed next for the
pink 2 ended the turn, the 3 in her hand back on the roof). scenes/night/discard_places.py."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from scenes.app import App
from scenes.night import NightScene
from scenes.night.options_panel import BACK

SIZES = ((1280, 720), (1920, 1080))


def table(app: App, size: tuple[int, int]) -> NightScene:
    """Seat 0, a person, on roof 0 with a full backpack (3, 1, 4, 2), a yellow 5 and a
    pink 3 on her roof, round 5, her collect still to make."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    s.options[KEEPS_HELD] = True
    for kind in ("v3", "v1", "y4", "v2"):
        give(s, kind, seat=0)
    for kind in ("y5", "v3"):
        give(s, kind, building=0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    draw(scene, size)
    return scene


def draw(scene: NightScene, size: tuple[int, int]) -> None:
    scene.draw(pygame.Surface(size))


def key(scene: NightScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def opened(app: App, size: tuple[int, int]) -> tuple[NightScene, list[int]]:
    """The table after her collect, the discards opened by key 1: the tokens of its rows
    (keys 1-4), in order."""
    scene = table(app, size)
    scene.play("collect 0 1")  # the 5 and the 3 to her hand: no slot
    draw(scene, size)
    key(scene, pygame.K_1)  # 'Discard a token to the roof…'
    draw(scene, size)
    panel = scene.option_list
    assert panel.opened == "discard"
    pack = scene.state.backpacks[0]
    rows = [i for i in panel.visible() if i != BACK]
    tokens = [pack[int(scene.options[i][0].args[0])] for i in rows]
    assert len(tokens) == 4 and panel.keys(rows) == [1, 2, 3, 4]
    return scene, [t for t in tokens if t is not None]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_key_beside_a_token_after_a_first_discard_takes_that_token(
    app: App, lang: str, size: tuple[int, int]
) -> None:
    app.set_language(lang)
    scene, tokens = opened(app, size)
    rects = [rect for rect, _ in scene.option_list.option_rects]
    key(scene, pygame.K_1)  # the pink 1 to the roof: the 5 from her hand takes its slot
    draw(scene, size)
    panel = scene.option_list
    between = [rect for rect, _ in panel.option_rects]
    key(scene, pygame.K_2)  # the row beside 2 before: the pink 2
    draw(scene, size)
    assert scene.session.actions[-2:] == ["discard 1", "discard 3"]  # not End the turn
    assert tokens[0] in scene.state.roofs[0] and tokens[1] in scene.state.roofs[0]
    assert [t in scene.state.backpacks[0] for t in tokens[2:]] == [True, True]
    assert scene.state.held == []  # the 3 from her hand is packed, not sent back
    assert panel.opened == "discard"  # still open, every row in its place
    assert between == rects and [rect for rect, _ in panel.option_rects] == rects
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_token_taken_is_a_greyed_row_in_its_place_its_key_says_why(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene, tokens = opened(app, (1280, 720))
    key(scene, pygame.K_1)
    draw(scene, (1280, 720))
    panel = scene.option_list
    shown = panel.visible()
    first = shown[0]
    assert panel.waits(first)  # greyed, no number, not lit
    words = tr(
        "night.act.discard.gone.kept.named",
        token=scene.words.called("v1"),
        slot=2,
        new=scene.words.called("y5"),
    )
    assert panel.words_drawn[0] == words
    assert [w.split(".")[0] for w in panel.words_drawn[1:]] == ["2", "3", "4"]
    played = len(scene.session.actions)
    key(scene, pygame.K_1)  # its key again: nothing thrown away, the row's words said
    assert len(scene.session.actions) == played
    assert scene.refused is not None and scene.refused[0] == words
    key(scene, pygame.K_ESCAPE)  # Esc: every option, End the turn among them
    assert panel.opened is None
    assert [scene.options[i][0].kind for i in panel.listed()] == ["discard", "end"]
    app.set_language("en")


def test_opened_again_it_lists_the_backpack_as_it_is(app: App) -> None:
    scene, tokens = opened(app, (1280, 720))
    key(scene, pygame.K_1)
    key(scene, pygame.K_ESCAPE)
    draw(scene, (1280, 720))
    key(scene, pygame.K_1)  # opened again: the 5 she kept has its row, the 1 none
    draw(scene, (1280, 720))
    panel = scene.option_list
    rows = [i for i in panel.listed() if i != BACK]
    assert {scene.options[i][0].kind for i in rows} == {"discard"}
    pack = scene.state.backpacks[0]
    assert sorted(pack[int(scene.options[i][0].args[0])] or 0 for i in rows) == sorted(
        t or 0 for t in pack
    )


def test_the_next_seat_s_list_is_not_the_discards(app: App) -> None:
    scene, _ = opened(app, (1280, 720))
    key(scene, pygame.K_1)
    scene.play("end")
    assert scene.option_list.opened is None
