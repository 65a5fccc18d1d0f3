"""The game log: each event as a translated sentence, and the panel that shows them.

Sentences come from assets/i18n/<lang>/taisen.json ("taisen.log.*"); nothing here
knows a language. The panel renders its text only when a line is added or scrolled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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
    STRENGTH,
)

from .. import theme
from . import card_art as art

Translate = Callable[..., str]

KIND_KEYS = ("rock", "paper", "scissors", "shogun")
SIDE_INDEX = {"monkey": 0, "wolf": 1}
DIE_KEYS = {"r": "red", "g": "green", "b": "blue"}
RULE_OF_WINNER = {ROCK: "rock_scissors", SCISSORS: "scissors_paper", PAPER: "paper_rock"}
"""Which rock-paper-scissors rule explains a win by colour (by the winner's kind)."""

LINE_FONT = theme.FONT_MIN
"""Design size of the log's text (14 px at 1280x720, the smallest text allowed)."""
LINE_HEIGHT = 22
PAD = 8
ICON = 16
MAX_LINES = 400


@dataclass(frozen=True)
class LogLine:
    text: str
    side: int | None = None
    """0 Monkey, 1 Wolf, None neutral (combat, system)."""
    tone: str = "plain"
    """plain, combat, loss, win, system: picks the icon and colour."""


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


def describe(event: Event, tr: Translate) -> LogLine | None:
    """The log line of one event (None for events the log does not show)."""
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
                side=side_name(tr, data["side"]),
                r=dice["r"],
                g=dice["g"],
                b=dice["b"],
            ),
            SIDE_INDEX[data["side"]],
        )
    if kind == "moved":
        cards = " + ".join(card_name(tr, token) for token in data["cards"])
        return LogLine(
            tr(
                "taisen.log.moved",
                side=side_name(tr, data["side"]),
                cards=cards,
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
            tr("taisen.log.shogun", side=side_name(tr, data["side"]), strength=data["strength"]),
            SIDE_INDEX[data["side"]],
        )
    if kind == "combat_ended":
        return LogLine(tr("taisen.log.combat_ended", pos=pos_name(tr, data["pos"])), None, "combat")
    if kind == "turn_ended":
        return LogLine(
            tr("taisen.log.turn_ended", side=side_name(tr, data["side"])),
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
# the panel
# ---------------------------------------------------------------------------
TONE_COLOURS = {
    "plain": None,
    "combat": theme.GOLD,
    "loss": (236, 128, 112),
    "win": theme.GOLD,
    "system": theme.TEXT_DIM,
}
SIDE_TEXT = ((246, 226, 196), (200, 218, 246))


def _wrap(text: str, width: int) -> list[str]:
    measure = theme.font(LINE_FONT).size
    rows: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and measure(candidate)[0] > width:
            rows.append(current)
            current = "  " + word
        else:
            current = candidate
    rows.append(current)
    return rows


LineSource = Callable[[Translate], "LogLine | None"]
"""How a line was made (its event described, or a system message), so that a
language change can say every line again in the new language."""


class GameLog:
    """The most recent lines at the bottom; the mouse wheel scrolls back.

    Lines are kept as words; their rows are wrapped and rendered for the panel's real
    size and the scale drawn now (again when either changes: `place`)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.lines: list[LogLine] = []
        self.sources: list[LineSource | None] = []
        self.rows: list[tuple[LogLine, str, bool]] = []
        """(its line, the row's text, first row of the line) per wrapped row, oldest first."""
        self.scroll = 0
        self._surface: pygame.Surface | None = None
        self._made_for: tuple[tuple[int, int], float] | None = None
        self.visible_rows = 1
        self.place(self.rect)

    @staticmethod
    def _pad() -> int:
        return theme.px(PAD)

    def _text_width(self) -> int:
        return self.rect.width - 2 * self._pad() - theme.px(ICON) - theme.px(6)

    def place(self, rect: pygame.Rect) -> None:
        """The panel at `rect` (real px, at the scale drawn now): rows wrapped again."""
        key = (rect.size, theme.scale())
        self.rect = pygame.Rect(rect)
        if key == self._made_for:
            return
        self._made_for = key
        line_h = theme.px(LINE_HEIGHT)
        self.visible_rows = max(1, (self.rect.height - 2 * self._pad()) // line_h)
        self.rows = []
        for line in self.lines:
            self._add_rows(line)
        self.scroll = min(self.scroll, max(0, len(self.rows) - self.visible_rows))
        self._surface = None

    def _add_rows(self, line: LogLine) -> None:
        for i, row in enumerate(_wrap(line.text, self._text_width())):
            self.rows.append((line, row, i == 0))

    def add(self, line: LogLine, source: LineSource | None = None) -> None:
        self.lines.append(line)
        self.sources.append(source)
        self._add_rows(line)
        if len(self.lines) > MAX_LINES:
            self.lines = self.lines[-MAX_LINES:]
            self.sources = self.sources[-MAX_LINES:]
            self.rows = self.rows[-MAX_LINES * 2 :]
        self.scroll = 0
        self._surface = None

    def clear(self) -> None:
        self.lines, self.sources, self.rows = [], [], []
        self.scroll = 0
        self._surface = None

    def retranslate(self, tr: Translate) -> None:
        """Say every line again in `tr`'s language (lines without a source stay)."""
        entries = list(zip(self.lines, self.sources, strict=True))
        self.lines, self.sources, self.rows = [], [], []
        for line, source in entries:
            again = source(tr) if source is not None else line
            if again is not None:
                self.add(again, source)

    @staticmethod
    def _icon(line: LogLine) -> pygame.Surface | None:
        size = theme.px(ICON)
        if line.tone == "combat" and line.side is None:
            return art.symbol_icon(2, size, theme.GOLD)
        if line.side is not None:
            accent = theme.SIDE_COLOURS["monkey" if line.side == 0 else "wolf"]
            return art.emblem_icon(line.side, size, accent)
        return None

    @staticmethod
    def _colour(line: LogLine) -> tuple[int, int, int]:
        return TONE_COLOURS.get(line.tone) or (
            SIDE_TEXT[line.side] if line.side is not None else theme.MOONLIGHT
        )

    def scroll_by(self, rows: int) -> None:
        limit = max(0, len(self.rows) - self.visible_rows)
        new = max(0, min(limit, self.scroll + rows))
        if new != self.scroll:
            self.scroll = new
            self._surface = None

    def _render(self) -> pygame.Surface:
        px = theme.px
        pad = self._pad()
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        end = len(self.rows) - self.scroll
        start = max(0, end - self.visible_rows)
        y = pad
        shown = self.rows[start:end]
        for i, (line, text, first) in enumerate(shown):
            icon = self._icon(line) if first else None
            if icon is not None:
                surface.blit(icon, (pad, y + px(2)))
            row = theme.font(LINE_FONT).render(text, True, self._colour(line))
            if i < len(shown) - 4 and self.scroll == 0:
                row.set_alpha(170)
            surface.blit(row, (pad + px(ICON) + px(6), y))
            y += px(LINE_HEIGHT)
        if self.scroll:
            marker = theme.text(f"-{self.scroll}", theme.FONT_MIN, theme.TEXT_FAINT)
            rect = surface.blit(marker, marker.get_rect(topright=(self.rect.width - px(8), px(4))))
            x, y = rect.left - px(8), rect.centery
            pygame.draw.polygon(
                surface,
                theme.TEXT_FAINT,
                [(x - px(5), y + px(3)), (x + px(5), y + px(3)), (x, y - px(4))],
            )
        return surface

    def draw(self, canvas: pygame.Surface) -> None:
        if self._surface is None:
            self._surface = self._render()
        canvas.blit(self._surface, self.rect)
