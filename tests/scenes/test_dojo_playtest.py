"""What a newcomer play-testing the Dojo table found: every move in the log, the summon
list using the panel's height, plurals, the guided bubble, the selection after a move."""

from __future__ import annotations

from pathlib import Path

import pygame

from scenes.app import App

from .test_dojo_scene import _placed_table

ROOT = Path(__file__).resolve().parents[2]


def test_a_persons_own_steps_are_logged_like_the_computers(app: App) -> None:
    """The log went from "Orange clan rolls 4." straight to "summons": a person's moves
    were never written, only the computer's."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    before = len(scene.log_lines)
    scene.play(next(str(a) for a in state.legal_actions() if str(a).startswith("step")))
    scene.hurry()
    new = [line for owner, line in scene.log_lines[before:] if owner is None]
    name = scene.seat_name(me)
    assert any(line.startswith(name) and "ninja" in line for line in new), new


def test_a_stack_just_moved_stays_chosen_and_gives_way_to_another(app: App) -> None:
    """After a walk the moved stack stayed chosen, so a click on another of your stacks
    asked "Walk there and join it / Choose that stack instead / Neither"; then it was let
    go after every walk, and newcomer G (s6) clicked it again before each step of a walk
    of five. It stays chosen while it can walk on, so a click beyond goes on with the
    walk, and a click on another of your stacks chooses it, never asking (newcomer F,
    s15: tests/scenes/test_dojo_click_chooses.py)."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    scene.controls.click_hex(home)
    assert scene.selected == home
    target = next(
        h for h, r in scene.controls.routes().items() if r.ends and r.cost == 1 and h != home
    )
    scene.controls.click_hex(target)
    assert len(scene.session.actions) > 0 and state.count(target, me) >= 1
    assert scene.selected == target and state.remaining == 3  # still chosen: it may walk on
    beyond = next(
        h for h, r in scene.controls.routes().items() if r.ends and h not in (home, target)
    )
    walked = len(scene.session.actions)
    scene.controls.click_hex(beyond)  # one click goes on with the walk
    assert len(scene.session.actions) > walked and state.count(beyond, me) >= 1
    at_home = state.count(home, me)
    scene.controls.click_hex(home)  # another of your stacks, in reach, whence it came:
    assert scene.selected == home  # chosen, one click
    assert state.count(home, me) == at_home  # (newcomer P, s12: it walked back silently;
    # X, s13, F, s15: asked, then a board click walked it or answered 'Neither')


def test_one_move_is_said_in_the_singular_in_english_and_french() -> None:
    """ "Out of reach with 1 moves left", "1 moves, 0 left": Translator.plural now."""
    from ninjas.core.i18n import Translator

    en, fr = Translator("en"), Translator("fr")
    assert en.plural("dojo.refused.too_far", 1) == "Out of reach with 1 move left."
    assert en.plural("dojo.refused.too_far", 3) == "Out of reach with 3 moves left."
    assert en.plural("dojo.route", 1, left=0) == "1 move, 0 left"
    assert en.plural("dojo.route", 2, left=1) == "2 moves, 1 left"
    assert "1 déplacement restant" in fr.plural("dojo.refused.too_far", 1)
    assert fr.plural("dojo.route", 1, left=0).startswith("1 déplacement,")
    source = (ROOT / "scenes" / "dojo" / "scene.py").read_text(encoding="utf-8")
    assert 'tr("dojo.route"' not in source and 'tr("dojo.refused.too_far"' not in source


def test_the_summon_dice_list_uses_the_panels_height(app: App) -> None:
    """Summoning with five hexes held showed 2 hexes a page and "More choices (Tab)" over
    empty space; keys 3 and 4 did nothing; a row was cut off."""
    from .test_dojo_loose_ends import _summoning

    scene = _placed_table(app)
    state = scene.state
    _summoning(scene, held=5)
    scene.play("summon 3")
    assert state.phase == "assign"
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    import os

    if os.environ.get("DOJOFIX_SHOT"):
        pygame.image.save(canvas, os.environ["DOJOFIX_SHOT"])
    from scenes import theme
    from scenes.dojo.layout import OPTION_H
    from scenes.theme import px

    area = scene.choices.area()
    numbered = [o for o in scene.options if o.number]
    for option in scene.options:
        assert area.contains(option.rect), option.label
        lines = scene.wrap(option.label, theme.FONT_SMALL, option.rect.width - px(18))
        assert len(lines) == 1 or (len(lines) == 2 and option.rect.height > px(OPTION_H)), lines
    below = area.bottom - max(o.rect.bottom for o in scene.options)
    if scene.choices.pager.paged:  # a page is as full as the room allows
        assert below < px(OPTION_H + 4) + px(44) - px(OPTION_H), below
    assert len(numbered) >= 3, [o.label for o in scene.options]
    before = len(scene.session.actions)
    last = numbered[-1]
    key = pygame.K_1 + len(numbered) - 1  # the last number shown plays that choice
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    assert scene.session.actions[before:] == [last.action]
