"""The Dojo table's loose ends a newcomer found (issue 18, section 2), and the choices
the rules as written give a person (a Joker's hex, Fists of Fury), each with a test."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo import data
from ninjas.dojo.hexgrid import Board, neighbours
from ninjas.dojo.maps import board_for, board_names
from ninjas.dojo.places import places
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene, art
from scenes.dojo.layout import SUMMON_AREA
from scenes.dojo.stage import DIE_TUMBLE

from .test_dojo_scene import _placed_table, key, press, table


def _stage(scene: DojoScene) -> None:
    scene.version += 1
    scene._refresh()


def _plains(scene: DojoScene) -> None:
    """Every board hex plains (hand-set positions)."""
    state = scene.state
    state.board = Board(state.board.name, tuple((h, "plains") for h in state.board.hexes()))
    state._terrain_cache = None


def _battles(scene: DojoScene, defenders: int, attacks: int) -> None:
    """All plains; the other side's `defenders` on a hex with six neighbours, and one
    ninja of the mover's on `attacks` of them: the mover's battles to choose."""
    _plains(scene)
    state = scene.state
    me = state.mover
    cells = state.board.hexes()
    target = next(h for h in cells if sum(n in cells for n in neighbours(h)) == 6)
    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
    state.ninjas[target] = [0, 0]
    state.ninjas[target][1 - me] = defenders
    for n in neighbours(target)[:attacks]:
        state.ninjas[n] = [0, 0]
        state.ninjas[n][me] = 1
    state.phase = "battle"
    _stage(scene)


def _summoning(scene: DojoScene, held: int) -> None:
    """All plains, one ninja of the mover's on each of the first `held` hexes: the
    summoning's count to choose."""
    _plains(scene)
    state = scene.state
    for h in state.board.hexes()[:held]:
        state.ninjas[h] = [0, 0]
        state.ninjas[h][state.mover] = 1
    state.phase = "summon"
    _stage(scene)


def test_the_summon_cards_never_cover_the_choices(app: App) -> None:
    """Summoning while holding three hexes: "Orange clan summons with:" and its cards
    were drawn over "3. A die for the Dojo"."""
    scene = _placed_table(app)
    state = scene.state
    _summoning(scene, held=4)
    scene.play("summon 3")
    assert state.phase == "assign" and scene.stage.summon_show is not None
    action = scene.layout.action
    cards = pygame.Rect(action.left, action.bottom - SUMMON_AREA, action.width, SUMMON_AREA)
    reached: set[str] = set()
    for _ in range(4):
        for option in scene.options:
            assert not option.rect.colliderect(cards), option.label
            assert action.contains(option.rect), option.label
        reached |= {o.label.split(". ", 1)[1] for o in scene.options if o.number}
        key(scene, pygame.K_TAB)
    # every site, page by page, and the row that spreads the dice (dice_fill.py)
    assert len(reached) == len(state.legal_actions()) + 1 == 6
    scene.draw(pygame.Surface((1280, 720)))


def test_a_spent_die_asks_for_no_missing_picture(app: App, monkeypatch: Any) -> None:
    """With every move spent the die showed a "0" tile and the log said dojo/die_0.png
    was not found."""
    asked: list[str] = []
    picture = art.picture

    def spy(name: str) -> Any:
        asked.append(name)
        return picture(name)

    monkeypatch.setattr(art, "picture", spy)
    art.clear()
    scene = _placed_table(app)
    state = scene.state
    forest = {h: "forest" for h in state.board.hexes()}
    state.board = Board(state.board.name, tuple(sorted(forest.items())))
    state._terrain_cache = None
    state.phase, state.remaining = "move", 0
    canvas = pygame.Surface((1280, 720))
    for shown in (None, 3):
        scene.stage.roll_show = None
        _stage(scene)
        if shown is not None:
            from scenes.dojo.stage import RollShow

            scene.stage.roll_show = RollShow(state.mover, shown, False, 9.0)
        scene.draw(canvas)
    assert not [name for name in asked if name.startswith("die_") and name[4:] not in "123456"]
    assert art.die(0, 40).get_size() == (40, 40)


