"""What newcomer F met in the Dojo (seed 5168 against the hard computer): the hint's plan
dropped after its first step when the walk was clicked (the cheapest walk went another
way), a click after Undo that let the ninja go, the end-of-game warning, a lone
defender's card, the hex note over the board and the summoning's ringed hexes."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.dojo.cards import rank_name
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo.deck_warning import warning_text
from scenes.dojo.routes import action_hex, routes_from
from scenes.log_panel import as_line

from .test_dojo_deck_end import defence_short
from .test_dojo_ends import _many
from .test_dojo_hint_plan import _rolled, _searches
from .test_dojo_loose_ends import _stage
from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import _placed_table, key, press, table


def _chain(plan: list[str]) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """The first ninja's walk in a plan: where it starts, the hexes it goes through."""
    first = plan[0].split()
    src, hexes = action_hex(first[1]), [action_hex(first[2])]
    for text in plan[1:]:
        kind, *args = text.split()
        if kind != "step" or action_hex(args[0]) != hexes[-1]:
            break
        hexes.append(action_hex(args[1]))
    return src, hexes


def test_clicking_the_drawn_walks_end_keeps_the_plan(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 4's roll of 5: the plan walks -3,4 -> -3,3 -> -2,3 -> -1,3; the cheapest walk
    to -1,3 goes -3,4 -> -2,3 (forest at 0), so the click played another walk, the plan
    went and H searched again (a different plan)."""
    given = _searches(monkeypatch)
    scene = _rolled(app, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    plan = scene.hint_plan.rest()
    src, hexes = _chain(plan)
    end = hexes[-1]
    played = hexes.index(end) + 1  # the plan's steps up to its first arrival there
    cheapest = routes_from(scene.state, src, scene.forest_cost)[end]
    assert list(cheapest.steps) != plan[:played]  # the case met: another walk is cheapest
    press(scene, scene.view.centre(src))
    press(scene, scene.view.centre(end))
    scene.update(1 / 60)
    assert scene.session.actions[-played:] == plan[:played]
    assert scene.hint_plan.rest() == plan[played:]
    assert str(scene.hint) == plan[played]
    key(scene, pygame.K_h)  # H again: the same plan's next step, no new search
    scene.update(1 / 60)
    assert str(scene.hint) == plan[played] and len(given) == 1


def test_after_undo_a_click_on_the_ninja_then_its_target_walks(app: App) -> None:
    scene = _rolled(app, 3)
    src = next(action_hex(a.args[0]) for a in scene.legal() if a.kind == "step")
    target = next(
        action_hex(a.args[1])
        for a in scene.legal()
        if a.kind == "step" and action_hex(a.args[0]) == src
    )
    press(scene, scene.view.centre(src))
    press(scene, scene.view.centre(target))
    scene.update(1 / 60)
    walked = len(scene.session.actions)
    key(scene, pygame.K_u)
    scene.update(1 / 60)
    assert len(scene.session.actions) == walked - 1 and scene.selected == src
    press(scene, scene.view.centre(src))  # the newcomer chooses the ninja again...
    assert scene.selected == src
    press(scene, scene.view.centre(target))  # ...and its target: it walks
    scene.update(1 / 60)
    assert len(scene.session.actions) == walked
    assert scene.state.count(target, scene.state.mover) > 0
    press(scene, scene.view.centre(target))  # a chosen ninja clicked again still goes
    press(scene, scene.view.centre(target))
    assert scene.selected is None


OWN = {
    "en": "The game can end on {name}'s next turn: it has {n} cards left, and a summoning of"
    " more than {n} cards ends it. Most land wins.",
    "fr": "La partie peut finir au prochain tour de {name}\u00a0: il lui reste {n} cartes, et une"
    " invocation de plus de {n} cartes la termine. Le plus de terres gagne.",
}
"""A clan whose own summoning may run its deck out, named once (d0c26a4b)."""

SAID = {
    "en": (
        "The game can end on {name}'s next turn: {other} has 3 cards left, and a battle drawing"
        " from an empty deck ends it. Most land wins.",
        "The game can end on {name}'s next turn: {other} has {n} cards left, and a summoning"
        " drawing from an empty deck ends it. Most land wins.",
    ),
    "fr": (
        "La partie peut finir au prochain tour de {name}\u00a0: {other} a encore 3 cartes, et une bataille"
        " qui pioche dans un paquet vide la termine. Le plus de terres gagne.",
        "La partie peut finir au prochain tour de {name}\u00a0: {other} a encore {n} cartes, et une"
        " invocation qui pioche dans un paquet vide la termine. Le plus de terres gagne.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_warning_says_who_whose_deck_and_how(app: App, lang: str) -> None:
    """It said "Zoé can end the game on her turn: Blue clan, 1 card left, most land
    wins": who may end it, whose deck, and by what draw, were left to guess."""
    app.set_language(lang)
    scene = table(app, [Seat(name="Zoé"), Seat("ai", "hard")], 77)
    person_to(scene, "roll")
    me = scene.state.mover
    defence_short(scene)  # the computer's battle would draw past Zoé's 3 cards
    battle, _ = SAID[lang]
    computer = scene.seat_name(1 - me)
    assert warning_text(scene) == battle.format(name=computer, other="Zoé")
    scene2 = table(app, [Seat(name="Zoé"), Seat("ai", "hard")], 77)
    person_to(scene2, "roll")
    state = scene2.state
    blue = 1 - state.mover
    state.decks[blue] = state.decks[blue][: state.on_board(blue) - 1]  # a summoning outruns
    n = len(state.decks[blue])
    # its own deck: the clan named once (d0c26a4b, this session), 'it has', 'il lui reste'
    own = OWN[lang].format(name=computer, n=n)
    assert warning_text(scene2) == own
    assert own.count(computer) == 1 and str(n) in own


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Then 5 more dice: 4 on the plains (the western one), 1 on the Blue clan's Dojo,"),
        (
            "fr",
            "Puis 5 autres dés\u00a0: 4 sur la plaine (côté ouest), 1 sur le Dojo du Clan bleu,",
        ),
    ],
)
def test_the_summonings_hint_says_how_many_dice_on_each_ringed_hex(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    """It said "Then 5 more dice, their hexes ringed": how many on which was left out."""
    _searches(monkeypatch)
    app.set_language(lang)
    scene = _placed_table(app)
    _many(scene, deck=40)
    scene.play("summon 6")
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint_plan.rest()[1:].count("die -3,1") == 4
    assert said in scene.narrator.hint_text(scene.hint)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lone_defenders_card_is_laid_by_itself_and_the_log_says_so(app: App, lang: str) -> None:
    """A single defender had to "lay" its one card face down, a click that chose nothing."""
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, 1
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    scene.shown_seat = state.current_player
    _stage(scene)
    assert state.phase == "lay" and state.battle is not None and len(state.battle.pool) == 1
    card = state.battle.pool[0]
    scene.hurry()
    scene.update(1 / 60)
    assert state.phase == "attack" and state.battle.row == [card]
    said = app.tr("dojo.log.laid_alone", card=rank_name(card))
    scene.hurry()  # the events told, the log's lines written
    assert (1 - me, said) in [
        (line.owner, line.text) for line in map(as_line, scene.log_panel.lines)
    ]


def test_two_defenders_cards_are_still_laid_by_the_person(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 2, 2
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    scene.shown_seat = state.current_player
    _stage(scene)
    scene.hurry()
    scene.update(1 / 60)
    assert state.phase == "lay"
