"""The game log's lines: each event as a translated sentence, and how the Taisen log
looks (STYLE) in the shared panel that shows them (scenes/log_panel.py).

Sentences come from assets/i18n/<lang>/taisen.json ("taisen.log.*"); nothing here
knows a language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ninjas.core.events import Event
from ninjas.taisen.cards import (
    CARD_OF_TOKEN,
    COLOUR,
    JOKER,
    PAPER,
    POSITIONS,
    ROCK,
    SCISSORS,
    SHOGUN_STRENGTH,
    STRENGTH,
)

from .. import theme
from ..log_panel import LogLine, LogStyle
from . import card_art as art

Translate = Callable[..., str]

KIND_KEYS = ("rock", "paper", "scissors", "shogun")
SIDE_INDEX = {"monkey": 0, "wolf": 1}
DIE_KEYS = {"r": "red", "g": "green", "b": "blue"}
RULE_OF_WINNER = {ROCK: "rock_scissors", SCISSORS: "scissors_paper", PAPER: "paper_rock"}
"""Which rock-paper-scissors rule explains a win by colour (by the winner's kind)."""

LINE_FONT = theme.FONT_SMALL
"""Design size of the log's text (16 px at 1280x720: capitals 11.5 px, issue 33)."""
LINE_HEIGHT = 22
PAD = 8
ICON = 16


def side_name(tr: Translate, side: str) -> str:
    return tr(f"taisen.side.{side}")


def card_name(tr: Translate, token: str) -> str:
    card = CARD_OF_TOKEN[token]
    kind = COLOUR[card]
    if kind == JOKER:
        return tr("taisen.kind.shogun")
    return tr("taisen.card", kind=tr(f"taisen.kind.{KIND_KEYS[kind]}"), strength=STRENGTH[card])


def pos_name(tr: Translate, pos: int) -> str:
    if pos == 0:
        return tr("taisen.pos.monkey")
    if pos == POSITIONS - 1:
        return tr("taisen.pos.wolf")
    return tr("taisen.tile", number=pos)


def _owned(tr: Translate, side: str, token: str) -> str:
    """ "Monkey's Paper 2" (the language decides the form)."""
    return tr("taisen.owned", side=side_name(tr, side), card=card_name(tr, token))


def _winner_loser(data: dict[str, object]) -> tuple[str, str, str, str, int, int]:
    winner = str(data["result"])
    loser = "wolf" if winner == "monkey" else "monkey"
    strengths = {"monkey": int(data["monkey_strength"]), "wolf": int(data["wolf_strength"])}  # type: ignore[call-overload]
    return winner, loser, str(data[winner]), str(data[loser]), strengths[winner], strengths[loser]


def turn_ended_words(tr: Translate, side: str, unused: Any) -> str:
    """'Wolf ends the turn', and the dice it ends without: 'without using the red die
    (1)' where a ninja could still move with it, 'no ninja could move with the red die
    (1)' where none could (newcomer Y, s13, 028: the red 1 unused, said nowhere, 'I
    wondered if I missed a move')."""
    chosen = [_die_words(tr, die) for die in unused if die["could"]]
    stuck = [_die_words(tr, die) for die in unused if not die["could"]]
    if chosen and stuck:
        return str(
            tr(
                "taisen.log.turn_ended_mixed",
                side=side,
                dice=_listed(tr, chosen),
                stuck=_listed(tr, stuck),
            )
        )
    if chosen:
        return str(tr("taisen.log.turn_ended_unused", side=side, dice=_listed(tr, chosen)))
    if stuck:
        return str(tr("taisen.log.turn_ended_stuck", side=side, dice=_listed(tr, stuck)))
    return str(tr("taisen.log.turn_ended", side=side))


def _listed(tr: Translate, items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' (i18n's list.and)."""
    if len(items) <= 1:
        return "".join(items)
    return str(tr("list.and", rest=", ".join(items[:-1]), last=items[-1]))


def _die_words(tr: Translate, die: dict[str, Any]) -> str:
    colour = tr(f"taisen.die.{DIE_KEYS[str(die['die'])]}")
    return str(tr("taisen.log.die_value", die=colour, value=die["value"]))


def describe(
    event: Event, tr: Translate, actor: Callable[[Translate, str], str] | None = None
) -> LogLine | None:
    """The log line of one event (None for events the log does not show). `actor`: who
    rolls, moves and ends a turn for a side, a named person by name (the log said "Singe
    lance les dés" of a side whose header said "Au tour de Kim (Singe)", issue 33); else
    the side's name. Lines that say the side with an article ("Victoire du Singe") keep
    the side."""
    name_of = actor or side_name
    kind, data = event.kind, event.data
    if kind == "dice_rolled":
        dice = data["dice"]
        if 0 in dice.values():
            left = ", ".join(
                f"{tr(f'taisen.die.{DIE_KEYS[letter]}')} {value}"
                for letter, value in dice.items()
                if value
            )
            return LogLine(
                tr("taisen.log.dice_left", side=side_name(tr, data["side"]), dice=left or "-"),
                SIDE_INDEX[data["side"]],
            )
        return LogLine(
            tr(
                "taisen.log.dice",
                side=name_of(tr, data["side"]),
                r=dice["r"],
                g=dice["g"],
                b=dice["b"],
            ),
            SIDE_INDEX[data["side"]],
        )
    if kind == "moved":
        # the ninja moved, and what rides on it: 'Rock 2 + Scissors 1 + Paper 2' did not
        # say which one moved (newcomer Y, s13, 014)
        mover, *riders = [card_name(tr, token) for token in data["cards"]]
        return LogLine(
            tr(
                "taisen.log.moved_carry" if riders else "taisen.log.moved",
                side=name_of(tr, data["side"]),
                cards=mover,
                above=" + ".join(riders),
                src=pos_name(tr, data["src"]),
                dst=pos_name(tr, data["dst"]),
                die=tr(f"taisen.die.{DIE_KEYS[data['die']]}"),
                value=data["value"],
            ),
            SIDE_INDEX[data["side"]],
        )
    if kind == "combat_started":
        return LogLine(tr("taisen.log.combat", pos=pos_name(tr, data["pos"])), None, "combat")
    if kind == "duel":
        return _describe_duel(data, tr)
    if kind == "eliminated":
        side = "monkey" if data["card"].isupper() else "wolf"
        return LogLine(
            tr("taisen.log.eliminated", card=_owned(tr, side, data["card"])),
            SIDE_INDEX[side],
            "loss",
        )
    if kind == "retreated":
        side = "monkey" if data["card"].isupper() else "wolf"
        return LogLine(
            tr(
                "taisen.log.retreated",
                card=_owned(tr, side, data["card"]),
                dst=pos_name(tr, data["dst"]),
            ),
            SIDE_INDEX[side],
        )
    if kind == "shogun_strength":
        return LogLine(
            tr(  # he is back to full strength when the combat ends: the card says 4
                "taisen.log.shogun",
                side=side_name(tr, data["side"]),
                strength=data["strength"],
                full=SHOGUN_STRENGTH,
            ),
            SIDE_INDEX[data["side"]],
        )
    if kind == "combat_ended":
        return LogLine(tr("taisen.log.combat_ended", pos=pos_name(tr, data["pos"])), None, "combat")
    if kind == "turn_ended":
        return LogLine(
            turn_ended_words(tr, name_of(tr, data["side"]), data.get("unused", ())),
            SIDE_INDEX[data["side"]],
            "system",
        )
    if kind == "game_over":
        key = (
            "taisen.log.win_village"
            if data["reason"] == "village"
            else "taisen.log.win_elimination"
        )
        return LogLine(
            tr(key, side=side_name(tr, data["winner"])), SIDE_INDEX[data["winner"]], "win"
        )
    return None


def _describe_duel(data: dict[str, object], tr: Translate) -> LogLine:
    reason = data["reason"]
    if reason == "tie":
        return LogLine(
            tr(
                "taisen.log.duel_tie",
                monkey=_owned(tr, "monkey", str(data["monkey"])),
                wolf=_owned(tr, "wolf", str(data["wolf"])),
                strength=data["monkey_strength"],
            ),
            None,
            "combat",
        )
    winner, loser, wtoken, ltoken, ws, ls = _winner_loser(data)
    if reason == "village":
        return LogLine(
            tr(
                "taisen.log.duel_village",
                village=pos_name(tr, int(data["pos"])),  # type: ignore[call-overload]
                loser=_owned(tr, loser, ltoken),
                winner=_owned(tr, winner, wtoken),
            ),
            SIDE_INDEX[winner],
            "combat",
        )
    if reason == "colour":
        rule = tr(f"taisen.rule.{RULE_OF_WINNER[COLOUR[CARD_OF_TOKEN[wtoken]]]}")
        return LogLine(
            tr(
                "taisen.log.duel_colour",
                winner=_owned(tr, winner, wtoken),
                loser=_owned(tr, loser, ltoken),
                rule=rule,
            ),
            SIDE_INDEX[winner],
            "combat",
        )
    return LogLine(
        tr(
            "taisen.log.duel_strength",
            winner=_owned(tr, winner, wtoken),
            loser=_owned(tr, loser, ltoken),
            ws=ws,
            ls=ls,
        ),
        SIDE_INDEX[winner],
        "combat",
    )


def duel_caption(data: dict[str, object], tr: Translate) -> str:
    """The short caption shown on the board at a duel's clash."""
    reason = data["reason"]
    if reason == "tie":
        return tr("taisen.caption.tie")
    if reason == "village":
        return tr("taisen.caption.village")
    winner, _loser, wtoken, _ltoken, ws, ls = _winner_loser(data)
    if reason == "colour":
        rule = tr(f"taisen.rule.{RULE_OF_WINNER[COLOUR[CARD_OF_TOKEN[wtoken]]]}")
        return rule[:1].upper() + rule[1:]
    return tr("taisen.caption.strength", ws=ws, ls=ls)


# ---------------------------------------------------------------------------
# how the log looks (scenes/log_panel.py draws it)
# ---------------------------------------------------------------------------
TONE_COLOURS = {
    "plain": None,
    "combat": theme.GOLD,
    "loss": (236, 128, 112),
    "win": theme.GOLD,
    "system": theme.TEXT_DIM,
}
SIDE_TEXT = ((246, 226, 196), (200, 218, 246))


def line_icon(line: LogLine, size: int) -> pygame.Surface | None:
    """A combat's crossed swords, else the emblem of the side the line is about."""
    if line.tone == "combat" and line.side is None:
        return art.symbol_icon(2, size, theme.GOLD)
    if line.side is not None:
        accent = theme.SIDE_COLOURS["monkey" if line.side == 0 else "wolf"]
        return art.emblem_icon(line.side, size, accent)
    return None


def line_colour(line: LogLine) -> tuple[int, int, int]:
    return TONE_COLOURS.get(line.tone) or (
        SIDE_TEXT[line.side] if line.side is not None else theme.MOONLIGHT
    )


STYLE = LogStyle(
    font=LINE_FONT,
    step=LINE_HEIGHT,
    left=PAD + ICON + 6,
    top=PAD,
    margin=2 * PAD + ICON + 6,  # the words end a pad short, as they start after the icon
    height_margin=2 * PAD,
    colour=line_colour,
    icon=line_icon,
    icon_left=PAD,
    icon_size=ICON,
    faded=170,
    whole_entries=True,
)
"""The Taisen log: each line's side's emblem before it, in its side's or tone's colour,
the older lines faded. No scroll marker: its '▲-11' (rows scrolled back) read as a
riddle (newcomer U, s20, 036-040, a turn played again framing its line): the framed
line says where the log is, and any line told brings it back to the newest. The rows
take the room the marker had (s21: 'Wolf moves Scissors 3 (carrying Paper 2) to tile 6
(the red die, 2)' broke 'die, 2)' onto a second row 40 px short of the panel's edge).
Whole entries: its top row starts an entry, the wheel scrolls by entries (before, the top
row was often the tail of a wrapped entry, 'rouge, 2)' or 'la pierre', read alone:
newcomer B, s22, 10learn16, 20t11)."""