def test_every_hex_has_a_name_of_its_own(app: App) -> None:
    """ "moves a ninja from the mountain (north-east) to the mountain (north-east)": every
    hex named in the log is unique on the board, in English and French."""
    for name in ("random", *board_names()):
        for seed in range(4 if name == "random" else 1):
            board = board_for(name, random.Random(seed))
            found = places(board)
            assert len(set(found.values())) == len(found) == len(board.hexes())
    scene = _placed_table(app)
    state = scene.state
    hexes = [*state.board.hexes(), *[d for d in state.dojos if d is not None]]
    for lang in ("en", "fr"):
        app.tr = Translator(lang)
        names = [scene.narrator.place_name(h) for h in hexes]
        assert len(set(names)) == len(names), lang
        assert not any("{" in n or "dojo." in n for n in names), names
    # a whole game's log never moves a ninja from a place to the same place
    app.tr = Translator("en")
    game = table(app, [Seat("ai", "greedy"), Seat("ai", "greedy")], 3, {"board": "random"})
    for _ in range(4000):
        if game.state.is_terminal:
            break
        game.update(1 / 60)
    steps = [line for _, line in game.log_lines if " moves a ninja from " in line]
    assert steps
    for line in steps:
        source, target = line.split(" moves a ninja from ", 1)[1].rstrip(".").split(" to ", 1)
        assert source != target, line


def test_ace_in_the_face_is_named_in_the_log(app: App) -> None:
    """It read "K against A: Orange clan loses a ninja", like a bug."""
    scene = _placed_table(app, ace_in_the_face=True)
    state = scene.state
    _plains(scene)
    me = state.mover
    src, dst = state.board.hexes()[0], None
    dst = next(n for n in neighbours(src) if n in state.terrain and n not in state.dojos)
    state.ninjas[src] = [0, 0]
    state.ninjas[src][me] = 1
    state.ninjas[dst] = [0, 0]
    state.ninjas[dst][1 - me] = 1
    deck = state.decks[1 - me]
    deck.remove(data.ACE)
    deck.append(data.ACE)
    state.decks[me].remove(13)
    state.decks[me].append(13)
    state.phase = "battle"
    _stage(scene)
    scene.play(f"throw {hex_text(src)} {hex_text(dst)}")
    scene.play("lay 1")
    scene.play("play 13 0")
    told = app.tr("dojo.log.ace_in_the_face", name=scene.seat_name(me))
    assert any(told in line for _, line in scene.log_lines)
    assert state.count(src, me) == 0


def test_a_throws_end_names_the_defenders_left_not_the_thrower(app: App) -> None:
    """After a projectile the log read "The battle ends: Orange clan 0, Blue clan 2", as
    if the thrower's side had been wiped out: the thrower stands on its own hex."""
    for lang in ("en", "fr"):
        app.tr = Translator(lang)
        app.stack.clear()
        scene = _placed_table(app)
        state = scene.state
        _plains(scene)
        me = state.mover
        src = state.board.hexes()[0]
        dst = next(n for n in neighbours(src) if n in state.terrain and n not in state.dojos)
        state.ninjas[src] = [0, 0]
        state.ninjas[src][me] = 1
        state.ninjas[dst] = [0, 0]
        state.ninjas[dst][1 - me] = 2
        for seat, card in ((1 - me, 9), (1 - me, 9), (me, 13)):
            state.decks[seat].remove(card)
            state.decks[seat].append(card)
        state.phase = "battle"
        _stage(scene)
        scene.play(f"throw {hex_text(src)} {hex_text(dst)}")
        scene.play("lay 9")
        scene.play("lay 9")
        scene.play("play 13 0")
        told = app.tr.plural(
            "dojo.log.throw_over",
            1,
            defender=scene.seat_name(1 - me),
            where=scene.narrator.place_name(dst),
        )
        lines = [line for _, line in scene.log_lines]
        assert told in lines, lines[-4:]
        wiped = app.tr(
            "dojo.log.battle_over",
            attacker=scene.seat_name(me),
            attackers=0,
            defender=scene.seat_name(1 - me),
            defenders=1,
        )
        assert wiped not in lines
        # the last defender falls: "no ninja left", not "0 ninjas left"
        for card in (2, 12):
            state.decks[me if card == 12 else 1 - me].remove(card)
            state.decks[me if card == 12 else 1 - me].append(card)
        state.thrown.clear()
        state.phase = "battle"  # the same thrower, again (a hand-set position)
        _stage(scene)
        scene.play(f"throw {hex_text(src)} {hex_text(dst)}")
        scene.play("lay 2")
        scene.play("play 12 0")
        cleared = app.tr(
            "dojo.log.throw_cleared",
            defender=scene.seat_name(1 - me),
            where=scene.narrator.place_name(dst),
        )
        assert state.count(dst, 1 - me) == 0
        assert cleared in [line for _, line in scene.log_lines]
    app.tr = Translator("en")


