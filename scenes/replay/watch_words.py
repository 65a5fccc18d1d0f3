"""The prompt of a table that only watches (issue 34): a newcomer met "Wolf is
thinking…" and "Choose a die…" on a replay, as if the game were live. A watching table's
prompt says whose turn it is in the position shown (or that the game is over), and
never asks anyone to act; its top bar shows no Menu (the replay's Esc goes back).

Each game writes its prompt in its own place: Taisen's table method `prompt(preview)`,
Shinobi's panel `prompt.text(seat)`, Night's and Dojo's panel `prompt_panel.text()`.
`hush(table, game)` puts the replay's words there, on that one table only.
"""

from __future__ import annotations

from typing import Any

from .. import theme

PANELS = {"shinobi": "prompt", "night": "prompt_panel", "dojo": "prompt_panel"}
"""The attribute holding the prompt panel (its `text`) of the games that have one."""


def replay_prompt(table: Any) -> str:
    """Whose turn it is in the position shown, by the person's name where the setup
    gave one ('Replay: Kim to play.'; issue 33: 'Revoir la partie : Singe joue' of Kim's
    Monkey), or that the game is over and who won."""
    from ..registry import person_name

    tr = table.app.tr
    state = table.state
    if state.is_terminal:
        return over_words(table)
    seat = int(state.current_player)
    name = person_name(table.session, seat) or table.seat_name(seat)
    mover = getattr(state, "mover", None)
    if table.session.game == "dojo" and state.phase != "dojo" and mover not in (None, seat):
        # a defender lays a card in the other's turn: whose turn too (issue 33,
        # newcomer X, s9 p4: 'Replay: Ada to play.' under 'Blue clan, turn 4')
        owner = person_name(table.session, int(mover)) or table.seat_name(int(mover))
        return str(tr("replay.prompt.answers", owner=owner, seat=name))
    told = turn_shown(table)
    if told is not None and mover is not None and told[0] != int(mover):
        # Dojo, a clan's turn over: its turn said as the top bar and the strip say it
        # (newcomer Z, s21, 59d: 'Clan bleu, tour 1', 'Tour 2 sur 5', and here 'Clan
        # bleu a joué ; à Clan orange de jouer', three answers to 'where are we')
        done = person_name(table.session, told[0]) or table.seat_name(told[0])
        return str(tr("replay.prompt.turn_over", mover=done, turn=told[1], seat=name))
    shown = getattr(table, "shown_mover", None)
    if shown is not None and int(shown) != seat:  # the action shown is another seat's
        # (newcomer Q, s12, 166-167: 'Replay: Quentin to play.' while Sora's turn was
        # replayed, each of its last actions leaving Quentin to play)
        mover = person_name(table.session, int(shown)) or table.seat_name(int(shown))
        return str(tr("replay.prompt.played", mover=mover, seat=name))
    return str(tr("replay.prompt.turn", seat=name))


def shown_mover(positions: Any, upto: int, save: Any = None) -> int | None:
    """The seat whose action the position after `upto` actions shows (the last one
    made), None at the start: from the replay's positions, else the record's `save`
    played to there."""
    if upto <= 0:
        return None
    try:
        if positions is not None:
            return int(positions.session(upto - 1).state.current_player)
        from ninjas.core.saves import start_state

        state = start_state(save)
        for text in save.actions[: upto - 1]:
            state.apply(text)
        return int(state.current_player)
    except Exception:  # (a position that does not replay: the turn alone is said)
        return None


def shown_turn(positions: Any, upto: int, save: Any) -> tuple[int, int] | None:
    """Dojo: the clan whose turn the action shown (the last of `upto`) was played in, and
    that turn as its table counts it ('Blue clan, turn 1'); None at the start, while the
    Dojos are placed, and in the other games. The top bar, the strip and the prompt of
    a replay all say this one turn (hud.told_turn, strip.status_text)."""
    if upto <= 0 or save.game != "dojo":
        return None
    try:
        if positions is not None:
            state = positions.session(upto - 1).state
        else:
            from ninjas.core.saves import start_state

            state = start_state(save)
            for text in save.actions[: upto - 1]:
                state.apply(text)
    except Exception:  # (a position that does not replay: the table's own turn is said)
        return None
    if state.phase == "dojo":
        return None
    return int(state.mover), int(state.turns[int(state.mover)]) + 1


def turn_shown(table: Any) -> tuple[int, int] | None:
    """The turn a replay's table says it shows (shown_turn), None where none is set or
    where it shows the position before a move a review opened it at (`before_move`:
    that move's turn is said, as the review says it)."""
    if getattr(table, "before_move", False):
        return None
    return getattr(table, "shown_turn", None)


def over_words(table: Any) -> str:
    """At the end: the game is over and who won, 'Replay: the game is over: Ben wins.'
    (newcomer B, s10, nc-92/080.png: it said only that the game was over), the winners
    named together where they share the win, or a draw where every seat ties."""
    from ninjas.core.breakdown import winners_of

    from ..registry import person_name

    tr = table.app.tr
    winners = winners_of(list(table.state.returns()))
    if not winners:
        return str(tr("replay.prompt.drawn"))
    names = [person_name(table.session, s) or table.seat_name(s) for s in winners]
    if len(names) == 1:
        return str(tr("replay.prompt.won", seat=names[0]))
    return str(tr("replay.prompt.shared", seats=tr.names(names)))


def hush(table: Any, game: str) -> None:
    """The watching `table`'s prompt says the replay's words (never asks to act)."""
    if game == "taisen":
        table.prompt = lambda preview=None: (replay_prompt(table), theme.TEXT_DIM)
        return
    panel = getattr(table, PANELS.get(game, ""), None)
    if panel is not None:
        panel.text = lambda seat=None: replay_prompt(table)
    if game == "shinobi" and panel is not None:  # its choices' panel tells the turn, not empty
        panel.shows_turn = lambda: True
        # never the live turn's choices dimmed: while cards are laid they are the card
        # rows' leftovers, a lone '1. Pass' that read as the mover's one choice (issue 33,
        # newcomer K, rp1/rp4); the turn told says what the mover is doing instead
        table.option_panel.waiting = lambda: False
