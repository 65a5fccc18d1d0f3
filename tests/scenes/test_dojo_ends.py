"""What a newcomer found playing Dojo at 1920x1080: a summoning past the deck's end said
nothing, summoning took a click per card, the log neither scrolled nor began with a
whole line, the hex note and the guide's bubble lay over what was to be clicked, three
wordings of the plains rule, hexes named alike in a choice, the roll-off's dice rolling
while the computer built its Dojo, the turn's die gone after an undo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import new_game
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.board_view import hex_cover
from scenes.dojo.layout import LOG_LINE

from .conftest import SIZES
from .test_dojo_loose_ends import _plains, _stage
from .test_dojo_scene import _placed_table, key, table

SizedApp = Callable[[tuple[int, int]], App]


def _many(scene: DojoScene, per_hex: int = 4, hexes: int = 6, deck: int = 10) -> list[Any]:
    """The mover holds `hexes` land hexes with `per_hex` ninjas each, `deck` cards left."""
    state = scene.state
    me = state.mover
    held = [h for h in state.board.hexes() if state.terrain.get(h) != "water"][:hexes]
    for h in held:
        state.ninjas[h] = [0, 0]
        state.ninjas[h][me] = per_hex
    del state.decks[me][deck:]
    state.phase = "summon"
    _stage(scene)
    return held


# ------------------------------------------------------------------ 1. the deck's end
def test_a_summoning_past_the_deck_is_logged_with_its_cause(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    _many(scene)
    scene.play("summon 23")
    scene.hurry()
    assert state.is_terminal and state.end_reason == "cards"
    lines = [line for _, line in scene.log_lines]
    name = scene.seat_name(me)
    assert (
        f"{name} summons with 23 cards, with only 10 left in their deck: the deck runs out,"
        " and the game ends." in lines
    )


def test_the_summon_panel_says_before_confirming_that_the_game_would_end(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    _many(scene)
    assert scene.summoning.count == 10  # all the deck allows, not 3
    assert scene.summoning.warning().startswith("This takes every card left in your deck (10)")
    scene.summoning.set(9)  # the deck keeps a card: what it costs, and the rule
    assert scene.summoning.warning().startswith("Summon with 9: your deck 10 − 9 = 1.")
    scene.summoning.set(23)  # the scale stops one past the deck: any more ends it alike
    assert scene.summoning.count == 11
    warning = scene.summoning.warning()
    assert "drawing 11 empties it and the game ends at once" in warning
    assert f"{scene.seat_name(me)} would win." in warning  # it holds six hexes, the other none
    main = next(o for o in scene.options if o.style == "primary")
    assert "the game ends" in main.label
    scene.draw(pygame.Surface((1280, 720)))
    fr = Translator("fr")
    assert fr.has("dojo.summon.ends") and fr.has("dojo.summon.last_card")


def test_a_defender_whose_deck_runs_out_in_a_battle_is_named_in_the_log(app: App) -> None:
    state = new_game(4, {"board": "random"})
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    state.apply("roll")
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas = {h: [0, 0]}
    state.ninjas[h][me] = 2
    state.ninjas[h][1 - me] = 3
    state.decks[1 - me][:] = [5]  # the defender needs three cards, holds one
    state.phase = "battle"
    events = state.apply(f"fight {h[0]},{h[1]}")
    out = [e for e in events if e.kind == "deck_out"]
    assert out and out[0].data["seat"] == 1 - me and out[0].data["cause"] == "battle"
    assert out[0].data["defending"] is True and out[0].data["hex"] == list(h)
    scene = _placed_table(app)
    line = scene.describe(out[0])[0][1]
    assert line.startswith(scene.seat_name(1 - me) + " must draw to defend ")
    assert "this battle ran it out: the game ends" in line


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_results_name_the_player_whose_deck_ran_out(app: App, lang: str) -> None:
    """The results said "A deck ran out" without whose: each of the two players' decks,
    run out in turn, is named, in words the results screen shows whole at 1280x720."""
    from scenes.results import ResultsScene, _fit

    app.tr = Translator(lang)
    for whose in (0, 1):
        scene = _placed_table(app)
        state = scene.state
        if state.mover != whose:  # the other player's turn: summoning ends it
            state.mover = whose
        _many(scene)
        scene.play("summon 23")
        scene.hurry()
        assert state.is_terminal and state.end_reason == "cards" and state.ran_out == whose
        scene.over_time = 99.0
        scene.show_results()
        results = app.top
        assert isinstance(results, ResultsScene) and results.breakdown is not None
        ending = results.breakdown.ending.text(app.tr)
        name = scene.seat_name(whose)
        other = scene.seat_name(1 - whose)
        head = ending.split(". ")[0]  # then the land, both named (newcomer K, s17, 075)
        assert name in head and other not in head, ending
        assert "{" not in ending
        width = app.window.get_width() - theme.px(64)
        assert _fit(ending, theme.FONT_BODY, width) == ending
        app.draw()
        app.pop()
        app.pop()


# ------------------------------------------------------------------ 2. quick counts
def test_the_summon_count_has_quick_ways(app: App) -> None:
    scene = _placed_table(app)
    _many(scene, deck=40)  # 29 ninjas on the board (the Dojo's five too), 40 cards
    most = scene.state.on_board(scene.state.mover)
    assert most == 29 and scene.summoning.count == most
    key(scene, pygame.K_HOME)
    assert scene.summoning.count == 1
    key(scene, pygame.K_PAGEUP)
    assert scene.summoning.count == 6
    key(scene, pygame.K_PAGEDOWN)
    assert scene.summoning.count == 1
    key(scene, pygame.K_2)
    key(scene, pygame.K_3)
    assert scene.summoning.count == 23  # typed digits in a row
    scene.time += 5
    key(scene, pygame.K_KP7)
    assert scene.summoning.count == 7
    scene.mouse = scene.layout.action.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.summoning.count == 8
    maximum = next(o for o in scene.options if o.action == "summon max")
    maximum.run()
    assert scene.summoning.count == most


def test_every_drawn_card_and_each_hexs_dice_count_show(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    held = _many(scene, deck=40)
    scene.play("summon 23")
    assert len(state.summon_cards) == 23
    for _ in range(8):
        scene.play(f"die {held[0][0]},{held[0][1]}")
    scene.tray_view.painter.faces_drawn.clear()
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert scene.map_layers.dice_counts_drawn == {held[0]: 8}
    # every card drawn, none hidden under another
    assert len(scene.tray_view.painter.faces_drawn) == 23
    for option in scene.options:  # the rows of cards leave the choices their room
        assert option.rect.bottom <= scene.layout.action.bottom - round(
            scene.summoning.area_h() * scene.layout.scale
        )


# ------------------------------------------------------------------ 3. the log
def test_the_log_scrolls_with_the_wheel_and_starts_with_a_whole_entry(app: App) -> None:
    scene = _placed_table(app)
    for i in range(40):
        scene.log_panel.lines.append((None, f"Entry {i}: " + "a long line of words " * (1 + i % 3)))
    scene.draw(pygame.Surface((1280, 720)))
    rows = [(rect, line.text) for rect, line in scene.log_panel.placed()]
    first_rect, first_entry = rows[0]
    assert first_entry.startswith("Entry")  # the top row begins an entry
    assert scene.log_panel.shown()[0][2]
    assert rows[-1][1].startswith("Entry 39")
    scene.mouse = scene.layout.log.center
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3))
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.log_panel.placed()[-1][1].text.startswith("Entry 36")
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.log_panel.placed()[-1][1].text.startswith("Entry 39")


# ------------------------------------------------------------------ 4. the hex note
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hex_note_covers_no_hex_dojo_or_die(sized_app: SizedApp, size: tuple[int, int]) -> None:
    app = sized_app(size)
    scene = _placed_table(app)
    state = scene.state
    held = _many(scene, deck=40)
    scene.play("summon 9")
    for h in held[:3]:
        scene.play(f"die {h[0]},{h[1]}")
    app.draw()
    for hover in state.board.hexes():
        found = scene.note.free_on_map(hover, "The mountain: entering costs 2. " * 3)
        assert found is not None, hover
        box, lines = found
        assert scene.layout.map.contains(box) and lines
        for h in [*state.terrain]:
            for rect in hex_cover(scene.view.centre(h), scene.view.radius):
                assert not box.colliderect(rect), (hover, h)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hex_note_says_every_word(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    """The note on a plains hex with a long name ran to four lines at 1920x1080 and lost
    its last words ("...at a neighbouring hex with"): a note is never cut, in the action
    panel or on the map, while moving or while the summoning cards take the panel's foot."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = _placed_table(app)
    state = scene.state
    for phase in ("move", "summon"):
        if phase == "summon":
            _many(scene, deck=40)
            scene.play("summon 9")
        else:
            state.phase, state.remaining = "move", 3
            scene._refresh()
        app.draw()
        for h in state.terrain:
            scene.cursor = h
            text, short = scene.note.text(h), scene.note.text(h, rule=False)
            note = scene.note.box()
            assert text is not None and short is not None and note is not None
            box, lines = note  # the whole note, or without the terrain's rule where no
            # room keeps it off the log (newcomer F, s15): never cut short
            assert " ".join(lines).split() in (text.split(), short.split()), (phase, h)
            assert box.height >= len(lines) * theme.px(LOG_LINE), (phase, h)
            assert pygame.Rect((0, 0), size).contains(box), (phase, h)
        scene.cursor = None


