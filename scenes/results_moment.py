"""The ending seen before the scores (issue 33, newcomer E, s15: 'a final picture of
the path (the winning ninja on the village) behind the panel is darkened and hard to
see'; Night's totals 'just appear', nothing says which tokens were hidden).

The results open on the table, unveiled: the game's own moment (a `Piece`) draws over
it (Taisen: the ninja on the village ringed; Night: the backpacks' face-down tokens
turned face up one by one) with a caption, for `duration` seconds; then the score cards.
A key or a click during it goes to its end (Night: every token face up), a second one
to the cards; none of them reaches the results' buttons: the opening guard
(results_guard.py) starts counting only when the cards are first drawn, and the keys
pressed during the moment wait for their release.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

import pygame

from . import theme
from .widgets import draw_panel, wrap_text

MOMENTS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "taisen": (("scenes.taisen.final_picture", "FinalPicture"), ("scenes.taisen", "TaisenScene")),
    "night": (("scenes.night.dawn_reveal", "DawnReveal"), ("scenes.night.scene", "NightScene")),
    "dojo": (("scenes.dojo.final_moment", "FinalBoard"), ("scenes.dojo.scene", "DojoScene")),
    "shinobi": (
        ("scenes.shinobi.final_picture", "FinalPicture"),
        ("scenes.shinobi.scene", "ShinobiScene"),
    ),
}
"""game -> (module, class) of its moment, and of the table it is drawn over."""
SEEN = "results_moment_seen"
"""Set on the table once its moment has been made: the results opened again from the
board viewed after them (View board, then Esc or Results) show the cards at once."""
CELEBRATED = "results_celebrated"
"""Set on a table that celebrated its end itself (Taisen's banner: the winners glowing,
the fanfare played): the results play no fanfare of their own (celebrated)."""
HOLD_SECONDS = 1.2
"""The final picture stays this long once the moment has played (or been skipped)."""


class Piece(Protocol):
    """A game's moment: how long it plays, its caption, and its drawing at `t` seconds."""

    duration: float
    unfolds: bool
    """Something happens in it (tokens turning): a first key goes to its end."""

    def caption(self) -> str: ...

    def anchor(self, canvas: pygame.Surface) -> pygame.Rect:
        """Where the caption's panel stands (centred on it), clear of what it shows."""
        ...

    def draw(self, canvas: pygame.Surface, t: float) -> None: ...


def piece_for(scene: Any) -> Piece | None:
    """The moment of the game under the results `scene` (a ResultsScene, not imported:
    it imports this), if it has one (none in demo: the
    title's attract games go straight on)."""
    if scene.app.demo or not scene.session.state.is_terminal:
        return None
    table = next(
        (
            below
            for below in scene.app.stack
            if below is not scene and getattr(below, "session", None) is scene.session
        ),
        None,
    )
    if table is None:
        return None
    entry = MOMENTS.get(scene.session.game)
    if entry is None or not isinstance(table, _named(entry[1])):
        return None  # (another table under the results: a test's stand-in)
    if getattr(table, SEEN, False):  # back from View board: the cards at once
        return None
    setattr(table, SEEN, True)
    piece: Piece = _named(entry[0])(table)
    return piece if getattr(piece, "wanted", True) else None  # (a mode with its own end)


def celebrated(scene: Any) -> bool:
    """The table under the results `scene` celebrated the end itself (CELEBRATED)."""
    return any(
        getattr(below, CELEBRATED, False)
        for below in scene.app.stack
        if below is not scene and getattr(below, "session", None) is scene.session
    )


def _named(entry: tuple[str, str]) -> Any:
    """The class `entry` names (module, class), imported by name as the registry does:
    the games' tables show the results, which must not import them back."""
    module_name, class_name = entry
    return getattr(importlib.import_module(module_name), class_name)


class ResultsMoment:
    """`active` while the moment shows; `take(event, fresh)` for each event meanwhile;
    `tick(dt)`; `draw(canvas)` instead of the cards."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.piece = piece_for(scene)
        self.time = 0.0
        self.active = self.piece is not None

    @property
    def end(self) -> float:
        return (self.piece.duration if self.piece is not None else 0.0) + HOLD_SECONDS

    def tick(self, dt: float) -> None:
        """`dt` seconds on, at the settings' animation speed (Night's dawn at x0.5 took
        as long as at x1: the lead's s16 note)."""
        if not self.active:
            return
        self.time += dt * (float(self.scene.app.settings.animation_speed) or 1.0)
        if self.time >= self.end:
            self.active = False

    def skip(self) -> None:
        """To the moment's end (every token face up), held; when already there, or with
        nothing unfolding (Taisen's picture), on to the cards."""
        piece = self.piece
        played = piece.duration if piece is not None else 0.0
        if piece is not None and piece.unfolds and self.time < played:
            self.time = played
        else:
            self.active = False

    def take(self, event: pygame.event.Event, fresh: bool) -> None:
        """A key newly pressed (`fresh`: not one held over from the table) or a click
        skips; nothing else is done with it."""
        if (event.type == pygame.KEYDOWN and fresh) or event.type == pygame.MOUSEBUTTONDOWN:
            self.skip()

    def draw(self, canvas: pygame.Surface) -> None:
        piece = self.piece
        if piece is None:
            return
        t = min(self.time, piece.duration)
        piece.draw(canvas, t)
        self.draw_caption(canvas, piece)

    def draw_caption(self, canvas: pygame.Surface, piece: Piece) -> pygame.Rect:
        """The caption on a panel of its own over `piece.anchor`, with how to go on."""
        tr = self.scene.app.tr
        px = theme.px
        room = canvas.get_width() - px(72)
        narrower = getattr(piece, "room", None)  # a piece may keep its caption narrower
        if narrower is not None:
            room = min(room, int(narrower(canvas)))
        lines = wrap_text(piece.caption(), theme.FONT_BUTTON, room)
        more = tr("results.moment.skip")
        big = theme.font(theme.FONT_BUTTON)
        small = theme.font(theme.FONT_BODY)
        widest = max([big.size(line)[0] for line in lines] + [small.size(more)[0]])
        height = big.get_linesize() * len(lines) + small.get_linesize() + px(24)
        rect = pygame.Rect(0, 0, min(widest + px(48), canvas.get_width() - px(24)), height)
        rect.center = piece.anchor(canvas).center
        rect.clamp_ip(canvas.get_rect())
        alpha = int(getattr(piece, "caption_alpha", 240))  # a piece may want it opaque
        draw_panel(canvas, rect, alpha=alpha, border=theme.GOLD, border_width=2)
        for i, line in enumerate(lines):
            theme.blit_text(
                canvas,
                line,
                theme.FONT_BUTTON,
                theme.GOLD,
                midtop=(rect.centerx, rect.top + px(10) + i * big.get_linesize()),
            )
        theme.blit_text(
            canvas,
            more,
            theme.FONT_BODY,
            theme.MOONLIGHT,
            midbottom=(rect.centerx, rect.bottom - px(10)),
        )
        return rect