def test_enter_and_space_press_the_main_button(app: App) -> None:
    for k in (pygame.K_RETURN, pygame.K_SPACE):
        app.stack.clear()
        scene = _placed_table(app)
        state = scene.state
        me = state.mover
        h = state.board.hexes()[0]
        state.ninjas[h] = [0, 0]
        state.ninjas[h][me], state.ninjas[h][1 - me] = 1, 3
        state.phase = "battle"
        scene.play(f"fight {hex_text(h)}")
        scene.shown_seat = state.current_player
        _stage(scene)
        assert state.phase == "lay"
        key(scene, k)  # "Lay them all (shuffled)"
        assert state.phase == "attack"


def test_every_battle_choice_is_reachable_by_keyboard(app: App) -> None:
    """With four battle options, "No more battles (D)" was hidden behind "2 more: click
    them on the map", and pressing 1 did nothing."""
    scene = _placed_table(app)
    state = scene.state
    _battles(scene, defenders=3, attacks=4)
    legal = sorted(str(a) for a in state.legal_actions())
    assert len(legal) == 5 and "done" in legal
    reached: list[str] = []
    played = scene.submit

    def record(text: str) -> bool:
        reached.append(text)
        return True

    scene.submit = record  # type: ignore[method-assign]
    for _ in range(3):
        for number in range(1, 10):
            key(scene, pygame.K_0 + number)
        key(scene, pygame.K_TAB)
    scene.submit = played  # type: ignore[method-assign]
    assert sorted(set(reached)) == legal
    key(scene, pygame.K_1)  # the first choice of the first page: no more battles
    assert state.phase != "battle"


def test_the_prompt_waits_for_the_computers_summoning_dice(app: App) -> None:
    """ "Roll the die" showed while the computer's summoning dice still showed "?": the
    log, the prompt and the board tell the same moment."""
    scene = table(app, [Seat("human"), Seat("ai", "greedy")], 9, {"board": "random"}, True)
    scene.ai_pause = 0.0
    rng = random.Random(1)
    canvas = pygame.Surface((1280, 720))
    waiting = {app.tr(k, name=scene.seat_name(1)) for k in ("dojo.waiting", "ai_wait.thinking")}
    checked = 0
    for _ in range(30_000):
        if scene.state.is_terminal or checked > 3:
            break
        scene.update(1 / 30)
        scene.draw(canvas)
        show = scene.stage.summon_show
        if show is not None and show.seat == 1 and (show.faces is None or show.age < DIE_TUMBLE):
            assert scene.prompt() in waiting  # playing, or thinking after a second
            assert not scene.can_act
            if scene.state.current_player == 0:  # the rules are at the person's turn already
                shown = sum(c[1] for c in scene.stage.shown_ninjas().values())
                coming = [e for e in scene.queue if e.kind == "summoned"]
                if show.faces is None and coming:  # the dice say "?": no new ninja yet
                    assert shown == scene.state.total(1) - coming[0]["total"]
                    checked += 1
        if scene.reveal.shown or scene.summon_hold.shown:  # the turned cards, the person's
            # summoning (summon_hold.py) read: go on
            key(scene, pygame.K_RETURN)
            scene.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
        if scene.can_act:
            from .test_dojo_scene import act_like_a_person

            act_like_a_person(scene, rng, canvas)
    # four of the computer's summonings seen (the loop's own end), not one and then a
    # table held on its turned cards till the frames ran out (30,000 frames, 31 s in CI)
    assert checked > 3


