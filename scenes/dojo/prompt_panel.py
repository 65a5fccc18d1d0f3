"""The head of the Dojo table's action panel: what the table asks now (or why a click
was refused, or the hint), the rolled die and the moves left, and under the choices
the roll-off's dice. The prompt's words are drawn by the shared prompt panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.cards import rank_name
from ninjas.dojo.guard import empties_dojo

from .. import phone_absent, theme
from ..ai_turn import computer_wait
from ..prompt_panel import PromptPanel as SharedPrompt
from ..tableflow.refusal import Told, with_told
from ..text_cache import TextCache
from . import again_summon_hold, art, blind_strike, final_land, one_strike
from .art import HINT
from .battle_key import draw_key
from .handoff_skip import shared_screen
from .layout import LIST_PHASES, LOG_LINE, LOG_SIZE, MOVES_PHASES, OPTIONS_TOP, PROMPT_LINES
from .reveal_hold import read_place
from .stage import DIE_TUMBLE
from .summon_roll import Roll

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px
PROMPT_LINE = 22
"""The prompt's lines are this far apart, in design px."""
HINT_LINES = 5
"""A hint's lines at most (the longest, a summoning's dice over three hexes, takes 4)."""
PLACE_HINT_LINES = 8
"""... while the Dojos are placed: the roll-off's dice under it go down (roll_off_top),
and a site's hint is said whole (newcomer Z, s21, FR 1920x1080, 09-hint: its six lines
were cut at five, 'Gardez des ninjas chez v…')."""
ROLL_OFF_H = 80
"""The roll-off's dice under the prompt while the Dojos are placed (design px): a
replay's step is told under them (replay_step)."""
TOLD_LINES = 3
"""What an Undo took back, its lines at most before the hint or the prompt (a walk's step
named whole takes two at 1280x720)."""


