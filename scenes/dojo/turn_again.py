"""The computer's turn seen again on the board, one move at a time (newcomer A, s14: 'a
"replay Blue's turn" button'; newcomer C, s14, of Taisen: 'offer this step through the
computer's last turn from the table itself'). While the recap of its turn stands and
the person has not rolled, 'Replay its turn (T)' stands on the recap's title row: the
board goes back to where its turn began and the whole turn plays again in its order
(newcomer F, s15: 'the replay shows only the walks, not the throws or the summoning'):
each walk, its trail drawn as it goes (walk_trail.py) and its landing ringed; each
throw, its shuriken flying to the hex hit, or battle, that hex ringed, and the ninjas
it felled falling, its mark left on the board (turn_marks.py); its summoning, each hex
that got ninjas ringed, its '+2' rising. After each move 'Next: walk 3
(3 of 7)' waits (Enter, Space, T or a click), as the replay's Action+ does, and after
the last 'Back to my turn', so the key that asks for one more never rolls the die; Esc
ends it. Then the board is as it stands now. The log says nothing again: the events
played again are staged, never told (DojoScene._announce). Only public events play: a
battle's cards are not dealt again, nor turned."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.games import get_game

from .. import theme
from ..widgets import Button
from . import again_summon_hold
from .again_log import turn_start
from .follow_pace import FollowHold
from .layout import LOG_LINE, LOG_SIZE
from .past_counts import Piles, piles_of, turn_moments
from .reveal_hold import GO_KEYS, GoOn, read_place
from .routes import event_hex
from .stage import Effect, SummonShow, walk_step_seconds
from .summon_roll import LAST_FACE, lands, paced
from .turn_marks import Fight, fight_of
from .turn_pace import STEP_SECONDS

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    DojoTable = Any  # the scene itself

KEYS = (pygame.K_t,)
"""T (its turn)."""
WAIT = "again_wait"
"""The event a move played again waits at (held until read)."""
FIGHT = "again_fight"
"""A battle or a throw played again: its hex, and where its shuriken came from."""
STAGED = frozenset({"ninja_lost", "joker_ninja"})
"""The events of its battles and Jokers played again as they were (all public)."""


class TurnAgain(GoOn):
    """`TurnAgain(table)`: `start()` (T, or its button) plays the kept walks again;
    `shown` while one waits for the next; `go_on()` plays the next; `stop()` ends it."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.turn_again.next")
        app = table.app
        self.button.label = self.next_label
        self.start_button = Button(
            app,
            (0, 0, 1, 1),
            lambda: app.tr("dojo.turn_again.button"),
            self.start,
            size=LOG_SIZE,
        )
        self.events: list[Event] = []
        """The events played again, queued (DojoScene._announce stages them untold)."""
        self.total = 0
        self.fights: list[Fight] = []
        """Its battles and throws played again so far, marked on the board."""
        self.follow = FollowHold(table)
        """Its walks live, one at a time where the settings ask (follow_pace.py)."""
        self.piles: Piles | None = None
        """The decks' and discards' counts when its turn began (past_counts.py)."""
        self.at: Any = None
        """The position when its turn began (the top bar's warning reads the moment's)."""
        self.log_to: int | None = None
        """The log's lines told before its turn began: the log shows no more while it
        plays (again_log.py)."""

    # ------------------------------------------------------------------ starting
    def available(self) -> bool:
        """The recap of the other clan's turn stands, with its walks, and the person
        may roll, or has rolled and not yet walked (nothing plays): the button stayed
        only until the roll, and went as the die fell (newcomer F, s15, m023)."""
        table = self.table
        told = table.their_turn
        return bool(
            not self.events
            and table.state.phase in ("roll", "move")
            and table.can_act
            and told.told() is not None
            and told.walks
        )

    def start(self) -> bool:
        """Its turn again, from the board where its turn began (False: none to play)."""
        if not self.available():
            return False
        table = self.table
        seat = table.their_turn.seat()
        walks = [list(w.hexes) for w in table.their_turn.walks]
        board = board_before(table, 1 - seat) if seat is not None else None
        if board is None or not walks:
            return False
        past = turn_moments(table, 1 - seat)  # its decks and discards as they stood
        events = beats(turn_events(table, 1 - seat), walks, 1 - seat, past and past[1])
        self.piles = past and piles_of(past[0])
        self.at = past and past[0]
        self.log_to = turn_start(table, 1 - seat)
        table.stage.live.clear()
        table.stage.board_ninjas = board
        table.stage.event_seconds["landed"] = LANDED
        table.stage.event_seconds[FIGHT] = FIGHT_SECONDS
        table.stage.event_seconds["summoned"] = SUMMON_SECONDS
        table.queue.extend(events)
        table.event_clock = 0.0
        self.events = events
        self.total = sum(e.kind == WAIT for e in events)
        self.fights = []
        return True

    # ------------------------------------------------------------------ playing
    @property
    def active(self) -> bool:
        return bool(self.events)

    def log_cap(self) -> int | None:
        """The log's lines shown while it plays (None: all)."""
        return self.log_to if self.active else None

    def takes(self, event: Event) -> bool:
        """`event` is one played again: staged at a walk's pace, never told to the log
        (True); or not one of them (False)."""
        if not any(event is e for e in self.events):
            return False
        table = self.table
        table.pace = 1.0
        if event.kind == FIGHT:
            self.fight(event)
            return True
        table.stage.move_board(event)
        if event.kind == "summoned":
            self.summoned(event)
            return True
        table.stage.stage(event)
        if event.kind == "stepped":  # a computer's step's pace (turn_pace.STEP_SECONDS)
            held = walk_step_seconds(table.stage.walked + int(event.data.get("left", 0)))
            table.pace = held / STEP_SECONDS
        return True

    def fight(self, event: Event) -> None:
        """A battle or throw played again: the shuriken flies to the hex hit, or the hex
        fought is ringed, and its mark stays on the board."""
        d = event.data
        fight = fight_of(event)
        self.fights.append(fight)
        seat = int(d["seat"])
        if fight.source is not None:
            effect = Effect("shuriken", 0.5, fight.source, fight.hex, seat, blocking=True)
        else:
            effect = Effect("landed", FIGHT_SECONDS, start=fight.hex, seat=seat, blocking=True)
        self.table.stage.effect(effect)

    def summoned(self, event: Event) -> None:
        """Its summoning played again: each hex that got ninjas ringed, its '+2' rising,
        the ninjas standing there once it has risen, its dice under their hexes, rolled
        again, and their faces held till 'Next' (newcomer K, s17, rp1_8: 'the summoning
        step went by without showing the cards and dice'). Not its cards in the panel:
        they stood over the Roll button and 'Next'; the step's words name them
        (step_said.py). Its dice roll hex by hex as they did (summon_roll.lands, the
        ninjas standing then: Stage.move_board), each '+2' rising as its hex's dice
        stop, and 'Next' waits for the last hex's faces: a computer's roll on 4 hexes
        lands 1.65 s in, and with 1.2 s held 'Back to my turn' came while two hexes
        still rolled, the board of its turn left on the table after it ended
        (since 9541e336)."""
        table = self.table
        stage = table.stage
        seat = int(event.data["seat"])
        d = event.data
        dice = [(event_hex(h), face) for h, face in d.get("dice", [])]
        stage.summon_show = SummonShow(
            seat,
            list(d.get("cards", [])),
            [h for h, _ in dice],
            [face for _, face in dice],
            gained=int(d.get("total", 0)),
        )
        stop = lands([h for h, _ in dice], paced(table, seat))
        held = max(SUMMON_SECONDS, max(stop.values(), default=0.0) + LAST_FACE)
        for h, got in event.data["gained"]:
            spot = event_hex(h)
            gain = Effect("gain", SUMMON_SECONDS, start=spot, text=f"+{got}", seat=seat)
            gain.age = -stop.get(spot, 0.0)  # once its hex's last die stops
            stage.effect(gain)
            stage.effect(Effect("landed", held, start=spot, seat=seat))
        stage.effect(Effect("wait", held, blocking=True))

    def holds(self, event: Event) -> bool:
        return self.active and event.kind == WAIT and any(event is e for e in self.events)

    @property
    def shown(self) -> bool:
        """'Next walk' is offered: a walk played again has landed and the next waits."""
        table = self.table
        queue = table.queue
        return bool(
            queue and self.holds(queue[0]) and not table.stage.blocking and table.app.top is table
        )

    def go_on(self) -> None:
        """The next walk plays."""
        queue = self.table.queue
        if queue and self.holds(queue[0]):
            queue.pop(0)

    def take_key(self, key: int) -> bool:
        """T starts it; Enter, Space, E or T plays the next walk once one waits; T at
        the computer's held summoning asks it (again_summon_hold.py)."""
        if key in KEYS and (self.start() or again_summon_hold.ask(self.table, key)):
            return True
        if not self.shown or key not in (*GO_KEYS, *KEYS):
            return False
        self.button.click()
        self.go_on()
        return True

    def take_press(self, pos: tuple[int, int]) -> bool:
        if self.available() and self.start_button.rect.collidepoint(pos):
            self.start_button.click()
            return self.start()
        return super().take_press(pos)

    def stop(self) -> bool:
        """Esc: the walks played again go; the board is as it stands (True: it was on)."""
        if not self.active:
            return False
        table = self.table
        table.queue[:] = [e for e in table.queue if not any(e is m for m in self.events)]
        table.stage.finish()
        self.over()
        return True

    def over(self) -> None:
        """Its turn seen again: nothing of it is left staged (its marks go back to the
        recap), the board as it stands now (no ninja of it left to stand later)."""
        self.events, self.fights = [], []
        stage = self.table.stage
        stage.summon_show = None
        stage.board_later.clear()
        stage.board_ninjas = None

    def frame(self) -> None:
        """Each frame: over once none of its events is left to tell or showing; a live
        walk's wait, one move at a time, over once the pace turns brisk."""
        self.follow.frame()
        again_summon_hold.frame(self.table)  # asked from the held summoning: it starts
        if self.active and not self.table.queue and not self.table.stage.blocking:
            self.over()

    def piles_shown(self) -> Piles | None:
        """The decks' and discards' counts after the last move played again (a move's
        once its wait is reached), else when its turn began (None: not known)."""
        moment = self.moment_shown()
        return None if moment is None else piles_of(moment)

    def moment_shown(self) -> Any:
        """The position after the last move played again (a move's once its wait is
        reached), else when its turn began (None: not known)."""
        queue = self.table.queue
        waiting = {id(e) for e in queue}
        shown = self.at
        for event in self.events:
            if id(event) in waiting and not (event is queue[0] and event.kind == WAIT):
                break
            if event.kind == WAIT:
                shown = event.data.get("state", shown)
        return shown

    # ------------------------------------------------------------------ drawing
    def next_label(self) -> str:
        """'Next: walk 2 of 3 (step 2 of 4)', 'Next: its battle (step 4 of 4)': a walk
        counted among the walks as the panel counts it ('Walk 1 of 3: ...', step_said),
        the steps named as steps (newcomer Q, s19: 'Walk 1 of 3' over 'Next: walk 2 (2
        of 4)'); after the last, 'Back to my turn'."""
        queue = self.table.queue
        d = queue[0].data if queue and queue[0].kind == WAIT else {"done": 0, "total": 0}
        tr = self.table.app.tr
        done, total = int(d["done"]), int(d["total"])
        if done >= total > 0 or not d.get("next"):
            return str(tr("dojo.turn_again.back"))
        return str(
            tr(
                f"dojo.turn_again.next_{d['next']}",
                walk=d.get("walk", 0),
                walks=d.get("walks", 0),
                next=done + 1,
                total=total,
            )
        )

    def draw(self, canvas: pygame.Surface) -> None:
        """Its start button on the recap's title row, right; 'Next walk' where the
        turned cards' Go on stands (read_place)."""
        table = self.table
        if self.available():
            room = table.their_turn.place()
            if room is not None:
                label = theme.text(str(self.start_button.label()), LOG_SIZE)
                # within the title's row: the walks' line under it stays whole (s16:
                # that row holds the roll too, and the walks come next)
                rect = pygame.Rect(0, 0, label.get_width() + theme.px(24), theme.px(LOG_LINE))
                rect.topright = (room.right, room.top - theme.px(2))
                self.start_button.rect = rect
                self.start_button.hovered = rect.collidepoint(table.mouse)
                self.start_button.draw(canvas)
        if self.shown:  # (as wide as its label: 'Next: its summoning (3 of 3)' overran it)
            place = read_place(table)
            label = theme.text(self.next_label(), theme.FONT_BODY).get_width() + theme.px(32)
            self.button.rect = place.inflate(max(0, label - place.width), 0)
            self.button.hovered = self.button.rect.collidepoint(table.mouse)
            self.button.draw(canvas)