def test_a_long_choice_is_never_cut(sized_app: Any) -> None:
    """At 1280x720 "2. Throw from the plains (north-east, 2nd from the west) at the forest
    (north-east, the southern one) (1)" was cut after "southern": its row had room for
    two lines, measured without the shuriken beside it. Every choice's row holds its
    whole label, beside its icon, in English and French, at both sizes."""
    from scenes import theme
    from scenes.dojo.layout import OPTION_H2
    from scenes.dojo.options_panel import LOOK
    from scenes.widgets import wrap_text

    longest = 0
    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "fr"):
            app = sized_app(size)
            app.tr = Translator(lang)
            scene = _placed_table(app)
            state = scene.state
            _battles(scene, defenders=1, attacks=6)
            app.draw()
            seen = 0
            drawn: list[tuple[Any, list[str]]] = []
            for _ in range(scene.choices.pager.pages):
                app.draw()
                rows = [o for o in scene.options if o.number]
                for option in rows:
                    # the label's lines as drawn: beside the shuriken of a throw
                    room = option.rect.width - theme.px(18 + (34 if option.icon else 0))
                    lines = wrap_text(option.label, LOOK.font, room)  # the panel's size
                    longest = max(longest, len(lines))
                    if len(lines) > 1:  # 18 more for each line past the second
                        need = theme.px(OPTION_H2 + (len(lines) - 2) * 18)
                        assert option.rect.height >= need, (size, lang, option.label)
                    assert scene.layout.action.contains(option.rect), option.label
                    drawn.append((option, lines))
                for a, b in zip(scene.options, scene.options[1:], strict=False):
                    assert not a.rect.colliderect(b.rect), (a.label, b.label)
                seen += len(rows)
                key(scene, pygame.K_TAB)
            assert seen == len(state.legal_actions()), (size, lang)
            for option, lines in drawn:  # and the drawing puts every line in its row
                assert scene.choices.option_lines(option) == lines, (size, lang, option.label)
    # French: two lines (three before the short names, issue 33); three again for one
    # throw of this board, 'Lancer depuis la plaine (nord-ouest, 2e depuis le centre) vers
    # le sud-ouest (1 en défense)', since a place's qualifier never names a direction
    # against its part's (newcomer P, s8: 'sud-est, côté ouest'), its row grown to hold it
    assert longest == 3
    app.tr = Translator("en")


def test_a_person_chooses_a_jokers_hex_and_fists_of_fury(app: App) -> None:
    scene = _placed_table(app, jokers=True, fists_of_fury=True)
    state = scene.state
    _plains(scene)
    me = state.mover
    h, far = state.board.hexes()[0], state.board.hexes()[-1]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 1, 5
    state.ninjas[far] = [0, 0]
    state.ninjas[far][me] = 1
    other = state.decks[1 - me]
    other.sort(key=lambda c: c != data.JOKER)  # no Joker among the defenders' cards
    deck = state.decks[me]
    for card in (11, 2, data.JOKER):  # drawn first: the Joker, then 2, then 11
        deck.remove(card)
        deck.append(card)
    state.phase = "battle"
    _stage(scene)
    scene.play(f"fight {hex_text(h)}")
    _stage(scene)
    assert state.phase == "fury" and state.current_player == me
    assert scene.prompt() == app.tr("dojo.prompt.fury", count=5, deck=len(deck))
    assert app.tr("dojo.act.fury_two") in scene.options[0].label
    key(scene, pygame.K_RETURN)  # the main button: draw two, keep the higher
    assert state.phase == "joker" and state.current_player == me
    labels = [o.label for o in scene.options if o.number]
    assert len(labels) == len(state.legal_actions()) == 3  # the Dojo, the battle, far
    press(scene, scene.view.centre(far))  # a click on the map chooses the hex
    assert state.count(far, me) == 2
    assert state.phase == "lay" and state.battle is not None and state.battle.hand == [11]
    # by keys: a second game, Fists of Fury declined with 2, the Joker's hex with 1
    app.stack.clear()
    again = _placed_table(app, jokers=True, fists_of_fury=True)
    s2 = again.state
    _plains(again)
    me = s2.mover
    s2.ninjas[h] = [0, 0]
    s2.ninjas[h][me], s2.ninjas[h][1 - me] = 1, 5
    s2.decks[1 - me].sort(key=lambda c: c != data.JOKER)
    for card in (11, data.JOKER):
        s2.decks[me].remove(card)
        s2.decks[me].append(card)
    s2.phase = "battle"
    _stage(again)
    again.play(f"fight {hex_text(h)}")
    _stage(again)
    key(again, pygame.K_2)  # draw one
    assert s2.phase == "joker"
    first = again.options[0]
    key(again, pygame.K_1)
    assert first.hex is not None and s2.count(first.hex, me) >= 1
    assert s2.phase == "lay" and s2.battle is not None and s2.battle.hand == [11]


