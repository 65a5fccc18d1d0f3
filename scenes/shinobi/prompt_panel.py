"""The Shinobi table's prompt and turn panel: what the table asks now (or why a card was
refused, what the hovered choice changes, the hint), and, while another seat plays or
once the game is over, the turn in the choices' panel: whose it is, what they do, the
last moves and the scores so far. Only public words."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.core.i18n import sentence

from .. import phone_absent, shapes, theme
from ..ai_turn import computer_wait, thinking_long
from ..prompt_panel import PromptPanel as SharedPrompt
from ..prompt_panel import compose
from ..tableflow.handoff_flow import laptop_alone
from ..widgets import shortened
from . import cards as art
from . import court_turn, follow_pace
from .controls import results_next
from .open_pawns import placing_open
from .selection import cards_of

if TYPE_CHECKING:
    from .protocol import Table

PROMPT_FONTS = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_MIN)
"""The prompt's text sizes, largest first: the first at which all its lines fit."""


class PromptPanel:
    """`PromptPanel(table)`: the prompt's and the turn's words and drawing (no state)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.panel = SharedPrompt(table.wraps, PROMPT_FONTS)
        """The prompt box, drawn by the shared panel (scenes/prompt_panel.py)."""

    def text(self, seat: int | None = None) -> str:
        """What the table asks now, as a sentence (the state's prompt, in words): of
        the seat shown, or of `seat` (its phone)."""
        table = self.table
        tr = table.app.tr
        state = table.state
        again = getattr(table, "again_words", None)  # the computers' turns replayed
        if seat is None and callable(again) and again():
            return str(again())
        if seat is None and table.turn_end.waiting:  # the End turn button confirms
            return table.turn_end.prompt()  # the game's last move too
        if state.is_terminal:
            key = "shinobi.prompt.over_results" if seat is None and results_next(table) else ""
            return tr(key or "shinobi.prompt.over")
        if seat is None and placing_open(table):  # named: nothing of theirs shows
            name = table.seat_name(state.current_player)
            return str(tr("shinobi.prompt.open_for", name=name, prompt=self.asked(None)))
        if (table.shown_seat if seat is None else seat) != state.current_player:
            return self.waiting_text()
        return self.asked(seat)

    def asked(self, seat: int | None) -> str:
        """The state's prompt in words, for the seat to move (`seat`: on its phone)."""
        table = self.table
        tr = table.app.tr
        state = table.state
        key, params = state.prompt()
        if key == "shinobi.prompt.swap_card.card":
            # the card given, said so: "choose a card" of one's own hand read as taking
            # one (issue 33); becomes "shinobi.prompt.give" below
            key = "shinobi.prompt.swap_card.give"
        if "power" in params:
            params = dict(
                params, power=table.words.power_label(params["power"], params.get("count", 1))
            )
            key = key.rsplit(".", 2)[0] + "." + key.rsplit(".", 1)[1]
        if key == "shinobi.prompt.discard" and params.get("optional"):  # Patience
            key = "shinobi.prompt.discard_optional"  # (every other turn ends with one)
        if key == "shinobi.prompt.court":  # the card named, and what unused means
            return sentence(court_turn.prompt(table, state.current_player))
        if key == "shinobi.prompt.pawns":
            # the gold places answer a click on the table (pawn_places.py), not on a phone
            more = seat is None and state.to_place[state.current_player] > 1
            click = " " + tr("shinobi.table_only.pawns_click") if more else ""
            if self.only_pawn(state.current_player):
                return sentence(tr("shinobi.prompt.pawns_only")) + click
            return sentence(tr.plural(key, params["left"], **params)) + click
        if key == "shinobi.prompt.card" and params["left"] < params.get("count", 0):
            # after the first pick, 'choose 2 more' (newcomer A, s23, 032: 'Take 3 from
            # Jigoku: choose 2 cards' read as if the power had changed)
            key = "shinobi.prompt.card_more"
        if "left" in params:
            return sentence(tr.plural(key, params["left"], **params))
        return sentence(tr(key, **params))

    def only_pawn(self, seat: int) -> bool:
        """`seat` won one pawn this round and has yet to place it: 'Place your pawn'
        (issue 33, newcomer H, gm-21: 'Place your last pawn' was said of it, and 'a
        pawn (1 left)' still counts down from more)."""
        state = self.table.state
        results = state.round_results
        won = results[-1]["pawns"][seat] if results else None
        return won == 1 and state.to_place[seat] == 1

    def waiting_text(self) -> str:
        """Whose turn it is, when the seat shown is not the one to play: a computer
        plays, and thinks once the still table has waited a while for its search
        (thinking_long, the phones' rule: 'Midori is playing…' there while this said
        'Midori is thinking...'); a person is handed the laptop (or plays on their
        phone), never "thinking"."""
        table = self.table
        tr = table.app.tr
        seat = table.state.current_player
        name = table.seat_name(seat)
        if seat not in table.humans:  # (one move at a time: what it did, and the keys)
            return (
                follow_pace.words(table)
                if follow_pace.waiting(table)
                else computer_wait(table, tr, name)
            )
        if table.phone_seat(seat):  # (its phone closed: said, with the ways back)
            return phone_absent.waiting_words(table, seat, "shinobi.waiting.phone")
        if laptop_alone(table, seat):  # the others on phones: nobody passes it (K, s11)
            return tr("shinobi.waiting.laptop", name=name)
        return tr("shinobi.waiting.person", name=name)

    def hint_sentence(self) -> str:
        """The hint in words under the prompt, as every table says it (empty: none)."""
        table = self.table
        tr = table.app.tr
        if not table.can_act:
            return ""
        if table.hint is not None:
            if self.hint_stale():
                return ""
            what = table.words.action_label(table.hint, powers=False)  # the reason says it
            why = table.hint_reason.why(table.hint)  # one short reason (issue 33)
            if why:
                return sentence(tr("shinobi.hint.why", what=what, why=why))
            return sentence(tr("shinobi.hint", what=what))
        if table.hint_pending:
            return tr("shinobi.hint.thinking")
        return ""

    def hint_stale(self) -> bool:
        """The player has picked other cards than the hint plays: its line no longer
        speaks of their choice (issue 33, newcomer H, s39: "Hint: Place 2 Carp" stood
        over a Spider chosen). None picked, or the hint's own: it stands."""
        table = self.table
        picked = sorted(table.selection.selected)
        return bool(picked) and picked != sorted(cards_of(table.hint))

    def shows_turn(self) -> bool:
        """The choices' panel tells the turn (whose it is, what they do, the last moves,
        the scores so far) instead of standing empty: while another seat plays (a
        computer thinks, its action is shown) or once the game is over."""
        table = self.table
        if table.can_act or table.option_panel.waiting():  # the choices, never hidden
            return False
        if table.turn_end.waiting and not table.turn_end.on_phone:
            return False  # its End turn button stands there (a phone's is on the phone)
        state = table.state
        return (
            state.is_terminal
            or state.current_player != table.shown_seat
            or table.staging.computer_on_stage
        )

    def doing_text(self) -> str:
        """What the seat to play is doing, in public words (its phase, the power it
        uses): never what it holds or weighs."""
        table = self.table
        tr = table.app.tr
        state = table.state
        if state.is_terminal:
            return tr("shinobi.prompt.over")
        phase = state.phase
        if phase == "power" and state.pending:
            p = state.pending[0]
            key = f"shinobi.name.{p.source}"
            return tr(
                "shinobi.doing.power",
                source=tr(key) if tr.has(key) else p.source,
                power=table.words.power_label(p.power, p.count),
            )
        key = f"shinobi.doing.{phase}"
        return tr(key) if tr.has(key) else ""

    def held_seat(self) -> int | None:
        """One move at a time: the computer whose action waits, named over the turn
        panel while the next seat is already to play (it named the next seat over the
        lines of the action waiting); None when no action waits."""
        table = self.table
        stage = table.staging.stage
        return int(stage.seat) if follow_pace.waiting(table) and stage is not None else None

    def again_step(self) -> tuple[int, str] | None:
        """While 'Replay its turn' plays: the seat of the action shown and its public
        lines; else None."""
        going = getattr(self.table, "again", None)
        if going is None or not hasattr(going, "steps"):
            return None
        played, lines = going.steps[going.at]
        return int(played.seat), " ".join(lines)

    def draw_turn(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """The turn in the choices' panel: the seat to play (its shape, its name in its
        colour), what it is doing, and every seat's score so far under it. Only what the
        table shows anyway; the moves themselves are the log's, beside it, the last
        action's lit (they were listed here too, 'Last moves': newcomer H, s16)."""
        table = self.table
        tr = table.app.tr
        state = table.state
        px = theme.px
        inner = box.inflate(-px(24), -px(20))
        y = inner.top
        body_h = theme.font(theme.FONT_BODY).get_linesize()
        small_h = theme.font(theme.FONT_SMALL).get_linesize()
        ending = table.turn_end.seat if table.turn_end.on_phone else None
        seat = state.current_player if ending is None else ending  # the seat that moved
        held = self.held_seat()
        seat = seat if held is None else held
        step = self.again_step()
        seat = seat if step is None else step[0]
        if not state.is_terminal:
            colour = art.SEAT_COLOURS[seat]
            shapes.seat_mark(
                canvas,
                seat,
                (inner.left + px(10), y + body_h // 2),
                px(9),
                colour,
                theme.MOONLIGHT,
            )
            name = tr("shinobi.turn.of", name=table.seat_name(seat))
            title = art.fitting_text(name, inner.width - px(28), theme.FONT_BODY, colour)
            canvas.blit(title, (inner.left + px(28), y))
            y += body_h + px(4)
        doing = self.doing_text() if ending is None else tr("shinobi.doing.ending")
        doing = doing if held is None else ""  # (its lines are lit in the log: what it did)
        on_phone = ""
        person = seat in table.humans
        if step is not None:  # the step shown, as the prompt box says it: not the
            # past state's next phase ('Pose un clan...' under 'Sora recrute (1 sur 3)'),
            # nor 'pass the laptop to Marc' mid-replay (newcomer Y, s21, 26-replay-a, 242-r1)
            doing = step[1]
        elif not state.is_terminal and person and (seat != table.shown_seat or ending is not None):
            if table.phone_seat(seat):  # on their phone, and what they do (the prompt
                # above says F2: its three lines here ran into the scores with four
                # players); or that they end their turn there (newcomer R, s15: the
                # panel stood empty while a phone's End turn waited)
                on_phone = phone_absent.waiting_words(
                    table, seat, "phone.waiting.phone", short=True
                )
                doing = f"{on_phone} {doing}"
            else:
                doing = self.waiting_text()  # a person, not shown yet: pass them the laptop
        lines = table.wraps.wrap(doing, theme.FONT_SMALL, inner.width)
        scores_top = inner.bottom - (state.players + 1) * small_h
        room = min(3, max(1, (scores_top - y) // small_h))
        if len(lines) > room and on_phone:  # what they do is on their phone: never half
            # of it here ('Sora joue sur son téléphone. Pose un clan, en renforce un ou
            # ajoute un', newcomer C, s10, nc-93/011.png at 1280x720 in French)
            lines = table.wraps.wrap(on_phone, theme.FONT_SMALL, inner.width)
        if len(lines) > room:  # else the last line that fits says it goes on
            cut = shortened(lines[room - 1] + " …", theme.FONT_SMALL, inner.width)
            lines = [*lines[: room - 1], cut]
        if state.is_terminal:  # the scores' heading says it is over
            lines = []
        if thinking_long(table):  # as the prompt says it
            lines = [*lines, tr("shinobi.turn.thinking")]
        # the scores at the foot, seat by seat; the lines above them, as many as fit
        for words in lines[:room]:
            canvas.blit(theme.text(words, theme.FONT_SMALL, theme.MOONLIGHT), (inner.left, y))
            y += small_h
        # the scores under what the seat does (no 'Last moves' between: the log beside
        # says them, lit; newcomer H, s16, 122_6: both boxes listed the same lines)
        scores_top = min(scores_top, y + px(12))
        over = state.is_terminal  # the game's own scores (Grand Master: victory points)
        scores = state.final_scores() if over else [state.score(s) for s in range(state.players)]
        # 'Final scores' once the last move is confirmed: not while its End turn (and its
        # Undo) is still to come (newcomer H, s16, 124_4)
        final = over and not table.turn_end.waiting
        heading_key = "shinobi.turn.final_scores" if final else "shinobi.turn.scores"
        heading = theme.text(tr(heading_key), theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(heading, (inner.left, scores_top))
        for s in range(state.players):
            row_y = scores_top + (s + 1) * small_h
            shapes.seat_mark(
                canvas,
                s,
                (inner.left + px(8), row_y + small_h // 2),
                px(6),
                art.SEAT_COLOURS[s],
                theme.MOONLIGHT,
            )
            playing = not state.is_terminal and s == seat
            colour = theme.GOLD if playing else theme.MOONLIGHT
            canvas.blit(
                theme.text(table.seat_name(s), theme.FONT_SMALL, colour),
                (inner.left + px(22), row_y),
            )
            score = theme.text(str(scores[s]), theme.FONT_SMALL, colour)
            canvas.blit(score, score.get_rect(topright=(inner.right, row_y)))

    def draw(self, canvas: pygame.Surface) -> None:
        """The prompt box: what the table asks (or why a card was refused), what the
        hovered choice would change, the hint; at the body size, wrapped."""
        table = self.table
        words = self.words(self.text(), table.option_panel.preview(table.option_panel.previewed()))
        self.panel.draw(canvas, table.layout.prompt, words, refused=table.refusal())

    def words(self, text: str, preview: str) -> str:
        """What the box says: every line that fits it whole at the body size, the rest
        giving way in turn (the prompt's own words first: the choices say what may be
        done; then the hovered choice's preview). The size never shrinks to hold more:
        with a long hint's reason the box fell to 12 px from 16 (issue 33, newcomer H,
        s25). Only a text too long alone goes to the smaller sizes."""
        hint = self.hint_sentence()
        tries = [(text, preview, hint), (preview, hint), (text, hint), (hint,), (preview,)]
        for parts in tries:
            if not any(parts) or (hint and hint not in parts):
                continue
            words = compose(*(part for part in parts if part))
            if self.fits(words, theme.FONT_BODY):
                return words
        return compose(hint or text, preview)

    def fits(self, words: str, size: int) -> bool:
        """The whole of `words` fits the prompt box at text `size`."""
        box = self.table.layout.prompt
        lines = self.panel.lines(words, self.panel.width(box), size)
        return len(lines) * self.panel.line_height(size) <= box.height - theme.px(12)
