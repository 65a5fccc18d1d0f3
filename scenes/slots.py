"""Save slots: the slot picker (save or load) and loading a save into the app.

A save that cannot be loaded is reported with its translated reason and moved aside
under a name that says why (ninjas.core.saves.set_aside), never overwritten: the
player may want to send it to us, or load it in a newer version. Saving into a slot
that holds such a save moves it aside first, and says where (save_into_slot).
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ninjas.core.autosave import game_at_risk, in_the_way
from ninjas.core.paths import saves_dir
from ninjas.core.saves import REFUSED_CODES_KEPT, SaveError, SaveGame, read_save, set_aside
from ninjas.core.session import AUTOSAVE_NAME, GameSession
from ninjas.games import GAMES

from . import theme
from .menu_scene import MenuScene
from .message import ConfirmScene, MessageScene
from .registry import make_game_scene, play_over_title
from .tableflow.history_keeper import keep_in_background
from .widgets import (
    Button,
    Menu,
    Toast,
    draw_backdrop,
    draw_hint,
    draw_panel,
    panel_title_height,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

SLOT_FILES = ("slot1.json", "slot2.json", "slot3.json")
ROW_WIDTH = 620
ROW_HEIGHT = 74
"""A slot's button in design units (the panel and its rows grow with the window)."""
ROW_GAP = 12
BACK_SIZE = (220, 54)


@dataclass
class SlotInfo:
    path: Path
    save: SaveGame | None
    error: SaveError | None
    modified: datetime.datetime | None

    @property
    def exists(self) -> bool:
        return self.modified is not None


def describe_slot(path: Path) -> SlotInfo:
    """What is in a slot file, without changing it."""
    try:
        modified = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return SlotInfo(path, None, None, None)
    try:
        return SlotInfo(path, read_save(path), None, modified)
    except SaveError as exc:
        return SlotInfo(path, None, exc, modified)
    except Exception as exc:  # read_save answers SaveError; this is a last guard
        log.exception("describing %s", path)
        return SlotInfo(path, None, SaveError("corrupt", repr(exc)), modified)


def slot_title(app: App, path: Path) -> str:
    if path.name == AUTOSAVE_NAME:
        return app.tr("slots.autosave")
    if path.name in SLOT_FILES:
        return app.tr("slots.slot", number=SLOT_FILES.index(path.name) + 1)
    return path.stem


NAMED_REFUSALS = ("foreign", "key_unreadable", "newer", "truncated", "too_large", "unreadable")
"""Refusals a slot names in its own words (slots.<code>); any other is "damaged". A
save from a newer version is not damaged: it loads in that version."""


def slot_summary(app: App, info: SlotInfo) -> str:
    if not info.exists:
        return app.tr("slots.empty")
    if info.save is None:
        code = info.error.code if info.error is not None else ""
        return app.tr(f"slots.{code}" if code in NAMED_REFUSALS else "slots.damaged")
    if info.save.game not in GAMES:  # a newer version's game, or a hand-edited file
        return app.tr("slots.unknown_game")
    when = info.modified.strftime(app.tr("slots.date_format")) if info.modified else ""
    game = app.tr(f"game.{info.save.game}.name")
    moves = len(info.save.actions)
    key = "slots.summary_one" if moves == 1 else "slots.summary"
    return app.tr(key, game=game, date=when, moves=moves)


def show_save_error(
    app: App, code: str, moved_to: Path | None = None, params: dict[str, str] | None = None
) -> None:
    """A message box with the translated reason a save could not be used (`params` fill
    its blanks, e.g. the missing level's name), and where the refused file was moved,
    if it was."""
    key = f"save.error.{code}"
    text = app.tr(key, **(params or {})) if app.tr.has(key) else app.tr("save.error.unknown")
    if moved_to is not None:
        text += " " + app.tr("save.moved_aside", path=str(moved_to))
    app.push(MessageScene(app, app.tr("save.error.title"), text))


def refuse_save(app: App, path: Path, exc: SaveError) -> None:
    """Tell the player why the save at `path` is refused; a file worth keeping is moved
    aside first, so that no later autosave or save can overwrite it."""
    moved = set_aside(path, exc.code) if exc.code in REFUSED_CODES_KEPT else None
    show_save_error(app, exc.code, moved, exc.params)


