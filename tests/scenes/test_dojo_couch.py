"""The Dojo table as the couch testers met it (issue 33, Dojo): the language changed
mid-game, the battle's labels, the hint's forest, the hand-off."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import Hex, neighbours
from ninjas.dojo.rules import hex_text
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.footer import help_text
from scenes.dojo.routes import action_hex
from scenes.handoff import HandoffScene, hand_over

from .legibility import record_sized_texts, too_small
from .test_dojo_scene import _placed_table, key


def _draw(scene: DojoScene) -> None:
    size = scene.app.view_size
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))


def _told(scene: DojoScene) -> list[object]:
    return list(scene.log_panel.lines)


@pytest.mark.parametrize(("first", "then"), (("en", "fr"), ("fr", "en")))
def test_the_language_changed_mid_game_changes_the_choices_and_the_log_at_once(
    app: App, first: str, then: str
) -> None:
    """The testers changed the language in Settings mid-game: the action list and the
    log stayed in the old one until the next action. The next frame drawn says them in
    the new one, as a table opened in it would."""
    app.tr = Translator(first)
    scene = _placed_table(app)
    scene.play("roll")
    _draw(scene)
    before = ([o.label for o in scene.options], _told(scene))
    assert before[0] and before[1]
    app.tr = Translator(then)  # what Settings does (App.set_language)
    _draw(scene)
    shown = ([o.label for o in scene.options], _told(scene))
    scene.choices.build()
    scene.log_panel.rebuild()
    fresh = ([o.label for o in scene.options], _told(scene))
    assert shown == fresh
    assert shown[0] != before[0] and shown[1] != before[1]
    assert len(shown[1]) == len(before[1])


def _stack_beside_home(scene: DojoScene) -> tuple[Hex, Hex]:
    """One ninja of the mover's walked out of its Dojo (four stay), to move with 4."""
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    out = next(n for n in neighbours(home) if state.terrain.get(n) in ("plains", "forest"))
    state.ninjas[home][me] -= 1
    state.ninjas.setdefault(out, [0, 0])[me] += 1
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    return home, out


def test_the_face_down_cards_keep_their_numbers_and_a_turned_card_its_own_tag(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Battle labels (testers): a turned card's rank was written above it, where the
    face-down cards' numbers stand; and the cards left were numbered again from 1, so
    the key of the old number did nothing or struck another card. The numbers over
    the row stay the cards' places in it (and the keys follow them); a turned card's
    rank is on a tag inside its corner."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 3, 3
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    while state.phase == "lay":
        scene.play(str(state.legal_actions()[0]))
    scene.shown_seat = state.current_player
    scene._refresh()
    assert state.phase == "attack"
    key(scene, pygame.K_1)  # the first card of the hand...
    key(scene, pygame.K_1)  # ...on face-down card 1
    assert scene.session.actions[-1].endswith(" 0")
    assert state.phase == "attack" and state.battle is not None
    scene.shown_seat = state.current_player
    played = len(scene.session.actions)
    key(scene, pygame.K_2)  # the hand's card dealt second: it keeps its number 2
    key(scene, pygame.K_1)  # card 1 is turned: its key strikes nothing now
    assert len(scene.session.actions) == played
    drawn: list[tuple[str, object]] = []
    blit = theme.blit_text

    def spy(canvas: pygame.Surface, string: str, *args: object, **anchor: object) -> object:
        drawn.extend((string, where) for name, where in anchor.items() if name == "midbottom")
        return blit(canvas, string, *args, **anchor)  # type: ignore[arg-type]

    tags: list[str] = []
    painter = scene.tray_view.painter
    tag = painter.rank_tag
    monkeypatch.setattr(theme, "blit_text", spy)
    monkeypatch.setattr(painter, "rank_tag", lambda c, r, s: tags.append(s) or tag(c, r, s))
    _draw(scene)
    tray = scene.tray_view.rect
    over_row = sorted(s for s, at in drawn if tray.collidepoint(at))  # type: ignore[arg-type]
    assert over_row == ["2", "3"]  # the numbers over the row, only
    assert len(tags) == 2  # the turned card's, and the card that struck it (its own tag)
    key(scene, pygame.K_2)  # the number over the card strikes it
    assert scene.session.actions[-1].endswith(" 1")


@pytest.mark.parametrize("cost", (0, 1))
def test_the_hint_keeps_the_forest_mode_and_a_click_plays_its_step(app: App, cost: int) -> None:
    """The hint ignored the forest mode: it could step into a forest paying 1 while the
    mode was 'free step' (or the other way round), and a click on its hex played
    another step than the one hinted. Then it set the mode to its step's cost, unasked
    (newcomer Q, s19). Now the mode stays the person's: the hint says its cost in words,
    and the click on its hex plays the hinted step (test_dojo_hint_forest_mode.py)."""
    scene = _placed_table(app)
    state = scene.state
    scene.play("roll")
    forest = [
        a
        for a in scene.legal()
        if a.kind == "step" and state.terrain.get(action_hex(a.args[1])) == "forest"
    ]
    hinted = next(a for a in forest if a.args[2] == str(cost))
    scene.forest_cost = 1 - cost  # the mode says the other cost
    scene.hint = scene.hint_move([str(hinted)])  # the hint's plan: this one step
    assert scene.forest_cost == 1 - cost
    words = app.tr(f"dojo.hint.step_forest_{cost}", source="", target="").split(",")[-1]
    assert words.strip() and words in scene.narrator.hint_text(hinted)
    assert app.tr(f"dojo.hint.mode.{cost}") in scene.narrator.hint_text(hinted)
    scene.selected = action_hex(hinted.args[0])
    scene.controls.click_hex(action_hex(hinted.args[1]))
    assert scene.session.actions[-1] == str(hinted)
    assert scene.forest_cost == 1 - cost


def test_the_hand_off_says_show_my_cards_only_when_there_are_cards_to_show(app: App) -> None:
    """The hand-off said 'show my cards' when nothing was secret (a roll, a walk). It
    says so only when the seat has cards of its own to see: a battle's, or its own
    lines in the log (the cards it drew); else that nothing is secret."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    for seat in (0, 1):
        hand_over(scene, seat, (255, 255, 255))
        cover = app.top
        assert isinstance(cover, HandoffScene)
        words = app.tr("handoff.ready.dojo.turn", name=scene.seat_name(seat))
        assert cover.button_text == words
        assert cover.hint_key == "handoff.ready.dojo.turn.hint"
        app.pop()
        scene.handoff_open = False
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, 2
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")  # the defender draws cards to lay
    for seat in (me, 1 - me):
        assert scene.handoff_ready_key(seat) == "handoff.ready.dojo"


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_tables_words_read_at_1280x720(
    sized_app: Callable[[tuple[int, int]], App], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'cards left' was 10 px tall at 1280x720 (its small letters 7): every word the
    table draws mid-game, the status, the prompt, the choices and the log, has capitals
    (or digits) 11 px tall at least. (The shared footer of keys is not measured here.)"""
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = _placed_table(app)
    scene.play("roll")
    drawn = record_sized_texts(monkeypatch)
    _draw(scene)
    small = too_small(drawn, help_text(scene))
    assert app.tr("dojo.stat.deck") in {s for s, _, _ in drawn}
    assert not small
