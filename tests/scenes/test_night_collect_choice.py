"""Issue 33, Night: after a collect, the table offers to put the bonus in the slot in
place of the value token (new games pack the value token first: ninjas.night.packing),
and End the turn is on the first page of a long option list (it was on page 2)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from scenes.app import App
from scenes.night import NightScene, options_panel
from scenes.setup import SetupScene


def busy_turn(app: App) -> tuple[NightScene, int, int]:
    """Seat 0 (a person, the computers after) collects a Kunai and a 4 with one free
    slot, a Gears and a Hook in the backpack making the list long."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    for kind in ("gears", "v1", "hook"):
        give(s, kind, seat=0)
    kunai, four = give(s, "kunai", 0), give(s, "y4", 0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface((1280, 720)))
    return scene, kunai, four


def first_page(scene: NightScene) -> list[str]:
    scene.option_list.page = 0
    return [str(scene.options[i][0]) for i in scene.option_list.visible()]


def test_the_setup_s_new_game_carries_the_value_first_packing(app: App) -> None:
    options = SetupScene(app, "night").options()
    assert options[VALUE_FIRST] is True
    assert VALUE_FIRST not in SetupScene(app, "dojo").options()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_a_collect_the_swap_row_is_on_the_first_page_and_plays(app: App, lang) -> None:
    app.set_language(lang)
    scene, kunai, four = busy_turn(app)
    scene.play("collect 0 1")
    scene.draw(pygame.Surface((1280, 720)))
    state = scene.state
    assert state.backpacks[0][3] == four and state.held == [kunai]
    # one page now (it took 3-5, issue 33): each bonus token is one row opening its choices
    assert scene.option_list.pages() == 1
    rows = first_page(scene)
    assert "swap 0 3" in rows and rows[-1] == "end"
    label = dict((str(a), text) for a, text in scene.options)["swap 0 3"]
    tr = app.tr
    assert label == tr(  # a bonus packed is kept for a later turn (newcomer K, s17)
        "night.act.swap.bonus", token=tr("night.token.kunai"), slot=4, out=tr("night.named.y4")
    )
    # where the token it takes the place of goes, in plain words (newcomer O, s18, 238)
    # and what keeping costs: the token given up (newcomer X, s21, 172)
    assert {"en": "back on the roof at the turn's end", "fr": "remis sur le toit"}[lang] in label
    assert {"en": "at the cost of the token there", "fr": "au prix du jeton"}[lang] in label
    scene.choose_option(next(i for i, (a, _) in enumerate(scene.options) if a.kind == "swap"))
    assert state.backpacks[0][3] == kunai and state.held == [four]
    assert scene.log_lines[-1] == tr("night.log.swapped", name=scene.seat_name(0))


def test_end_the_turn_is_on_the_first_page_of_a_long_list(app: App, monkeypatch) -> None:
    """Before: End the turn came last, on the list's last page. (Pages of 4 rows: this
    turn's list fits one page since a bonus token is one row.)"""
    monkeypatch.setattr(options_panel, "MAX_OPTIONS", 4)
    scene, *_ = busy_turn(app)
    assert scene.option_list.pages() > 1
    rows = first_page(scene)
    assert rows[-1] == "end" and len(rows) > 1
    key = pygame.K_1 + len(rows) - 1  # its key on the first page chooses it
    picked: list[int] = []
    scene.choose_option = picked.append  # type: ignore[method-assign]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    assert [str(scene.options[i][0]) for i in picked] == ["end"]
    # every other row is still listed once, on some page
    seen: list[str] = []
    for page in range(scene.option_list.pages()):
        scene.option_list.page = page
        seen += [str(scene.options[i][0]) for i in scene.option_list.visible()]
    listed = scene.option_list.listed()
    assert sorted(seen) == sorted(str(scene.options[i][0]) for i in listed)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_discard_row_says_the_hand_s_token_takes_the_slot_and_it_does(app: App, lang) -> None:
    """Issue 33: after a discard the 4 in the hand waited for a 'Keep the 4' row, and
    End the turn would have sent it back to the roof; now the discard puts it in the
    freed slot (new games carry discard_keeps_held) and its row says so."""
    app.set_language(lang)
    scene, kunai, four = busy_turn(app)
    scene.state.options[KEEPS_HELD] = True
    scene.play("collect 0 1")
    scene.play("swap 0 3")  # the Kunai in the slot, the 4 in the hand
    state = scene.state
    assert state.held == [four]
    rows = dict((str(a), text) for a, text in scene.options)
    tr = app.tr
    assert rows["discard 1"] == tr(  # the 1 point given to slot 2, named on its owner's screen
        "night.act.discard.keeps.named",
        slot=2,
        token=scene.words.called("y4"),  # 'the yellow 4', not 'the 4' (newcomer E, s15)
        out=scene.words.called("v1"),
    )
    scene.choose_option(next(i for i, (a, _) in enumerate(scene.options) if str(a) == "discard 1"))
    assert state.backpacks[0][1] == four and state.held == []
    assert not [a for a, _ in scene.options if a.kind == "keep"]
    assert scene.log_lines[-1] == tr("night.log.kept", name=scene.seat_name(0))
    assert "end" in [str(a) for a, _ in scene.options]
    assert tr.plural("night.act.end.held", 1) not in [text for _, text in scene.options]
