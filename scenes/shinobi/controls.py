"""Input at the Shinobi table turned into intents: a key, a click or the wheel says what
the person asks for (choose a row, pick a pile, play a card offered, open the Jigoku...)
and the table does it (ShinobiScene.do). The keys every table shares (Esc, F1, U, H,
Space) are the skeleton's (TableScene.table_key).

An intent is a tuple: its name, then its arguments:
("dismiss_reveal",), ("close_ranking",), ("close_covers",), ("open_jigoku",),
("open_scores",), ("choose", row), ("let_go",), ("cursor", step), ("click_group", cards),
("play", action), ("play_clan", target action, clan), ("scroll_log", lines),
("scroll_picks", rows), ("scroll_choices", rows), ("arrange", place in Baku's order),
("light_first",), ("more_pawns", place, step, clicked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.shinobi.rules import LOCATIONS

from . import follow_pace

if TYPE_CHECKING:
    from .protocol import Table

Intent = tuple[Any, ...]

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Controls:
    """`Controls(table)`: reads the table (what is open, what was drawn where) and
    returns intents; changes nothing but the choice list's own focus and paging."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def key(self, key: int) -> Intent | None:
        table = self.table
        if table.reveal is not None:
            if key in (*ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                return ("dismiss_reveal",)
            return None
        if table.ranking is not None and key in (*ENTER, pygame.K_SPACE):
            return ("close_ranking",)
        if table.covers.jigoku_open or table.covers.scores_open:
            if key in (pygame.K_ESCAPE, pygame.K_j, pygame.K_s, pygame.K_RETURN):
                return ("close_covers",)
            return None
        if key in (*ENTER, pygame.K_SPACE) and results_next(table):
            return ("show_results",)  # 'Enter: the results' (newcomer A, s23, 200)
        choices = table.option_panel.choices
        if table.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            return None
        if key == pygame.K_j:
            return ("open_jigoku",)
        if key == pygame.K_s:
            return ("open_scores",)
        if pygame.K_1 <= key <= pygame.K_9:
            index = choices.shown_index(key - pygame.K_0)
            return None if index is None else ("choose", index)
        if key == pygame.K_BACKSPACE:
            return ("let_go",)
        if choices.handle_key(key):
            return None
        if key in ENTER:  # the row lit (scenes/choice_list.py decides which)
            index = choices.entered(table.mouse)
            if index is None and choices.row_at(table.mouse) is None:
                index = table.option_panel.ringed()  # none lit: the row ringed in gold
            if index is not None:
                return ("choose", index)
            if choices.row_at(table.mouse) is not None and not choices.lit.by_keys:
                return None  # the rows just changed under the pointer: no row is chosen
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and table.can_act:
            lit = choices.focus
            if table.state.phase == "pawns" and lit is not None:  # the lit place's count
                where = table.option_panel.options[lit][0].args[0]
                return ("more_pawns", where, 1 if key == pygame.K_RIGHT else -1, False)
            if table.hand.groups():
                return ("cursor", 1 if key == pygame.K_RIGHT else -1)
            return None
        if key in (pygame.K_SPACE, *ENTER) and table.can_act:
            groups = table.hand.groups()
            # Space picks the cursor's pile; Enter only where the keys put the cursor
            keyed = key == pygame.K_SPACE or table.hand.keyed_at == table.mouse
            if groups and keyed:
                return ("click_group", groups[min(table.hand.cursor, len(groups) - 1)][1])
        if (
            key in ENTER
            and table.can_act
            and choices.labels
            and choices.row_at(table.mouse) is None
        ):
            return ("light_first",)  # nothing lit: the first choice is lit, not played blind
        return None

    def press(self, pos: tuple[int, int]) -> Intent | None:
        table = self.table
        if table.reveal is not None:
            return ("dismiss_reveal",)
        if table.ranking is not None:
            return ("close_ranking",)
        if table.covers.jigoku_open or table.covers.scores_open:
            return ("close_covers",)
        choices = table.option_panel.choices
        index = choices.row_pressed(pos)
        if index is not None:
            return ("choose", index)
        if choices.row_at(pos) is not None:
            return None  # the rows just changed under the pointer: no row is chosen
        for rect, action in table.picks.rects:
            if rect.collidepoint(pos) and table.can_act:
                return ("play", action)
        for rect, place in table.picks.arrange_rects:
            if rect.collidepoint(pos) and table.can_act:
                return ("arrange", place)
        if table.state.phase == "pawns" and table.can_act:  # a lit place: one pawn more
            for where, rect in table.board.board_rects():
                if where in LOCATIONS and rect.collidepoint(pos):
                    return ("more_pawns", where, 1, True)
        covering = table.picks.rects or table.picks.arrange_rects
        if covering and table.layout.table.collidepoint(pos):
            return None  # the cards to choose among cover the table
        for rect, card in reversed(table.hand.rects):
            if rect.collidepoint(pos):
                group = next((cards for _, cards in table.hand.groups() if card in cards), [card])
                return ("click_group", group)
        for rect, action, clan in table.board.clan_picks:
            if rect.collidepoint(pos) and table.can_act:
                return ("play_clan", action, clan)
        for rect, action in table.board.table_targets:
            if rect.collidepoint(pos) and table.can_act:
                return ("play", action)
        if table.board.jigoku_rect().collidepoint(pos):
            return ("open_jigoku",)
        if table.board.scores_rect().collidepoint(pos):
            return ("open_scores",)
        return None

    def wheel(self, y: int) -> Intent:
        table = self.table
        layout = table.layout
        if layout.log.collidepoint(table.mouse):
            return ("scroll_log", y)
        if table.picks.scroll_room() and layout.table.collidepoint(table.mouse):
            return ("scroll_picks", y)
        return ("scroll_choices", -y)


def results_next(table: Any) -> bool:
    """The game is over, its last move confirmed, and its results not shown yet: Enter
    opens them (the table waited 2.5 s on 'The game is over.' with no word of them:
    newcomer A, s23, GM FR, 200)."""
    return (
        table.state.is_terminal
        and not table.turn_end.waiting
        and not table.results_shown
        and not table.viewing_board
        and bool(table.humans)
        and not table.app.demo
    )


def controls_help_key(table: Any) -> str:
    """The footer's words: what this laptop can do. With every person on a phone it
    has nothing to click (newcomer I, s6: it said 'Click cards...'). Where nobody
    plays (the demo, computers alone), what a watcher may press: a person's keys
    did nothing there (as Night's, 7b2b5e5)."""
    if table.viewing_board:
        return "shinobi.help_final"
    if not table.humans or table.app.demo:
        return "shinobi.help_watch"
    if getattr(table, "again", None) is not None:  # 'Replay their turns' going: its keys
        # (newcomer V, s21: the table's 'Click cards...' stood under the replay)
        return "shinobi.help_again_hold" if table.hold_paused() else "shinobi.help_again"
    if table.reveal is not None or table.ranking is not None:  # a reveal, a round's end
        return "shinobi.help_cover"  # (not the pawns' keys under it: newcomer E, s10)
    if table.state.is_terminal and not table.turn_end.waiting:
        # nothing to click, hint or undo (newcomer U, s13, 091); not while the last move
        # waits for its End turn, Undo still there (newcomer H, s16, 124_4: 'The game is
        # over' while Yuki's phone offered Undo and End turn)
        return "shinobi.help_over"
    if table.phones is not None and all(table.phone_seat(s) for s in table.humans):
        return "shinobi.help_phones"
    computer = computer_help_key(table)
    if computer:
        return computer
    if table.state.phase == "pawns" and not table.phone_seat(table.state.current_player):
        return "shinobi.help_pawns"  # a place is clicked, Left/Right count its pawns
    if table.state.phase == "place" and table.selection.selected and table.can_act:
        return "shinobi.help_picked"  # how to let go (newcomer V, s9 g51: unsaid)
    return "shinobi.help"


def computer_help_key(table: Any) -> str:
    """The footer while a computer plays or its last move is held, nothing to click in
    the hand: what answers then (newcomer S, s20, 031-038: 'Click cards...' all
    through the computers' turns). '' otherwise."""
    if table.can_act or table.turn_end.waiting or table.state.is_terminal:
        return ""
    if table.hold_paused():  # its turn replayed from that hold (turn_again.py)
        return "shinobi.help_again_hold"
    if table.handoff_flow.holding():  # its last move held before the next cover
        return "shinobi.help_hold"
    state = table.state
    if not table.session.ai_to_move and state.current_player in table.humans:
        return ""  # (a computer's last move told, a person next: her keys)
    if follow_pace.waiting(table):  # one move at a time: it waits for a press
        return "shinobi.help_computer_step"
    if follow_pace.offered(table):
        return "shinobi.help_computer"
    return "shinobi.help_computer_plain"
