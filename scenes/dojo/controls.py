"""The Dojo table's keyboard and pointer: keys, clicks, drags and the wheel become the
state's actions (played through the table's submit and play), a choice of the panel,
or a change of what is chosen (the ninja, the card, the arrows' cursor).
Walks of several hexes become their steps (routes.py); the battle tray's cards are
laid, picked and struck here.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.dojo import data
from ninjas.dojo.hexgrid import Hex, neighbours
from ninjas.dojo.rules import hex_text
from ninjas.dojo.scoring import dojo_taken

from . import auto_lay, blind_strike, one_strike
from .end_guard import end_walk
from .layout import LIST_PHASES
from .routes import Route, action_hex, routes_from
from .tray import hand_numbers
from .walk_again import sent_before

if TYPE_CHECKING:
    from .protocol import Table

CURSOR_PHASES = ("dojo", "move")
"""The phases whose choices are hexes of the map: the arrow keys point at one."""
ARROWS = {
    pygame.K_LEFT: (-1.0, 0.0),
    pygame.K_RIGHT: (1.0, 0.0),
    pygame.K_UP: (0.0, -1.0),
    pygame.K_DOWN: (0.0, 1.0),
}
LIST_KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
)
"""The keys the panel's list takes (scenes/choice_list.py) where the arrows point at no
hex: its focus, its ends and its pages."""


class Controls:
    """The input of the table `table`: it reads and sets what the table has chosen
    (selected, cursor, picked, drag, forest_cost) and plays through it."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._routes: dict[Hex, Route] = {}
        self._routes_key: tuple[Any, ...] | None = None
        self.join_offer: tuple[Hex, Hex, int] | None = None
        """(from, to, the table's version): a click chose the stack at `to` while the
        ninja at `from`, chosen, could walk there: the panel offers that walk a row."""
        self._press: tuple[Hex, bool] | None = None
        """The stack a press on the board took hold of (a drag walks it), and whether
        it was chosen before the press (let go where pressed, it is let go then)."""

    def toggle_forest(self) -> None:
        self.table.forest_cost = 1 - self.table.forest_cost
        self.table.app.audio.play("click")
        self.forest_changed()

    def forest_changed(self) -> None:
        """The forest cost was set: the walks, the hint's walk and the panel's toggle
        follow."""
        self._routes_key = None
        self.table.hint_plan.refit(self.table.forest_cost)
        self.table.choices.build()

    def routes(self) -> dict[Hex, Route]:
        """Where the selected ninja can walk now (kept until the state or the choice of
        forest cost changes)."""
        if self.table.selected is None or self.table.state.phase != "move":
            return {}
        key = (self.table.version, self.table.selected, self.table.forest_cost)
        if self._routes_key != key:
            self._routes = routes_from(
                self.table.state, self.table.selected, self.table.forest_cost
            )
            self._routes_key = key
        return self._routes

    def chooses(self, h: Hex) -> bool:
        """Does a click on `h` choose the stack there, rather than walk the chosen ninja
        to it? One rule, said under the pointer (route_label) and in the prompt: a click
        on another of the person's stacks that can step chooses it; the walk there and
        join is a drag, Shift+click, or the panel's row 'Walk the other ninja here
        instead' (join_offer), offered only where that walk can be taken. Newcomer P,
        s18, Dojo EN 1920x1080: a ninja walked, chosen again, a click on her Dojo to
        choose it walked the ninja back onto it (before, a stack she chose herself
        walked there, one kept chosen for her chose: newcomers H, s16, and F, s15, met
        one way each). A click where the hint's walk goes walks (its arrow says so), and
        so does one on the enemy Dojo: a ninja there is one to keep there, not to choose."""
        table = self.table
        state = table.state
        src = table.selected
        if src is None or h == src or state.phase != "move" or state.transit is not None:
            return False
        if self._press is not None:  # a stack held by the pointer walks where let go
            return False
        if state.count(h, state.mover) == 0 or pygame.key.get_mods() & pygame.KMOD_SHIFT:
            return False
        if table.hint_plan.walk_to(src, h) or sent_before(state, src, h):  # (walk_again.py)
            return False
        if h == state.dojos[1 - state.mover]:  # their Dojo: a click there means 'come
            return False  # here' (newcomer A, s24, z31/z32: 'these two into the Dojo')
        return h in self._movers()

    def join_instead(self) -> None:
        """The row offered after a click chose a stack over walking there: the ninja
        chosen before walks there after all (the pad's and the keyboard's way to join)."""
        offer, self.join_offer = self.join_offer, None
        if offer is None or offer[2] != self.table.version:
            return
        src, dst, _ = offer
        self.table.selected = src
        route = self._route_to(dst)
        if route is not None and route.ends:
            self.walk(route)
        else:
            self.table.selected = dst
        self.table.choices.build()

    def walk(self, route: Route) -> None:
        """Play a walk's steps one after another (each step is one action)."""
        self.join_offer = None
        with self.table.session.one_gesture():  # one click, one undo (newcomer J)
            for step in route.steps:
                if not self.table.submit(step):
                    break
        self._moved(route.hexes[-1] if route.hexes else None)

    def routes_from_hex(self, src: Hex) -> dict[Hex, Route]:
        """Where a ninja at `src` can walk now (the chosen one's: routes)."""
        if src == self.table.selected:
            return self.routes()
        return routes_from(self.table.state, src, self.table.forest_cost)

    def _route_to(self, h: Hex) -> Route | None:
        """The walk of the selected ninja to `h`: the hint's plan's own steps when they go
        there (hint_plan.py: so the plan stays while the player follows it), else the
        cheapest."""
        src = self.table.selected
        planned = self.table.hint_plan.walk_to(src, h) if src is not None else ()
        if not planned:
            return self.routes().get(h)
        hexes = (src,) + tuple(action_hex(step.split()[2]) for step in planned)
        cost = sum(int(step.split()[3]) for step in planned)
        return Route(planned, hexes, cost, True)

    def _moved(self, there: Hex | None = None) -> None:
        """A walk is over: the stack it reached stays chosen while it can walk on, so the
        next click on a hex beyond goes on with the walk (newcomer G, s6: the hint's walk
        of five steps cost ten clicks, the ninja let go after each); it is chosen for the
        person, as an undo's choice is (undo_chose). A click on another stack of theirs
        chooses that one (chooses). A ninja passing through the water, which must move
        on, stays chosen."""
        table = self.table
        state = table.state
        if state.phase != "move":
            table.selected = None
        elif state.transit is not None:
            table.selected = state.transit
        elif there is not None and there in self._movers():
            table.selected = table.undo_chose = there
        else:
            table.selected = None

    def _hinted_from(self, h: Hex) -> Hex | None:
        """Where the hint's walk to `h` starts, when the hint shown walks a ninja there:
        with nothing chosen, or only the walked ninja kept chosen, a click on its
        arrow's head plays it (newcomer H, s16, 039-041: after H her clicks where the
        arrows went did nothing, the ninja they start from not chosen first)."""
        hint = self.table.hint
        if hint is None or hint.kind != "step":
            return None
        src = action_hex(hint.args[0])
        return src if self.table.hint_plan.walk_to(src, h) else None

    def _movers(self) -> set[Hex]:
        """The hexes a step may start from now."""
        return {action_hex(a.args[0]) for a in self.table.legal() if a.kind == "step"}

    def click_hex(self, h: Hex) -> None:
        if not self.table.can_act:
            return
        state = self.table.state
        phase = state.phase
        mover = state.current_player
        if phase == "dojo":
            self.table.submit(f"dojo {hex_text(h)}")
        elif phase == "move":
            self._click_move(h)
        elif phase == "battle":
            legal = self.table.legal_texts()
            hint = self.table.hint
            if (
                hint is not None
                and hint.kind == "throw"
                and action_hex(hint.args[-1]) == h
                and self.table.selected in (None, action_hex(hint.args[0]))
                and str(hint) in legal
            ):  # the hint's arrow's head: its throw (newcomer T, s20, 059: 'no battle here')
                self.table.play(str(hint))
            elif f"fight {hex_text(h)}" in legal:
                self.table.play(f"fight {hex_text(h)}")
            elif (
                self.table.selected is not None
                and f"throw {hex_text(self.table.selected)} {hex_text(h)}" in (legal)
            ):
                self.table.play(f"throw {hex_text(self.table.selected)} {hex_text(h)}")
            elif h in state.throw_sources(mover) and state.throw_targets(mover, h):
                self.table.selected = None if self.table.selected == h else h
                self.table.app.audio.play("click")
            elif any(
                h in state.throw_targets(mover, s) for s in state.throw_sources(mover)
            ):  # a throw's target: its plains first (it said 'no battle here')
                self.table.refuse(self.table.app.tr("dojo.refused.throw_from_first"))
            else:
                self.table.submit(f"fight {hex_text(h)}")
        elif phase == "assign":
            self.table.submit(f"die {hex_text(h)}")
        elif phase == "joker":
            self.table.submit(f"joker {hex_text(h)}")

    def move_cursor(self, direction: tuple[float, float]) -> None:
        """Point the arrows' cursor at the next hex that way (the board's hexes, and the
        Dojo sites while placing): the nearest whose bearing is within 60 degrees."""
        state = self.table.state
        cells = list(state.terrain)
        if state.phase == "dojo":
            cells += [action_hex(a.args[0]) for a in self.table.legal()]
        if not cells:
            return
        start = self.table.cursor or self.table.selected
        if start is None:
            movers = sorted({action_hex(a.args[0]) for a in self.table.legal() if a.kind == "step"})
            start = movers[0] if movers else None
        if start is None:
            middle = self.table.layout.map.center
            self.table.cursor = min(
                cells, key=lambda h: math.dist(self.table.view.centre(h), middle)
            )
            return
        sx, sy = self.table.view.centre(start)
        best: tuple[float, Hex] | None = None
        for h in cells:
            x, y = self.table.view.centre(h)
            dx, dy = x - sx, y - sy
            along = dx * direction[0] + dy * direction[1]
            if along <= 0:
                continue
            across = abs(dx * direction[1] - dy * direction[0])
            if across > along * math.sqrt(3):  # more than 60 degrees off
                continue
            score = math.hypot(dx, dy) + across
            if best is None or score < best[0]:
                best = (score, h)
        self.table.cursor = best[1] if best is not None else start
        self.table.app.audio.play("click")

    def pointed(self) -> Hex | None:
        """The hex pointed at: the arrows' cursor, else the hex under the mouse."""
        if self.table.cursor is not None:
            return self.table.cursor
        return (
            self.table.view.hex_at(self.table.mouse)
            if self.table.layout.map.collidepoint(self.table.mouse)
            else None
        )

    def _click_move(self, h: Hex) -> None:
        state = self.table.state
        chooses = self.chooses(h)  # (before the kept choice below becomes hers)
        kept = self.table.selected is not None and self.table.undo_chose == self.table.selected
        if self.table.undo_chose not in (None, h):  # a click elsewhere: the person's own choice
            self.table.undo_chose = None
        self.join_offer = None
        mover = state.mover
        hinted = self._hinted_from(h) if state.transit is None else None
        if chooses and (hinted is None or not kept):  # another stack of yours: chosen
            # (the join a row); over a walked ninja kept chosen, the hint's walk plays
            src = self.table.selected
            route = self._route_to(h)
            if src is not None and route is not None and route.ends:
                self.join_offer = (src, h, self.table.version)
            self.table.selected, self.table.undo_chose = h, None
            self.table.app.audio.play("click")
            self.table.choices.build()
            return
        if hinted is not None and (self.table.selected is None or kept):
            self.table.selected = hinted  # the hint's walk, none of hers chosen
        if self.table.selected is not None:
            route = self._route_to(h)
            if route is not None:
                if not route.ends:
                    self.table.refuse(self.table.app.tr("dojo.refused.water_end"))
                    return
                self.walk(route)
                return
            if h == self.table.selected and state.transit is None:
                if self.table.undo_chose == h:  # the person chooses what the undo chose
                    self.table.undo_chose = None
                    self.table.app.audio.play("click")
                    return
                self.table.selected = None
                return
        if state.count(h, mover) > 0 and state.transit is None:
            self.table.selected, self.table.undo_chose = h, None
            self.table.app.audio.play("click")
            return
        if self.table.selected is None:
            self.table.refuse(self.table.app.tr("dojo.refused.no_ninja"))
        elif h in neighbours(self.table.selected):
            costs = data.MOVE_COST.get(state.terrain.get(h, "plains"), (1,))
            cost = self.table.forest_cost if self.table.forest_cost in costs else costs[-1]
            if self.table.submit(f"step {hex_text(self.table.selected)} {hex_text(h)} {cost}"):
                self._moved()
        else:
            self.table.refuse(self.table.app.tr.plural("dojo.refused.too_far", state.remaining))

    def lay(self, rank: int) -> None:
        if self.table.can_act and self.table.state.phase == "lay":
            self.table.submit(f"lay {rank}")

    def table_plays(self) -> None:
        """Each frame: what the table plays for the person, having no choice worth one."""
        self.lay_alone()
        auto_lay.frame(self.table)  # her cards, as she asked for the game
        self.summon_won()

    def summon_won(self) -> None:
        """The person's ninjas stand alone on the enemy Dojo at their summoning, a card
        left in their deck: the game is won at the end of this turn, and no summoning
        can change it (it adds ninjas of theirs, never the other clan's; RULINGS.md,
        Dojo: Win). The table plays the least the rules ask (one card, its die on the
        first hex) and says so, where a whole summoning was asked (newcomer X, s13, 159,
        170: a count to choose, dice to place, the game already decided). With an empty
        deck the draw ends the game on land: the person summons."""
        table = self.table
        state = table.state
        if not table.can_act or table.busy or state.phase != "summon":
            return
        me = state.mover
        dojo = state.dojos[1 - me]
        if dojo is None or not dojo_taken(state.ninjas, me, dojo) or not state.decks[me]:
            return
        name = table.app.tr("dojo.place.dojo", name=table.clan_name(1 - me))
        with table.session.one_gesture():
            for _ in range(4):  # the card, its die (and a Joker's ninja, when drawn)
                if state.mover != me or state.phase not in ("summon", "assign", "joker"):
                    break
                legal = [a for a in table.legal() if a.kind in ("summon", "die", "joker")]
                if not legal or not table.submit(str(legal[0])):
                    break
        table.tell(table.app.tr("dojo.summon_won", dojo=name))

    def lay_alone(self) -> None:
        """A defender's last card to lay is laid face down by the table, once the card
        before it is shown laid: a lone defender's one card (newcomer F had to "lay" it
        with a click that chose nothing; the log says so, narrator: "alone"), and the
        last of several, the only place left (newcomer X, s13, 058_6: it had to be
        clicked), said in the prompt."""
        battle = self.table.state.battle
        if (
            self.table.can_act
            and not self.table.busy
            and self.table.state.phase == "lay"
            and battle is not None
            and len(battle.pool) == 1
        ):
            last = bool(battle.row)  # (said without its rank: the cover may come next)
            if self.table.submit(f"lay {battle.pool[0]}") and last:
                self.table.tell(self.table.app.tr("dojo.lay.last"))

    def lay_all(self) -> None:
        """Lay every card left, in an order shuffled for the player (a choice the player
        may leave to the table: the attacker sees only backs either way)."""
        tray = self.table.stage.tray
        if not (self.table.can_act and self.table.state.phase == "lay" and tray is not None):
            return
        cards = sorted(tray.pool)
        random.Random(f"{self.table.session.seed}:{len(self.table.session.actions)}").shuffle(cards)
        for rank in cards:
            if self.table.state.phase != "lay" or not self.table.submit(f"lay {rank}"):
                break

    def pick(self, rank: int) -> None:
        if self.table.can_act and self.table.state.phase == "attack":
            self.table.picked = None if self.table.picked == rank else rank
            self.table.app.audio.play("click")

    def strike(self, slot: int) -> None:
        """Lay the picked card on face-down card `slot`."""
        if not self.table.can_act or self.table.state.phase != "attack":
            return
        if self.table.picked is None:  # an attacker's one card, unseen: it strikes
            self.table.picked = blind_strike.picked(self.table)
        if self.table.picked is None:
            self.table.refuse(self.table.app.tr("dojo.refused.pick_first"))
            return
        self.table.submit(f"play {self.table.picked} {slot}")

    def let_go(self) -> bool:
        """Esc: the walks seen again (turn_again.py), the keyboard's
        cursor, the ninja or card chosen (True: something was let go)."""
        table = self.table
        if table.turn_again.stop():
            pass
        elif table.cursor is not None and table.selected is None:
            table.cursor = None
        elif table.selected is not None or table.picked is not None:
            table.selected = None
            table.picked = None
        else:
            return False
        return True

    def right_press(self) -> None:
        self.table.selected = None  # a right click lets the chosen ninja (or card) go
        self.table.picked = None

    def wheel(self, y: int) -> None:
        if self.table.layout.log.collidepoint(self.table.mouse):
            self.table.log_panel.scroll_by(y)
        elif self.table.layout.action.collidepoint(self.table.mouse):
            if self.table.can_act and self.table.state.phase == "summon":
                self.table.summoning.set(self.table.summoning.count + (1 if y > 0 else -1))
            elif self.table.can_act:
                self.table.choices.wheel(y)

    def key(self, key: int) -> None:
        state = self.table.state
        if (
            self.table.table_key(key) or not self.table.can_act
        ):  # Esc/P, F1, U, H, Space: every table's
            return
        if state.phase == "summon" and self.table.summoning.key(key):
            return
        if key == pygame.K_TAB:
            self.table.choices.turn_page(1)
        elif key in ARROWS and state.phase in CURSOR_PHASES:
            self.move_cursor(ARROWS[key])
        elif key in LIST_KEYS and self.table.choices.key(key):
            return  # Up/Down, Home/End, PageUp/PageDown: the shared list's
        elif (
            key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.table.cursor is not None
            and state.phase in CURSOR_PHASES
        ):
            self.click_hex(self.table.cursor)  # the hex the arrows point at, as a click
        elif (
            key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and state.phase == "summon"
            and self.table.choices.choose_named("summon")
        ):
            return  # Enter summons the count shown, never the '+' or '-' clicked last
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if not one_strike.strike(self.table):  # her one card against one: it strikes
                self.table.choices.enter()  # the lit row, else the main button
        elif pygame.K_1 <= key <= pygame.K_9 and state.phase in LIST_PHASES:
            self.number(key - pygame.K_1)
        elif key == pygame.K_f and state.phase == "move":
            self.toggle_forest()
        elif key == pygame.K_r and state.phase == "roll":
            self.table.submit("roll")
        elif key == pygame.K_b and state.phase == "roll":
            self.table.submit("blitz")
        elif key == pygame.K_e and state.phase == "move":
            end_walk(self.table)  # asks first when the Dojo is left open
        elif key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS) and state.phase == "summon":
            self.table.summoning.set(self.table.summoning.count - 1)
        elif (
            key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            and state.phase == "summon"
        ):
            self.table.summoning.set(self.table.summoning.count + 1)
        elif key == pygame.K_d and state.phase == "battle":
            self.table.submit("done")
        elif pygame.K_1 <= key <= pygame.K_9:
            self.number(key - pygame.K_1)

    def number(self, index: int) -> None:
        """1-9: a choice of the panel's page; while laying, a card to lay; while
        attacking, a card of the hand, then the face-down card it strikes (at once when
        only one is left)."""
        state = self.table.state
        tray = self.table.stage.tray
        if state.phase in LIST_PHASES:
            self.table.choices.number(index + 1)
        elif state.phase == "lay" and tray is not None:
            if index < len(tray.pool):
                self.lay(tray.pool[index])
        elif state.phase == "attack" and tray is not None:
            if blind_strike.blind(self.table):  # her one card, unseen: the slot's number
                if index in tray.live_slots():
                    self.strike(index)
            elif self.table.picked is None:
                numbers = hand_numbers(tray)  # each card's number as dealt (it stays)
                if index + 1 in numbers:
                    self.pick(tray.hand[numbers.index(index + 1)])
                    slots = tray.live_slots()
                    if len(slots) == 1:  # one face-down card: the card strikes it, no
                        self.strike(slots[0])  # second key (newcomer U, s9)
            elif index in tray.live_slots():  # a face-down card keeps its number
                self.strike(index)
        elif state.phase == "summon":
            self.table.summoning.set(index + 1)

    def press(self, pos: tuple[int, int]) -> None:
        self._press = None
        if self.table.choices.press(pos) or self.table.summoning.press(pos):
            return
        tray = self.table.stage.tray
        if (
            tray is not None
            and tray.closing is None
            and self.table.tray_view.rect.collidepoint(pos)
        ):
            layout = self.table.tray_view.layout
            for rect, rank in layout.pool:
                if rect.collidepoint(pos):
                    self.lay(rank)
                    return
            for rect, rank in reversed(layout.hand):
                if (
                    rect.collidepoint(pos)
                    and self.table.can_act
                    and self.table.state.phase == "attack"
                ):
                    self.table.picked = rank
                    self.table.drag = rank
                    return
            for rect, slot in reversed(layout.slots):  # the topmost first
                if rect.collidepoint(pos):
                    self.strike(slot)
                    return
            return
        if self.table.layout.map.collidepoint(pos):
            h = self.table.view.hex_at(pos)
            if h is None:
                return
            held = self.table.selected == h and self._holds(h)
            if not held:  # the chosen stack pressed again is let go at the release
                self.click_hex(h)  # (unless dragged away: then it walks)
            if self.table.selected == h and self._holds(h):
                self._press = (h, held)

    def _holds(self, h: Hex) -> bool:
        """Is `h` a stack of the person's that may take a step now (a drag walks it)?"""
        state = self.table.state
        return (
            self.table.can_act
            and state.phase == "move"
            and state.transit is None
            and h in self._movers()
        )

    def dragging(self) -> bool:
        """Is a stack of the board held by the pointer (a drag walks it where let go)?"""
        return self._press is not None

    def _drop(self, held: tuple[Hex, bool], pos: tuple[int, int]) -> None:
        """A stack pressed on the board let go at `pos`: let go on another hex, its
        ninja walks there (onto a stack of the person's too: the way to join one with
        the mouse); on its own hex, a click on the chosen stack lets it go."""
        src, was_chosen = held
        inside = self.table.layout.map.collidepoint(pos)
        h = self.table.view.hex_at(pos) if inside else None
        if h is None or not self._holds(src):
            return
        if h == src:
            if was_chosen:
                self.click_hex(h)
            return
        self.table.selected, self.join_offer = src, None
        route = self._route_to(h)
        if route is None:
            state = self.table.state
            self.table.refuse(self.table.app.tr.plural("dojo.refused.too_far", state.remaining))
        elif not route.ends:
            self.table.refuse(self.table.app.tr("dojo.refused.water_end"))
        else:
            self.walk(route)

    def release(self, pos: tuple[int, int]) -> None:
        """A stack held on the board let go walks (_drop); a dragged card let go over a
        face-down card strikes it."""
        held, self._press = self._press, None
        if held is not None:
            self._drop(held, pos)
        if self.table.drag is None:
            return
        rank, self.table.drag = self.table.drag, None
        for rect, slot in reversed(self.table.tray_view.layout.slots):
            if rect.inflate(self.table.layout_px(16), self.table.layout_px(16)).collidepoint(pos):
                self.table.picked = rank
                self.strike(slot)
                return
        tray = self.table.stage.tray
        slots = tray.live_slots() if tray is not None else []
        if len(slots) == 1:  # one face-down card: a click on the card strikes it, as
            # its number does (newcomer D, s14, 044/047: 'a throw with one card against
            # one face-down card still makes me drag')
            self.table.picked = rank
            self.strike(slots[0])