@dataclass(frozen=True)
class SlotWrite:
    """What saving into a slot did: `moved_to` (where the save that was there went),
    `refused` (why that save cannot be used here), `failure` (why the game could not
    be written; None when it was)."""

    moved_to: Path | None = None
    refused: SaveError | None = None
    failure: OSError | None = None

    @property
    def saved(self) -> bool:
        return self.failure is None


def save_into_slot(session: GameSession, path: Path) -> SlotWrite:
    """Save `session` at `path`. A file there that cannot be used here (from a newer
    version, damaged, cut short, from another computer, unreadable) is looked at again
    now and moved aside before anything is written; when it cannot be moved, nothing
    is written (`failure` says so, the file stays as it is). Never raises OSError."""
    refused = in_the_way(path)
    moved = None
    if refused is not None:
        moved = set_aside(path, refused.code)
        if moved is None:
            return SlotWrite(None, refused, OSError(f"{path} is refused and cannot be moved"))
    try:
        session.save(path)
    except OSError as exc:
        log.warning("could not save to %s: %s", path, exc)
        return SlotWrite(moved, refused, exc)
    return SlotWrite(moved, refused)


def load_into_app(app: App, path: Path) -> bool:
    """Load the save at `path` and show its game over a fresh title screen.

    On failure a message says why; the file is left untouched. Never raises.
    """
    try:
        session = GameSession.from_save(read_save(path))
    except SaveError as exc:
        log.warning("cannot load %s: %s", path, exc)
        refuse_save(app, path, exc)
        return False
    except Exception as exc:  # a save that breaks the replay in an unforeseen way
        log.exception("cannot load %s", path)
        refuse_save(app, path, SaveError("corrupt", repr(exc)))
        return False
    try:
        scene = make_game_scene(app, session)
    except (ImportError, KeyError) as exc:
        log.warning("no scene for %s: %s", session.game, exc)
        show_save_error(app, "unknown_game")
        return False
    from .save_notice import tell_moved_aside

    play_over_title(app, scene)
    tell_moved_aside(app, session)
    return True