class PromptPanel:
    """The prompt of the table `table` (its state, refusal, hint and chosen
    ninja or card; its stage's die)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._hint: tuple[object, str] = (None, "")
        """(the hint's position and language, its words)."""
        self.panel = SharedPrompt(
            TextCache(), (LOG_SIZE,), line=PROMPT_LINE, shorten=True, inset=(14, 10)
        )
        """The prompt's box, drawn by the shared panel (scenes/prompt_panel.py): small
        type on lines 22 design px apart, the last line shown ending with the rest."""

    def draw(self, canvas: pygame.Surface) -> None:
        """The prompt (or the refusal, or the hint) at the head of the action panel, and
        the rolled die with the moves left under it."""
        action = self.table.layout.action
        text = self.text()
        colour = theme.MOONLIGHT
        hint = self.hint_words()
        if hint is not None:
            text = hint
            colour = HINT
        elif self.table.hint_pending and self.table.can_act:
            text = self.table.app.tr("dojo.hint.thinking")
            colour = HINT
        most = self.own_lines() + self.hint_room()
        refused = self.table.refusal()
        self.panel.draw(canvas, action, text, colour=colour, refused=refused, most=most)
        self.draw_moves(canvas, self.moves_area())
        self.draw_last_clash(canvas)
        draw_key(self.table, canvas, self.key_top(), self.key_area())

    def key_top(self) -> int:
        """Where the battle's ranks and ties are said: under the die and the choices."""
        bottoms = [o.rect.bottom for o in self.table.choices.options]
        return max([self.moves_area().bottom, *bottoms]) + px(10)

    def key_area(self, whole: bool = False) -> pygame.Rect:
        """Where the battle's key may stand: down to the panel's foot (`whole`), or to
        the turned cards' Go on button while it shows (reveal_hold.read_place)."""
        area = self.moves_area()
        bottom = self.table.layout.action.bottom - px(6)
        if not whole and self.table.reveal.shown:
            bottom = min(bottom, read_place(self.table).top - px(4))
        return pygame.Rect(area.left, area.top, area.width, bottom - area.top)

    def own_lines(self) -> int:
        """The prompt's lines above what stands under it (a list of choices leaves two)."""
        if (
            self.table.state.phase in LIST_PHASES
            and self.table.state.phase not in MOVES_PHASES
            and self.table.choices.options
        ):
            return PROMPT_LINES
        return 3

    def hint_words(self) -> str | None:
        """The hint's words while it is shown, else None."""
        hint = self.table.hint
        if hint is None or not self.table.can_act:
            return None
        key = (
            str(hint),
            self.table.version,
            len(self.table.session.actions),
            self.table.app.tr.lang,
            self.table.layout.size,  # said in fewer words on a smaller panel
            self.table.forest_cost,  # a forest step's words follow the mode (walk_words)
        )
        if self._hint[0] != key:  # asked each frame (scene.poll_hint): said once
            self._hint = (key, str(self.table.narrator.hint_text(hint)))
        return self._hint[1]

    def hint_room(self, own: int | None = None) -> int:
        """The lines the hint takes past the prompt's own: the moves and the choices under
        it go down by as many, so the hint is never cut (issue 33, newcomer J, shot-241:
        'Puis 2 autres dés : 1 sur le Dojo du Clan orange, 1 sur la plain…'). What an Undo
        took back, said before the hint or the prompt, takes its lines too (newcomer U,
        s9 u-21: 'Annulé : Avancez depuis la forêt... Puis 2 autres pa…')."""
        words = self.hint_words()
        refused = self.table.refusal()
        told = refused if isinstance(refused, Told) else None
        if words is None and told is None:
            return 0
        own = self.own_lines() if own is None else own
        most = self.hint_lines() if words is not None else own
        if told is not None:
            words = with_told(told, words if words is not None else self.text())
            most += TOLD_LINES
        assert words is not None
        action = self.table.layout.action
        with theme.scaled_for(self.table.app.view_size):  # the rows are placed outside drawing
            lines = len(self.panel.lines(words, self.panel.width(action)))
        return max(0, min(lines, most) - own)

    def hint_lines(self) -> int:
        """The lines a hint may take: HINT_LINES, more while the Dojos are placed."""
        return PLACE_HINT_LINES if self.table.state.phase == "dojo" else HINT_LINES

    def hint_fits(self, words: str) -> bool:
        """The hint's `words` are said whole in the lines it may take (hint_lines)."""
        action = self.table.layout.action
        with theme.scaled_for(self.table.app.view_size):
            return len(self.panel.lines(words, self.panel.width(action))) <= self.hint_lines()

    def roll_off_top(self) -> int:
        """Where the roll-off's dice stand while the Dojos are placed (design px under
        the action panel's top): OPTIONS_TOP, or under a hint that takes more lines."""
        lines = self.own_lines() + self.hint_room()
        return max(OPTIONS_TOP, 10 + PROMPT_LINE * lines + 8)

    def moves_area(self) -> pygame.Rect:
        """Where the rolled die and the moves left stand, under the prompt."""
        action = self.table.layout.action
        top = action.top + px(78 + PROMPT_LINE * self.hint_room())
        return pygame.Rect(action.left + px(14), top, self.panel.width(action), px(44))

    def draw_foot(self, canvas: pygame.Surface) -> None:
        """Under the choices: the roll-off's dice while placing the Dojos, the
        summoning's cards at the foot of the panel."""
        state = self.table.state
        action = self.table.layout.action
        inner = action.width - px(28)
        if state.phase == "dojo":
            self.draw_roll_off(
                canvas,
                pygame.Rect(
                    action.left + px(14),
                    action.top + px(self.roll_off_top()),
                    inner,
                    px(ROLL_OFF_H),
                ),
            )
        if (
            self.table.stage.summon_show is not None
            or (state.phase == "assign" and state.summon_cards)
        ) and not self.table.turn_again.active:  # (a replay's: its step's words)
            self.table.summoning.draw_cards(
                canvas,
                pygame.Rect(
                    action.left + px(14),
                    action.bottom - px(self.table.summoning.area_h()),
                    inner,
                    px(self.table.summoning.area_h() - 6),
                ),
            )

    def rolled_summons(self) -> str:
        """What the summoning's dice gave while they are held in view, their faces
        shown ("The dice show 6, 2: Orange clan gains 1 ninja."); "" otherwise."""
        show = self.table.stage.summon_show
        if show is None or not self.table.busy:
            return ""
        if show.faces is None or show.gained is None or not Roll(self.table, show).done():
            # still rolling: its seat's summoning, not the next turn's 'Blue clan is
            # playing…' before the person's own result (issue 33, newcomer X, s9 qall2)
            state, seats = self.table.state, self.table.session.seats
            if state.phase in ("summon", "assign") and state.mover == show.seat:
                return ""  # the cards drawn shown, the dice not all set
            if seats[show.seat].is_ai:
                return ""  # a computer's is told as its turn: 'Blue clan is playing…'
            return self.table.app.tr("dojo.summon.rolling", name=self.table.seat_name(show.seat))
        return self.table.app.tr.plural(
            "dojo.log.summoned",
            show.gained,
            name=self.table.seat_name(show.seat),
            faces=", ".join(str(face) for face in show.faces),
        )

    def text(self) -> str:
        tr = self.table.app.tr
        state = self.table.state
        if self.table.reveal.waiting:  # a hot-seat round's turned cards, read by both
            return self.table.reveal.prompt()
        if self.table.turn_end.waiting:  # the End turn button confirms
            return self.table.turn_end.prompt()  # the game's last move too
        if self.table.end_hold.waiting:  # the computer's move ended it: said, then results
            return self.table.end_hold.prompt()
        if state.is_terminal:  # whose land was counted, ringed on the board (final_land)
            held = [len(h) for h in final_land.lands(state)]
            name = self.table.seat_name
            return tr("dojo.prompt.over_land", a=name(0), land_a=held[0], b=name(1), land_b=held[1])
        rolled = self.rolled_summons()
        if rolled and self.table.summon_hold.shown:  # read before the computer plays
            return again_summon_hold.cue(self.table, self.table.summon_hold.prompt(rolled))
        if rolled:  # the dice held in view before the next turn (stage.SUMMON_HOLD)
            return rolled
        if self.table.telling_other():  # another seat's action is still being told
            assert self.table.last_actor is not None
            return self.waiting(self.table.last_actor)
        if self.table.acting_seat != state.current_player or self.table.session.ai_to_move:
            return self.waiting(state.current_player)
        phase = state.phase
        if phase == "fury":
            b = state.battle
            crowd = state.count(b.hex, 1 - state.current_player) if b is not None else 5
            return tr("dojo.prompt.fury", count=crowd, deck=len(state.decks[state.current_player]))
        if phase == "joker":
            return tr("dojo.prompt.joker")
        if phase == "dojo":
            first = state.dojos[1 - state.current_player] is None
            return self.whose("dojo.prompt.dojo_first" if first else "dojo.prompt.dojo_second")
        if phase == "roll":
            blitz = state.may_blitz(state.mover)
            return self.whose("dojo.prompt.roll_blitz" if blitz else "dojo.prompt.roll")
        if phase == "move":
            if state.transit is not None:
                return tr("dojo.prompt.transit")
            if state.remaining == 0:  # no destination to click for: E ends (newcomer T)
                free = any(a.kind == "step" for a in self.table.legal())
                if free and self.table.forest_cost == 1:  # F said 'cost 1': why it is free
                    return tr("dojo.prompt.spent_forest_paid")  # (newcomer T, s20, 032)
                return tr("dojo.prompt.spent_forest" if free else "dojo.prompt.spent")
            if self.table.selected is not None:
                if empties_dojo(state, self.table.selected):  # warned before the step
                    return tr("dojo.prompt.last_guard")
                offer = self.table.controls.join_offer
                if offer is not None and offer[1:] == (self.table.selected, self.table.version):
                    # a click chose this stack over walking there: said, and the walk's
                    # ways (newcomer T, s20, 076: 'nothing moves, no message; felt broken')
                    n = state.count(self.table.selected, state.mover)
                    return tr.plural("dojo.prompt.chose_join", n)
                kept = self.table.undo_chose == self.table.selected  # the walked one
                key = "dojo.prompt.walk_on" if kept else "dojo.prompt.destination"
                theirs = state.dojos[1 - state.mover]  # a click there walks (controls.
                if theirs is not None and theirs != self.table.selected:  # chooses)
                    if state.count(theirs, state.mover) > 0:  # said so (newcomer A, s24)
                        key += "_dojo"
                return tr(key)
            return tr("dojo.prompt.move")
        if phase == "summon":
            most, allowed = state.on_board(state.mover), self.table.summoning.safe()
            if allowed < most:  # the deck is the limit, as the panel's Max says
                if allowed == 1 and len(state.decks[state.mover]) == 1:  # said plainly
                    return tr("dojo.prompt.summon_deck_one")
                end = self.table.summoning.most()  # (the scale's end: the game's)
                return tr("dojo.prompt.summon_deck", most=allowed, end=end)
            if most == 1:  # 'from 1 to 1' read as broken (issue 33, newcomer J, shot-252)
                return tr("dojo.prompt.summon_one")
            return tr("dojo.prompt.summon", most=most)
        if phase == "assign":
            left = len(state.summon_cards) - len(state.summon_hexes)
            return tr("dojo.prompt.assign", count=left)
        if phase == "attack" and blind_strike.blind(self.table):  # her card unseen
            return tr("dojo.prompt.strike_blind")
        if phase == "attack" and one_strike.only_play(self.table) is not None:
            return tr("dojo.prompt.strike_only")  # no choice: one key (newcomer P, s18)
        if phase == "attack" and self.table.picked is not None:
            return tr("dojo.prompt.strike", card=rank_name(self.table.picked))
        return tr(f"dojo.prompt.{phase}")

    def whose(self, key: str) -> str:
        """A turn's first prompt; with people sharing the screen, naming whose turn it
        is ('Ada's turn: roll the die (...)'): no cover came before it to say so
        (handoff_skip.py, issue 33, newcomer E, s10)."""
        tr = self.table.app.tr
        if not shared_screen(self.table):
            return str(tr(key))
        return str(tr(f"{key}.whose", player=self.table.seat_name(self.table.state.current_player)))

    def waiting(self, seat: int) -> str:
        """What the table waits for while `seat` plays, here alone (the top bar said "The
        computer is thinking" while this said "Blue clan is playing...", issue 33): a
        computer "is playing…", and "is thinking…" once the still table has waited a
        second for its search (thinking_long: the words and the rule of Taisen, Shinobi,
        Night and the phones); a person "is playing...", on their phone or here. In a
        guided game, while the guide's box holds the computer: 'Blue clan waits while you
        read the guide's box. Enter: let Blue clan play.' (newcomer X, s13, 198-200:
        'Blue clan is playing…' over a still table for 8 s, until Enter twice)."""
        seats = self.table.session.seats
        name = self.table.seat_name(seat)
        reading = getattr(self.table, "reading", None)
        if callable(reading) and reading():  # a guided game's box holds it (guide.py)
            return self.table.app.tr("dojo.waiting.guide", name=name)
        if 0 <= seat < len(seats) and seats[seat].is_ai:
            return computer_wait(self.table, self.table.app.tr, name)
        if self.table.phone_seat(seat):  # (its phone closed: said, with the ways back)
            return phone_absent.waiting_words(self.table, seat, "dojo.waiting.phone")
        return self.table.app.tr("dojo.waiting", name=name)

    def draw_moves(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The rolled die (tumbling a moment) and the moves left, always in view."""
        state = self.table.state
        show = self.table.stage.roll_show
        if state.phase not in MOVES_PHASES:
            return
        size = px(44)
        if show is None:  # a game opened mid-move: the moves left, with no die to show
            pass
        elif show.blitz:
            canvas.blit(art.icon("blitz", size), area.topleft)
        else:
            face = show.value
            if show.age < DIE_TUMBLE:
                face = 1 + int(show.age * 17 + show.seat) % 6
            die = art.die(face, size)
            angle = (1.0 - show.age / DIE_TUMBLE) * 200 if show.age < DIE_TUMBLE else 0
            if angle:
                die = pygame.transform.rotate(die, angle)
            canvas.blit(die, die.get_rect(center=(area.left + size // 2, area.centery)))
        said = self.rolled_words()
        if said:  # the computer's roll, plainly, while its walk is shown
            theme.blit_text(
                canvas,
                said,
                theme.FONT_BODY,
                theme.GOLD,
                shadow=True,
                midleft=(area.left + px(56), area.centery),
            )
        elif state.phase == "move":
            text = self.table.app.tr("dojo.moves_left", count=state.remaining)
            drawn = theme.blit_text(
                canvas,
                text,
                theme.FONT_BODY,
                theme.GOLD,
                shadow=True,
                midleft=(area.left + (px(56) if show is not None else 0), area.centery),
            )
            x = max(area.left + px(270), drawn.right + px(16))
            for i in range(state.remaining):
                pygame.draw.circle(canvas, theme.GOLD, (x + i * px(18), area.centery), px(6))

    def rolled_words(self) -> str:
        """'Blue clan rolled 5' beside the die while a computer's walk is shown (its
        state already past the walk): 'Moves: 0' beside a die face read as nothing
        (newcomer P, s12, ai2_06); '' otherwise (the person's moves left, a replay's)."""
        table, show = self.table, self.table.stage.roll_show
        if show is None or show.blitz or show.age < DIE_TUMBLE or table.can_act:
            return ""
        seats = table.session.seats
        if getattr(table, "watching", False):  # a replay (replay/watch.py's WatchTable)
            return ""
        if not (0 <= show.seat < len(seats) and seats[show.seat].is_ai):
            return ""
        return str(
            table.app.tr("dojo.rolled_shown", name=table.seat_name(show.seat), value=show.value)
        )

    def last_clash(self) -> str:
        """The last clash of a battle told this turn, in words, while the person to act
        chooses what follows it (the next battle, or the summoning) and its tray has
        gone ("" otherwise): the round's cards went too quickly to read (issue 33,
        newcomer I: "K contre 9 : Clan bleu perd un ninja" only in the log)."""
        clash = self.table.stage.last_clash
        if clash is None or not self.table.can_act or self.table.stage.tray is not None:
            return ""
        if self.table.state.phase not in ("battle", "summon"):
            return ""
        return self.table.app.tr("dojo.last_clash", clash=self.table.narrator.clash(clash))

    def clash_place(self) -> tuple[pygame.Rect, list[str]] | None:
        """Where the last clash is said, and its lines (two at most): beside the rolled
        die while battles are chosen, under the summoning's choices (None: not said)."""
        text = self.last_clash()
        if not text:
            return None
        area = self.moves_area()
        if self.table.state.phase == "battle":
            area.inflate_ip(0, px(8))
            area.left += px(56) if self.table.stage.roll_show is not None else 0
            area.width = self.moves_area().right - area.left
        else:  # under the summoning's cost, never over it (newcomer P, s8 shot-41c)
            bottoms = [o.rect.bottom for o in self.table.choices.options]
            area.top = max(bottoms, default=area.bottom) + px(10)
            cost = self.table.summoning.warning_bottom()
            if cost is not None:
                area.top = cost + px(6)
            lines = self.clash_lines()
            area.height = len(lines) * px(LOG_LINE)
            if area.bottom > self.table.layout.action.bottom - px(2):
                return None  # no room: the log's newest line says it
            return area, lines
        lines = self.table.wrap(text, LOG_SIZE, area.width)[:2]
        return area, lines

    def clash_lines(self) -> list[str]:
        """The last clash's lines under the summoning's choices (none: not said)."""
        text = self.last_clash()
        if not text or self.table.state.phase != "summon":
            return []
        return self.table.wrap(text, LOG_SIZE, self.moves_area().width)[:2]

    def draw_last_clash(self, canvas: pygame.Surface) -> None:
        place = self.clash_place()
        if place is None:
            return
        area, lines = place
        y = area.centery - len(lines) * px(LOG_LINE) // 2
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.MOONLIGHT, topleft=(area.left, y))
            y += px(LOG_LINE)

    def draw_roll_off(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """Who placed first: both clans' roll-off dice."""
        state = self.table.state
        theme.blit_text(
            canvas,
            self.table.app.tr("dojo.roll_off"),
            LOG_SIZE,
            theme.TEXT_DIM,
            topleft=area.topleft,
        )
        for seat in (0, 1):
            x = area.left + seat * px(190)
            canvas.blit(art.figure(seat, px(40)), (x, area.top + px(24)))
            face = state.roll_off[seat]
            if self.table.rolling_off:
                face = 1 + int(self.table.stage.roll_off_age * 15 + seat * 3) % 6
            canvas.blit(art.die(face, px(40)), (x + px(44), area.top + px(26)))
            if face == max(state.roll_off) and not self.table.rolling_off:
                theme.blit_text(
                    canvas,
                    self.table.app.tr("dojo.roll_off.first"),
                    LOG_SIZE,
                    theme.GOLD,
                    midleft=(x + px(92), area.top + px(46)),
                )
