"""Every option row's words show whole at 1280x720, in English and French: a row too
long for one line of the smallest text goes on two (fit_row), and a bonus's words end
before its picture. The longest rows the rules can make are built: each bonus, from
the hand (twice, so numbered), from a roof token, from a slot; a Shuriken or a Kunai
at each other ninja within the string's reach (beyond it, it is not offered); a Kunai
at each slot holding each kind of token (the Grappling Hook's name is the longest); Gears to each action;
a Hook to a two-figure roof."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import ACTIONS, NightAction, NightState, new_game
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.staging import SOUND_OF_BONUS
from scenes.text_cache import fit_row

FACES = ("potion", "gears", "hook", "shuriken", "kunai", "v1", "y5")
SOURCES = ("h0", "h1", "r98", "3")
"""From the hand (two alike: numbered), from the roof (a two-figure token), a slot."""


def four_players(app: App) -> tuple[NightScene, NightState]:
    s = new_game(7, {"players": 4, "village": "crossroads"})
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 5
    s.plans = [["collect", "skip"]] + [["skip", "skip"]] * 3
    s.positions = [0, 1, 2, 3]
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 4, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.apply_scale()
    scene.shown_seat = 0
    return scene, s


def every_bonus_action() -> list[NightAction]:
    acts: list[NightAction] = []
    for src in SOURCES:
        acts.append(NightAction("potion", (src,)))
        for n in ("1", "2"):
            acts += [NightAction("gears", (src, n, a)) for a in ACTIONS]
        acts += [NightAction("hook", (src, str(r))) for r in (8, 98)]
        for seat in range(1, 4):
            acts.append(NightAction("shuriken", (src, str(seat), "10.0")))
            acts += [NightAction("kunai", (src, str(seat), "10.0", str(v))) for v in range(4)]
    return acts


def longest_rows(scene: NightScene, s: NightState) -> list[tuple[NightAction, str]]:
    rows: list[tuple[NightAction, str]] = []
    for face in FACES:  # every slot of the others holds a token of this kind, known
        token = next(t for t, kind in enumerate(s.kinds) if kind == face)
        s.known[token].add(0)
        for seat in range(1, 4):
            s.backpacks[seat] = [token] * 4
        # a Shuriken or a Kunai beyond the string is not offered (words.certain_miss)
        s.within_string = lambda *_: True  # type: ignore[method-assign]
        for action, label in scene.words.labelled(every_bonus_action()):
            rows.append((action, scene.option_list.row_text(9, action, label)))  # row 9: "9. "
    return rows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_option_rows_show_whole_at_1280x720(sized_app: Any, lang: str) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    scene, s = four_players(app)
    rows = longest_rows(scene, s)
    assert {a.kind for a, _ in rows} == set(SOUND_OF_BONUS)
    hook = app.tr("night.token.hook")
    assert any(hook in text and a.kind == "kunai" for a, text in rows)
    assert any(app.tr("night.source.hand") in text for _, text in rows)
    rect = scene.layout().option_rect(0)
    font = theme.font(theme.FONT_MIN)
    two = 0
    for action, text in rows:
        room = scene.option_list.option_room(rect, action).width - theme.px(16)
        size, lines = fit_row(text, room, rect.height)
        assert " ".join(lines) == text, lines  # nothing cut
        assert len(lines) <= 2
        assert all(theme.font(size).size(line)[0] <= room for line in lines), lines
        two += len(lines) == 2
    assert two  # the longest need their second line...
    step = font.get_height() + theme.px(1)
    assert 2 * step - theme.px(1) <= rect.height  # ...and it fits in the row


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_kunai_from_the_hand_at_a_grappling_hook_is_drawn_whole(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    """The row the testers saw cut, drawn: its words in two lines, inside the row and
    left of the Kunai's picture."""
    app = sized_app(size)
    app.set_language(lang)
    scene, s = four_players(app)
    kunai = next(t for t, kind in enumerate(s.kinds) if kind == "kunai")
    hook = next(t for t, kind in enumerate(s.kinds) if kind == "hook")
    for roof in s.roofs:
        for token in (kunai, hook):
            if token in roof:
                roof.remove(token)
    s.held = [kunai]
    s.backpacks[2][0] = hook
    s.known[hook].add(0)
    s.within_string = lambda *_: True  # type: ignore[method-assign]
    scene.options = scene.words.labelled([NightAction("kunai", ("h0", "2", "10.0", "0"))])
    scene.option_list.page = 0
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.text

    def text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = real(string, *args, **kwargs)
        drawn.append((string, surface.get_rect()))
        return surface

    monkeypatch.setattr(theme, "text", text)
    canvas = app.window
    scene.draw(canvas)
    action, label = scene.options[0]
    whole = scene.option_list.row_text(1, action, label)
    assert app.tr("night.token.hook") in whole and app.tr("night.source.hand") in whole
    strings = [string for string, _ in drawn]
    first = next(k for k, string in enumerate(strings) if string.startswith("1. "))
    lines = strings[first : first + 2]
    assert " ".join(lines) == whole, lines  # two lines, nothing cut
    rect = scene.option_list.option_rects[0][0]
    room = scene.option_list.option_room(rect, action)
    for line in lines:
        assert theme.font(theme.FONT_MIN).size(line)[0] <= room.width - theme.px(16)
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_collect_rows_show_whole_at_1280x720(sized_app: Any, lang: str) -> None:
    """A Collect's row names each token in words: the longest the rules make (three
    face-down tokens, two of one colour so their places are told too, or a roof grown
    to five tokens by discards, with a full backpack: all into the hand) still fits."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    scene, s = four_players(app)
    for roof in s.roofs:
        roof.clear()
    pinks = [t for t, kind in enumerate(s.kinds) if kind == "v1"]
    yellows = [t for t, kind in enumerate(s.kinds) if kind == "y5"]
    s.backpacks[0] = [pinks[5]] * 4  # full: everything goes into the hand
    rect = scene.layout().option_rect(0)
    for roof in ([pinks[0], pinks[1], yellows[0]], pinks[:3] + yellows[:2]):
        s.roofs[0] = list(roof)
        scene._refresh()
        collects = [a for a in s.legal_actions() if a.kind == "collect"]  # any may be ticked
        rows = [
            (a, scene.option_list.row_text(9, a, text))
            for a, text in scene.words.labelled(collects)
        ]
        assert len(rows) == 2 ** len(roof) - 1
        for action, text in rows:
            room = scene.option_list.option_room(rect, action).width - theme.px(16)
            size, lines = fit_row(text, room, rect.height)
            assert " ".join(lines) == text, lines  # nothing cut
            assert len(lines) <= 2