# ------------------------------------------------------------------ 5. the guide's bubble
@pytest.mark.parametrize("size", SIZES)
def test_the_guides_bubble_covers_no_glowing_dojo_site(
    sized_app: SizedApp, size: tuple[int, int]
) -> None:
    from .test_dojo_tutorial import tutorial

    app = sized_app(size)
    scene = tutorial(app)
    scene.guide.step = 1  # build your Dojo: click a glowing site
    state = scene.state
    for _ in range(600):
        if state.phase == "dojo" and scene.can_act:
            break
        scene.update(1 / 60)
    assert state.phase == "dojo" and scene.guide.current.key == "place"
    app.draw()
    bubble = scene.guide.bubble_rect()
    sites = scene._sites()
    assert sites
    inner = scene.view.radius * 3**0.5 / 2
    for h in [*sites, *state.board.hexes()]:
        x, y = scene.view.centre(h)
        dx = max(bubble.left - x, 0, x - bubble.right)
        dy = max(bubble.top - y, 0, y - bubble.bottom)
        assert (dx * dx + dy * dy) ** 0.5 >= inner * 0.9 or scene.layout.log.contains(bubble), h


# ------------------------------------------------------------------ 6. one plains rule
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plains_rule_is_worded_once(lang: str) -> None:
    tr = Translator(lang)
    rule = tr("dojo.note.plains").rstrip(".")
    core = rule.split(" peut lancer")[0] if lang == "fr" else rule.split(" may throw")[0]
    assert core in tr("dojo.tutorial.throw")
    assert core in tr("rules.dojo.projectiles.body")
    assert core in tr("dojo.why.cannot_throw")
    for text in (tr("dojo.note.plains"), tr("dojo.tutorial.throw")):
        assert "alone" not in text and "seuls" not in text and "instead" not in text