def test_the_rules_reference_lists_this_editions_choices() -> None:
    """ "This edition's choices" names each choice the rules make beyond the text, in
    English and French, and no longer a limit on free forest steps."""
    marks = {
        "en": (
            "at least 1 card and at most as many as your ninjas on the board",
            "always go back into their deck",
            "must draw from an empty deck",
            "mountain costs 2",
            "tie in a mountain goes to the defender",
            "Fists of Fury does not apply to it",
        ),
        "fr": (
            "au moins 1 carte, et au plus autant que vos ninjas",
            "retournent toujours dans leur pioche",
            "piocher dans une pioche vide",
            "montagne coûte 2",
            "égalité en montagne va au défenseur",
            "les Poings de fureur ne s'y appliquent pas",
        ),
    }
    for lang, wanted in marks.items():
        tr = Translator(lang)
        assert tr("rules.dojo.edition.title") in (
            "This edition's choices",
            "Les choix de cette édition",
        )
        body = tr("rules.dojo.edition.body")
        for mark in wanted:
            assert mark in body, (lang, mark)
        assert "six" not in body
        assert "six" not in tr("rules.dojo.moving.body")


def test_a_pager_shows_every_choice_once() -> None:
    from scenes.paging import Pager

    for count in range(0, 12):
        for rows in range(1, 6):
            pager = Pager()
            pager.set(count, rows)
            seen: list[int] = []
            for _ in range(pager.pages):
                shown = list(pager.shown())
                assert len(shown) + (1 if pager.paged else 0) <= max(rows, 2)
                seen += shown
                pager.turn()
            assert seen == list(range(count)) and pager.page == 0


def test_placing_and_walking_by_keyboard_alone(app: App) -> None:
    """Every choice is reachable by keyboard: the arrows point at a hex (a Dojo site, a
    stack, a destination) and Enter clicks it; the lists go by numbers."""
    scene = table(app, [Seat("human"), Seat("human")], 4, {"board": "random"})
    state = scene.state
    arrows = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
    rng = random.Random(3)
    for _ in range(400):  # both Dojos, by arrows and Enter only
        if state.phase != "dojo":
            break
        scene.shown_seat = state.current_player
        scene._refresh()
        sites = {a.args[0] for a in state.legal_actions()}
        if scene.cursor is not None and hex_text(scene.cursor) in sites:
            key(scene, pygame.K_RETURN)
        else:
            key(scene, rng.choice(arrows))
    assert state.phase == "roll"
    scene.shown_seat = state.current_player
    scene._refresh()
    key(scene, pygame.K_RETURN)  # roll
    assert state.phase == "move"
    start = state.remaining
    for _ in range(400):  # a ninja chosen and walked one hex, by arrows and Enter
        if state.phase != "move" or state.remaining < start:
            break
        if scene.selected is None:
            movers = {a.args[0] for a in state.legal_actions() if a.kind == "step"}
            if scene.cursor is not None and hex_text(scene.cursor) in movers:
                key(scene, pygame.K_SPACE)
                assert scene.selected == scene.cursor
            else:
                key(scene, rng.choice(arrows))
        else:
            ends = {
                h
                for h, r in scene.controls.routes().items()
                if r.ends and r.cost > 0 and state.count(h, state.mover) == 0
            }
            if scene.cursor in ends:
                key(scene, pygame.K_RETURN)
            else:
                key(scene, rng.choice(arrows))
    assert state.remaining < start or state.phase != "move"


def test_with_the_computer_on_both_sides_the_prompt_names_the_seat_being_told(app: App) -> None:
    """The demo: the top line and the prompt name the clan whose summoning is still on
    the table, not the one whose turn the rules are already at."""
    scene = table(app, [Seat("ai", "greedy"), Seat("ai", "greedy")], 9, {"board": "random"}, True)
    canvas = pygame.Surface((1280, 720))
    checked = 0
    for _ in range(20_000):
        if scene.state.is_terminal or checked > 3:
            break
        scene.update(1 / 30)
        scene.draw(canvas)
        show = scene.stage.summon_show
        state = scene.state
        if show is not None and show.faces is None and state.mover != show.seat:
            name = scene.seat_name(show.seat)
            assert scene.prompt() in {
                app.tr(k, name=name) for k in ("dojo.waiting", "ai_wait.thinking")
            }
            checked += 1
    assert checked > 0
