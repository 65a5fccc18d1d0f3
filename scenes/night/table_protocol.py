"""What the Night table's rooms may ask of the table that joins them (NightScene, in
scene.py): a protocol, so that no room imports the scene module. The rooms beside it
(the string in the hands, the stage, the panels, the words) are typed loosely here: a
room reaches another only through the table, and typing them would tie this module
back to every room that imports it (an import circle, even under TYPE_CHECKING)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ninjas.night.rules import NightState

from ..table_protocol import TableParts

if TYPE_CHECKING:
    from collections.abc import Iterator

    import pygame

    from ninjas.core.events import Event
    from ninjas.night.rules import NightAction

    from ..host import Host
    from ..text_cache import TextCache
    from .layout import Layout
    from .rope_view import RopeShow, Shown
    from .village_view import VillageView


class NightTable(TableParts[NightState], Protocol):
    """The skeleton's (TableParts: the state, who may act, the refusal) and Night's."""

    app: Host
    view: VillageView
    """The village as drawn on the surface of the last frame."""
    mouse: tuple[int, int]
    animate: bool
    shown_seat: int | None
    holder: int | None
    viewing_board: bool
    """The game is over and its results were shown (the skeleton's)."""
    humans: list[int]
    """The seats people play (the skeleton's)."""
    version: int
    """The position's version (counted by the skeleton at each change)."""
    hint: Any
    pad_focus: Any
    """What a gamepad points at (the skeleton's; ("option", k): the list's k-th row)."""
    text_fit: TextCache
    throw: NightAction | None
    rope: RopeShow | None
    options: list[tuple[NightAction, str]]
    plan: list[str]
    log_lines: list[str]
    # the rooms (see the module's docstring)
    words: Any
    aiming: Any
    stage: Any
    option_list: Any
    collect_pick: Any
    skip_guard: Any
    plan_panel: Any
    prompt_panel: Any
    log_panel: Any
    backpacks: Any
    table_view: Any
    session: Any
    turn_end: Any
    """The "End turn" confirm (the skeleton's, scenes/tableflow/turn_end.py)."""

    @property
    def viewer(self) -> int | None: ...
    def _seed(self, salt: int = 0, actions: int | None = None) -> int: ...

    @property
    def busy(self) -> bool: ...

    def layout(self, size: tuple[int, int] | None = None) -> Layout: ...
    def replayed_events(self) -> Iterator[Event]: ...
    def shown(self) -> Shown: ...
    def rope_flying(self) -> bool: ...
    def seat_name(self, seat: int) -> str: ...
    def token_face(self, token: int) -> str: ...
    def token_colour(self, token: int) -> tuple[int, int, int]: ...
    def target_roof(self, action: NightAction) -> int | None: ...
    def hinted_option(self, action: NightAction) -> bool: ...
    def hint_label(self, action: NightAction) -> str: ...
    def legal_move(self, result: Any) -> str | None: ...
    @property
    def hint_shown(self) -> NightAction | None: ...
    def rings(self) -> list[int]: ...
    def overlays(self) -> list[pygame.Rect]: ...
    def phone_seat(self, seat: int) -> bool: ...
    def phone_turn(self) -> bool: ...
    def default_plan(self) -> list[str]: ...
    def choose_option(self, index: int) -> None: ...
    def click_roof(self, building: int) -> bool: ...
    def throw_now(self) -> None: ...
    def confirm_plan(self) -> None: ...
    def hold_paused(self) -> bool: ...
    # the table skeleton's (scenes/table.py)
    def key_carried(self, event: pygame.event.Event) -> bool: ...
    def left_press(self, event: pygame.event.Event) -> bool: ...
    def buttons_take(self, event: pygame.event.Event) -> bool: ...
    def table_key(self, key: int) -> bool: ...
    def draw_top_buttons(self, canvas: pygame.Surface) -> None: ...
    def draw_not_saved(
        self, canvas: pygame.Surface, midtop: tuple[int, int], width: int | None = None
    ) -> pygame.Rect | None: ...