# ------------------------------------------------------------------ 7. unique names
def test_every_hex_named_in_a_choice_is_named_as_the_log_does(app: App) -> None:
    scene = _placed_table(app, jokers=True)
    _plains(scene)
    state = scene.state
    held = _many(scene, per_hex=1, hexes=5, deck=40)
    scene.play("summon 3")
    labels = [o.label for o in scene.options if o.number]
    assert len(set(labels)) == len(labels)
    short = scene.narrator.list_names()  # each hex by a name no other of the list shares
    assert len(set(short.values())) == len(short)
    for option in scene.options:
        if option.number and option.hex is not None:
            assert short[option.hex][1:] in option.label
    state.phase, state.chooser, state.jokers_due, state.resume = "joker", state.mover, 1, "summoned"
    state.summon_cards, state.summon_hexes = [], []
    _stage(scene)
    short = scene.narrator.list_names()
    assert len(set(short.values())) == len(short)
    for action in state.legal_actions():
        h = tuple(int(v) for v in action.args[0].split(","))
        # never "the mountain (1 there)" when another mountain is in the list
        assert short[h] in scene.narrator.action_label(action)
    assert held


# ------------------------------------------------------------------ 8. roll-off and undo
def test_the_computer_builds_its_dojo_once_the_roll_off_dice_stop(app: App) -> None:
    for seed in range(1, 30):
        session = GameSession.new(
            "dojo", [Seat("human"), Seat("ai", "easy")], seed, {"board": "random"}, autosave=False
        )
        if session.state.current_player == 1:
            break
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed, {"board": "random"}, animate=True)
    scene.ai_pause = 0
    for _ in range(30):  # half a second: the dice still tumble
        scene.update(1 / 60)
    assert scene.rolling_off and scene.state.dojos == [None, None]
    for _ in range(240):
        scene.update(1 / 60)
    assert scene.state.dojos[1] is not None