class SlotPickerScene(MenuScene):
    """Pick a slot to save `session` into (mode "save") or a save to load (mode "load",
    which also lists the autosave). Saving over a used slot asks for a second click.
    `replacing`: loading would end this game in progress, so it asks first."""

    overlay = True

    def __init__(
        self,
        app: App,
        mode: str,
        session: GameSession | None = None,
        on_saved: Callable[[str], object] | None = None,
        replacing: GameSession | None = None,
    ) -> None:
        super().__init__(app)
        if mode not in ("save", "load"):
            raise ValueError(f"mode must be 'save' or 'load', not {mode!r}")
        if mode == "save" and session is None:
            raise ValueError("saving needs a session")
        self.mode = mode
        self.session = session
        self.on_saved = on_saved
        self.replacing = replacing
        self.confirming: Path | None = None
        self.confirming_kept = False
        """The slot being confirmed holds a save that cannot be used here: it is kept."""
        self.toast = Toast()
        names = SLOT_FILES if mode == "save" else (AUTOSAVE_NAME, *SLOT_FILES)
        self.paths = [saves_dir() / name for name in names]
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.infos: dict[Path, SlotInfo] = {}
        self.menu = Menu([])
        self.refresh()

    def refresh(self) -> None:
        self.infos = {path: describe_slot(path) for path in self.paths}
        widgets = []
        for path in self.paths:
            info = self.infos[path]
            enabled = info.exists if self.mode == "load" else True
            widgets.append(
                Button(
                    self.app,
                    (0, 0, 1, 1),
                    slot_title(self.app, path),
                    lambda p=path: self.choose(p),
                    enabled=enabled,
                    sublabel=self._sublabel(path),
                )
            )
        back = Button(
            self.app,
            (0, 0, 1, 1),
            lambda: self.app.tr("button.back"),
            self.app.pop,
            style="quiet",
        )
        widgets.append(back)
        focus = self.menu.index if self.menu.widgets else None
        self.menu = Menu(widgets, focus)
        self.relayout()
        self.ensure_layout(self.app.view_size)

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        rows = len(self.paths)
        height = 110 + rows * (ROW_HEIGHT + ROW_GAP) + 112
        self.panel = theme.centred_rect(ROW_WIDTH + 80, height, size)
        top = self.panel.top + panel_title_height() + px(6)
        for index, widget in enumerate(self.menu.widgets[:-1]):
            rect = theme.design_rect(0, 0, ROW_WIDTH, ROW_HEIGHT)
            rect.midtop = (self.panel.centerx, top + px(index * (ROW_HEIGHT + ROW_GAP)))
            widget.rect = rect
        back = theme.design_rect(0, 0, *BACK_SIZE)
        back.midbottom = (self.panel.centerx, self.panel.bottom - px(24))
        self.menu.widgets[-1].rect = back

    def _sublabel(self, path: Path) -> Callable[[], str]:
        def label() -> str:
            if self.confirming == path:
                kept = self.confirming_kept  # moved aside, not overwritten
                return self.app.tr("slots.confirm_keep" if kept else "slots.confirm_overwrite")
            return slot_summary(self.app, self.infos[path])

        return label

    def choose(self, path: Path) -> None:
        if self.mode == "load":
            self.ask_then_load(path)
            return
        assert self.session is not None
        if self.infos[path].exists and self.confirming != path:
            self.confirming = path
            # looked at whole (replayed) once, so that the second click's words are true
            self.confirming_kept = in_the_way(path) is not None
            return
        self.confirming = None
        tr = self.app.tr
        written = save_into_slot(self.session, path)
        if not written.saved:
            if written.refused is not None and written.moved_to is None:
                text = tr("slots.not_moved")
            elif written.moved_to is not None:
                text = tr("slots.kept_not_saved", path=str(written.moved_to))
            else:
                text = tr("slots.save_failed")
            self.refresh()
            self.app.push(MessageScene(self.app, tr("save.error.title"), text))
            return
        message = tr("slots.saved", slot=slot_title(self.app, path))
        if self.app.top is self:
            self.app.pop()
        if self.on_saved is not None:
            self.on_saved(message)
        if written.moved_to is not None and written.refused is not None:
            key = f"save.error.{written.refused.code}"
            reason = tr(key) if tr.has(key) else tr("save.error.unknown")
            text = tr("slots.kept.text", saved=message, reason=reason, path=str(written.moved_to))
            self.app.push(MessageScene(self.app, tr("slots.kept.title"), text))

    def ask_then_load(self, path: Path) -> None:
        """Load the save at `path`; first ask when that would end the game in progress,
        or replace another unfinished game in the autosave (once the loaded one plays)."""
        tr = self.app.tr
        replacing = self.replacing
        given_up: SaveGame | None = None  # the game the load ends or replaces: kept
        if replacing is not None and not replacing.state.is_terminal:
            title, text = tr("confirm.load.title"), tr("confirm.load.text")
            given_up = replacing.to_save()
        else:
            loading = self.infos[path].save
            waiting = game_at_risk(loading) if loading is not None else None
            if waiting is None:
                load_into_app(self.app, path)
                return
            title = tr("confirm.replace_autosave.title")
            text = tr.plural(
                "confirm.load_over_autosave.text",
                len(waiting.actions),
                game=tr(f"game.{waiting.game}.name"),
                moves=len(waiting.actions),
            )
            given_up = waiting

        def load() -> None:
            if given_up is not None:
                keep_in_background(given_up)
            load_into_app(self.app, path)

        self.app.push(ConfirmScene(self.app, title, text, load, "button.load"))

    def on_resume(self) -> None:
        self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.toast.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        title = self.app.tr("slots.title_save" if self.mode == "save" else "slots.title_load")
        draw_panel(canvas, self.panel, title=title)
        self.menu.draw(canvas)
        self.toast.draw(canvas, clear_of=self.panel)
        draw_hint(canvas, self.app.tr("hint.menu"))


__all__ = [
    "SLOT_FILES",
    "SlotPickerScene",
    "describe_slot",
    "load_into_app",
    "refuse_save",
    "save_into_slot",
    "show_save_error",
]