LANDED = 0.6
"""A walk played again: its landing ringed this long before 'Next' is offered."""
FIGHT_SECONDS = 0.6
"""A battle played again: its hex ringed this long before the ninjas it felled fall."""
SUMMON_SECONDS = 1.2
"""Its summoning played again: the hexes that got ninjas ringed this long."""


def turn_events(table: DojoTable, seat: int) -> list[Event]:
    """The events of `seat`'s last turn, from the game replayed (the recap's own)."""
    out: list[Event] = []
    mine = False
    for event in table.replayed_events():
        if event.kind == "turn":
            mine = event.data.get("seat") == seat
            if mine:
                out = []
            continue
        if mine:
            out.append(event)
    return out


def beats(
    turn: list[Event], walks: list[list[Hex]], seat: int, piles: list[Any] | None = None
) -> list[Event]:
    """`seat`'s turn `turn` as the events played again: its walks (`walks`, the recap's,
    numbered alike: their steps in order, a landing at each one's end), its battles and
    throws (FIGHT, then the ninjas felled), its summoning; a WAIT after each move, which
    names the next ('walk', 'throw', 'battle', 'summon'; none after the last) and holds
    the position after it (`piles`: after each event of `turn`, past_counts.turn_moments)."""
    moves: list[tuple[str, list[Event], int]] = []
    ends: list[int] = []  # each move's last event in `turn`
    steps = iter(range(len(walks)))
    walk_left = 0
    for index, event in enumerate(turn):
        d = event.data
        kind = event.kind
        told = (len(moves), len(moves[-1][1]) if moves else 0)
        if kind == "stepped" and d.get("seat") == seat:
            if walk_left <= 0:
                number = next(steps, len(walks)) + 1
                hexes = walks[number - 1] if number <= len(walks) else [d["src"], d["dst"]]
                walk_left = len(hexes) - 1
                moves.append(("walk", [], number))
            moves[-1][1].append(Event("stepped", dict(d)))
            walk_left -= 1
            if walk_left <= 0:
                moves[-1][1].append(Event("landed", {"seat": seat, "hex": list(d["dst"])}))
        elif kind == "battle" and d.get("seat") == seat:
            what = "battle" if d.get("source") is None else "throw"
            data = {"seat": seat, "hex": list(d["hex"]), "source": d.get("source")}
            moves.append((what, [Event(FIGHT, data)], 0))
        elif kind == "summoned" and d.get("seat") == seat:
            moves.append(("summon", [Event(kind, dict(d))], 0))
        elif kind in STAGED and moves and moves[-1][0] != "walk":
            moves[-1][1].append(Event(kind, dict(d)))
        if (len(moves), len(moves[-1][1]) if moves else 0) != told:
            ends[len(moves) - 1 :] = [index]
    out: list[Event] = []
    walked = sum(1 for kind, _, _ in moves if kind == "walk")
    for i, (_, events, _) in enumerate(moves):
        out += events
        following = moves[i + 1] if i + 1 < len(moves) else None
        wait: dict[str, Any] = {"done": i + 1, "total": len(moves), "walks": walked}
        if piles is not None and ends[i] < len(piles):
            wait["state"] = piles[ends[i]]
        if following is not None:
            wait.update({"next": following[0], "walk": following[2]})
        out.append(Event(WAIT, wait))
    return out


def board_before(table: DojoTable, seat: int) -> dict[Hex, list[int]] | None:
    """The ninjas on the board when `seat`'s last turn began, the game replayed from its
    seed and actions (None: no such turn)."""
    session = table.session
    state = get_game(session.game).new_game(seed=session.seed, options=session.options)
    board: dict[Hex, list[int]] | None = None
    mover = None
    for action in session.actions:
        if state.mover == seat and mover != seat:
            board = {h: list(c) for h, c in state.ninjas.items()}
        mover = state.mover
        state.apply(action)
    return board
