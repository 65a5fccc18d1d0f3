"""Names per seat in the setup (issue 34, section 4): a person's Player choice offers the
names used before (the history's, the settings'), a new one is typed once, the name
reaches the game's session and so its record, and each seat's name is remembered."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.history_folder import keep_game, list_records
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import load_settings
from scenes.pad_hub import PadPress
from scenes.setup import SetupScene
from scenes.setup_parts.name_entry import NameEntryScene
from scenes.setup_parts.names import NEW, name_value, value_name
from scenes.title import TitleScene

pytestmark = pytest.mark.usefixtures("own_data_dir")


def ended(seats: list[Seat], seed: int = 4) -> GameSession:
    session = GameSession.new("taisen", seats, seed, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def values(choice) -> list:
    return [value for value, _ in choice.options]


def type_text(ui, text: str) -> None:
    ui.event(pygame.TEXTINPUT, text=text)
    ui.step()


def test_the_player_choice_offers_the_names_of_the_history(app, ui):
    keep_game(ended([Seat(name="Ann"), Seat(name="Bob")]))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    player = setup.kind_choices[0]
    assert values(player) == ["ai", "human", name_value("Ann"), name_value("Bob"), NEW]
    labels = [label() for _, label in player.options]
    assert labels == ["Computer", "Human", "Ann", "Bob", "New name…"]


def test_a_name_is_picked_with_the_keys_and_a_computer_has_none(app, ui):
    keep_game(ended([Seat(name="Ann"), Seat(name="Bob")]))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.menu.focus(setup.kind_choices[0])
    ui.key(pygame.K_RIGHT)  # Human -> Ann
    assert setup.seats[0] == Seat("human", "normal", name="Ann")
    assert not setup.level_choices[0].enabled
    setup.menu.focus(setup.kind_choices[1])  # the Wolf: Computer -> Human -> (Ann taken) Bob
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)
    assert setup.seats[1].name == "Bob"
    setup.set_kind(1, "ai")
    assert setup.seats[1] == Seat("ai", "normal")
    assert setup.kind_choices[1].value == "ai"


def test_a_gamepad_picks_among_the_names_used_before(app, ui):
    keep_game(ended([Seat(name="Ann"), Seat("ai", "easy")]))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.menu.focus(setup.kind_choices[0])
    setup.handle_pad(PadPress(1, "right"))
    assert setup.seats[0].name == "Ann"
    setup.handle_pad(PadPress(1, "left"))
    assert setup.seats[0] == Seat("human", "normal")


def test_a_new_name_is_typed_once_and_offered_to_every_seat(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    player = setup.kind_choices[0]
    setup.menu.focus(player)
    ui.key(pygame.K_RIGHT)  # Human -> New name… (no name known yet)
    assert player.value == NEW and setup.seats[0].name is None
    ui.key(pygame.K_RETURN)
    entry = ui.top
    assert isinstance(entry, NameEntryScene)
    ui.key(pygame.K_RETURN)  # nothing typed: said, and the box stays
    assert ui.top is entry and entry.problem == app.tr("setup.name.empty")
    type_text(ui, "  Zoé ")
    ui.key(pygame.K_SPACE)  # a space typed is not the menu's Space
    assert ui.top is entry
    type_text(ui, " ")
    type_text(ui, "Lee")
    ui.key(pygame.K_RETURN)
    assert ui.top is setup
    assert setup.seats[0].name == "Zoé Lee" and value_name(player.value) == "Zoé Lee"
    assert name_value("Zoé Lee") in values(setup.kind_choices[1])


def test_a_name_another_seat_bears_is_refused_and_escape_keeps_nothing(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(1, "Ann")
    setup.ask_name(0)
    entry = ui.top
    type_text(ui, "Ann")
    ui.click(entry.ok)
    assert ui.top is entry and "Ann" in entry.problem
    ui.key(pygame.K_ESCAPE)
    assert ui.top is setup and setup.seats[0].name is None


def test_a_click_on_new_name_opens_the_box(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.kind_choices[0].set_value(NEW)
    ui.click(setup.kind_choices[0]._value_rect().center)
    assert isinstance(ui.top, NameEntryScene)


def test_the_names_chosen_reach_the_session_and_its_record(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(0, "Ann")
    setup.name_typed(1, "Bob")
    ui.click(setup.start_button)
    game = ui.top
    assert isinstance(game, fake_game)
    session = game.session
    assert [seat.name for seat in session.seats] == ["Ann", "Bob"]
    rng = random.Random(1)
    while not session.state.is_terminal:
        session.apply(rng.choice(session.state.legal_actions()))
    keep_game(session)  # as the table's HistoryKeeper does, from the session's save
    (record,) = list_records().records
    assert record.names == ["Ann", "Bob"]


def test_the_name_of_each_seat_comes_back_next_time(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(1, "Bob")
    ui.click(setup.start_button)
    assert load_settings().last_names["taisen"] == [None, "Bob"]
    again = SetupScene(app, "taisen")
    assert again.seats[1] == Seat("human", "normal", name="Bob")
    assert again.kind_choices[1].value == name_value("Bob")
    assert name_value("Bob") in values(again.kind_choices[0])  # offered to the Monkey too


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_the_hand_off_asks_for_the_person_by_name(app, ui, game):
    from scenes.handoff import HandoffScene
    from scenes.registry import make_game_scene

    seats = [Seat(name="Ann"), Seat(name="Bob")]
    session = GameSession.new(game, seats, 3, {"players": 2}, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    ui.step(30)
    cover = ui.top
    assert isinstance(cover, HandoffScene)
    name = seats[session.state.current_player].name
    assert cover.name == name and name in cover.button_text
    assert cover.name != table.seat_name(session.state.current_player)


def test_a_table_keeps_its_game_with_the_names_of_its_people(app):
    """The table's own keeper (scenes/tableflow/history_keeper.py) records the names the
    seats bear, with nothing told to it."""
    from scenes.registry import make_game_scene

    session = ended([Seat(name="Ann"), Seat("ai", "easy")], seed=6)
    table = make_game_scene(app, session)
    table.animate = False
    app.push(table)
    table.show_results()
    assert table.history.thread is not None
    table.history.thread.join(30)
    (record,) = list_records().records
    assert record.names == ["Ann", None] and record.over


def test_a_long_name_typed_stays_inside_the_box(app, ui, monkeypatch):
    """The setup's box is the Records' name box (scenes/name_box.py): a name of wide
    letters keeps its end in view inside the field, where the setup's own field drew it
    past its edge."""
    from scenes import theme

    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.ask_name(0)
    entry = ui.top
    type_text(ui, "W" * 30)
    assert entry.field.value == "W" * 24  # the setup's limit
    drawn: list[pygame.Rect] = []
    blit = theme.blit_text

    def spy(canvas, text, *args, **kwargs):
        rect = blit(canvas, text, *args, **kwargs)
        if text and set(text) == {"W"}:
            drawn.append(rect)
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    assert drawn and all(entry.field.rect.contains(rect) for rect in drawn)