def test_an_undone_step_keeps_the_turns_die_in_view(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    scene.play("roll")
    scene.hurry()
    value = state.remaining
    step = next(str(a) for a in state.legal_actions() if str(a).startswith("step"))
    scene.play(step)
    scene.hurry()
    scene.undo()
    assert scene.state.phase == "move" and scene.stage.roll_show is not None
    assert scene.stage.roll_show.value == value


# ------------------------------------------------------------------ keys held over
def _down(scene: DojoScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def _up(scene: DojoScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def test_a_key_held_through_the_computers_turn_does_not_act_on_the_persons(app: App) -> None:
    """Holding Enter through the computer's battles rolled the person's die once their
    turn came: a key pressed while the person could not act, and not let go since,
    acts on nothing (its repeats are dropped); let go and pressed again, it acts."""
    from .test_dojo_scene import table as dojo_table

    scene = dojo_table(app, [Seat(), Seat("ai", "easy")], seed=3, options={"board": "causeway"})
    state = scene.state
    for _ in range(400):  # to a move of the computer's, after the Dojos
        if state.phase != "dojo" and scene.session.ai_to_move:
            break
        if scene.can_act:
            scene.play(str(state.legal_actions()[0]))
        scene.update(1 / 60)
    assert scene.session.ai_to_move and not scene.can_act
    _down(scene, pygame.K_RETURN)  # pressed while the computer plays, and held
    for _ in range(2000):  # the computer's turn (the person may defend by clicks)
        if scene.can_act and state.phase == "roll":
            break
        if scene.can_act:
            scene.play(str(state.legal_actions()[0]))
        scene.update(1 / 60)
    assert scene.can_act and state.current_player == 0 and state.phase == "roll"
    _down(scene, pygame.K_RETURN)  # the held key repeats into the person's turn
    _down(scene, pygame.K_RETURN)
    assert state.phase == "roll" and not [a for a in scene.session.actions[-1:] if a == "roll"]
    _up(scene, pygame.K_RETURN)
    _down(scene, pygame.K_RETURN)  # let go, then pressed again: the turn is said...
    assert state.phase == "roll" and scene.refusal() == app.tr("dojo.fresh_enter")
    _up(scene, pygame.K_RETURN)
    _down(scene, pygame.K_RETURN)  # ...and the next press rolls (scenes/dojo/fresh_enter.py)
    assert scene.session.actions[-1] == "roll"
