"""Names per seat in the setup (issue 34, section 4; issue 33: in plain sight): a person's
seat shows its Name row, whose box offers the names used before (the history's, the
settings') and takes a new one typed once, by keyboard, mouse or pad; the name reaches
the game's session, its save and so its record, and each seat's name is remembered."""

from __future__ import annotations

import random

import pygame
import pytest
from support.hold import go_on_when_read

from ninjas.core.history_folder import keep_game, list_records
from ninjas.core.saves import read_save
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import load_settings
from scenes.pad_hub import PadPress
from scenes.setup import SetupScene
from scenes.setup_parts.name_entry import NameEntryScene
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


def shown_texts(app, monkeypatch) -> list[str]:
    """The texts a frame draws."""
    from scenes import theme

    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda c, text, *a, **k: drawn.append(text) or blit(c, text, *a, **k)
    )
    app.draw()
    monkeypatch.setattr(theme, "blit_text", blit)
    return drawn


def test_a_persons_seat_shows_its_name_row_and_a_computers_its_difficulty(app, ui, monkeypatch):
    """Issue 33: the way to give a name hid inside the Player choice ("New name…" among
    Computer, Human and the names used before): a person's seat shows "Name" in plain
    sight, where a computer's shows its difficulty; the Player choice is only that."""
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    assert values(setup.kind_choices[0]) == ["ai", "human"]
    person, computer = setup.name_rows
    assert person.enabled and not setup.hidden(person) and setup.hidden(setup.level_choices[0])
    assert not computer.can_focus and setup.hidden(computer)
    assert setup.level_choices[1].enabled and not setup.hidden(setup.level_choices[1])
    drawn = shown_texts(app, monkeypatch)
    assert "Name" in drawn and app.tr("setup.name.none") in drawn
    assert "Difficulty" in drawn and drawn.count("Name") == 1  # the computer's: no name
    setup.name_typed(0, "Ann")
    assert "Ann" in shown_texts(app, monkeypatch)
    app.set_language("fr")
    drawn = shown_texts(app, monkeypatch)
    assert "Nom" in drawn and "Ann" in drawn


def test_a_click_on_the_name_row_opens_the_box_and_the_name_lands_in_the_seat_and_save(
    app, ui, fake_game, tmp_path
):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    ui.click(setup.name_rows[0])
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
    assert setup.seats[0] == Seat("human", "normal", name="Zoé Lee")
    assert setup.people.offered()[0] == "Zoé Lee"  # offered to every seat from now on
    ui.click(setup.start_button)
    session = ui.top.session
    assert [seat.name for seat in session.seats] == ["Zoé Lee", None]
    session.save(tmp_path / "game.ninjas")
    assert read_save(tmp_path / "game.ninjas").seats == [
        {"kind": "human", "level": "normal", "name": "Zoé Lee"},
        {"kind": "ai", "level": "normal"},
    ]


def test_the_box_offers_the_names_used_before_and_greys_another_seats(app, ui):
    keep_game(ended([Seat(name="Ann"), Seat(name="Bob")]))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(1, "Bob")
    ui.click(setup.name_rows[0])
    entry = ui.top
    assert [button.label() for button in entry.name_buttons] == ["Bob", "Ann"]
    bob, ann = entry.name_buttons
    assert not bob.enabled and ann.enabled  # two seats never share a name
    type_text(ui, "Bob")
    ui.key(pygame.K_RETURN)
    assert ui.top is entry and entry.problem == app.tr("setup.name.taken", name="Bob")
    ui.click(bob)
    assert ui.top is entry
    ui.click(ann)
    assert ui.top is setup and setup.seats[0].name == "Ann"


def test_no_name_takes_the_seats_name_away(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(0, "Ann")
    ui.click(setup.name_rows[0])
    entry = ui.top
    no_name = entry.name_buttons[0]
    assert no_name.label() == "No name"
    ui.click(no_name)
    assert ui.top is setup and setup.seats[0] == Seat("human", "normal")


def test_a_computer_seat_has_no_name(app, ui, fake_game):
    app.push(TitleScene(app))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(1, "Bob")
    setup.menu.focus(setup.kind_choices[1])
    ui.key(pygame.K_LEFT)  # Human -> Computer
    assert setup.seats[1] == Seat("ai", "normal")
    assert not setup.name_rows[1].enabled and setup.level_choices[1].enabled
    ui.key(pygame.K_RIGHT)  # a person again: the name comes back
    assert setup.seats[1].name == "Bob"
    setup.set_kind(1, "ai")
    ui.click(setup.start_button)
    assert [seat.name for seat in ui.top.session.seats] == [None, None]


def test_the_keyboard_reaches_the_name_row(app, ui):
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.menu.focus(setup.kind_choices[0])
    ui.key(pygame.K_DOWN)  # the person's difficulty is not there: their name is
    assert setup.menu.focused is setup.name_rows[0]
    ui.key(pygame.K_DOWN)  # past the computer's name (none) to its Player choice
    assert setup.menu.focused is setup.kind_choices[1]
    ui.key(pygame.K_DOWN)
    assert setup.menu.focused is setup.level_choices[1]
    setup.menu.focus(setup.name_rows[0])
    ui.key(pygame.K_RETURN)
    assert isinstance(ui.top, NameEntryScene)
    type_text(ui, "Ann")
    ui.key(pygame.K_RETURN)
    assert setup.seats[0].name == "Ann"


def test_a_pad_reaches_the_name_row_picks_a_name_and_spells_one(app, ui):
    keep_game(ended([Seat(name="Ann"), Seat("ai", "easy")]))
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.menu.focus(setup.kind_choices[0])
    setup.handle_pad(PadPress(1, "down"))
    assert setup.menu.focused is setup.name_rows[0]
    setup.handle_pad(PadPress(1, "a"))
    entry = ui.top
    assert isinstance(entry, NameEntryScene) and entry.menu.focused is entry.field
    entry.handle_pad(PadPress(1, "down"))  # an empty field: down to the names
    assert entry.menu.focused is entry.name_buttons[0]
    entry.handle_pad(PadPress(1, "a"))
    assert ui.top is setup and setup.seats[0].name == "Ann"
    setup.handle_pad(PadPress(1, "a"))  # the box again, holding the name, to edit it
    entry = ui.top
    assert entry.field.value == "Ann"
    entry.handle_pad(PadPress(1, "right"))  # a letter...
    entry.handle_pad(PadPress(1, "down"))  # ...changed (the field holds one: it spells)
    entry.handle_pad(PadPress(1, "right"))
    entry.handle_pad(PadPress(1, "up"))
    assert entry.field.value == "AnnbZ" and entry.menu.focused is entry.field
    entry.handle_pad(PadPress(1, "left"))
    entry.handle_pad(PadPress(1, "a"))
    assert ui.top is setup and setup.seats[0].name == "Annb"
    setup.handle_pad(PadPress(1, "a"))
    ui.top.handle_pad(PadPress(1, "b"))  # B leaves the box, the name kept
    assert ui.top is setup and setup.seats[0].name == "Annb"


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
    assert again.kind_choices[1].value == "human"
    assert "Bob" in again.people.offered()  # offered to the Monkey too


@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_the_hand_off_asks_for_the_person_by_name(app, ui, game):
    from scenes.handoff import HandoffScene
    from scenes.registry import make_game_scene, seat_name

    seats = [Seat(name="Ann"), Seat(name="Bob")]
    session = GameSession.new(game, seats, 3, {"players": 2}, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    ui.step(30)
    for _ in range(1200):  # Night's placements are public: made with no cover (s10)
        if isinstance(ui.top, HandoffScene):
            break
        if game == "night" and table.can_act and session.state.phase == "place":
            table.choose_option(0)
        elif ui.top is table:
            go_on_when_read(table)  # Night's round card before Ann's cover: a key
        ui.step()
    cover = ui.top
    assert isinstance(cover, HandoffScene)
    name = seats[session.state.current_player].name
    assert cover.name == name and name in cover.button_text
    # not the seat's own name (Shinobi's table now calls the seat by its person's too)
    assert cover.name != seat_name(app, game, session.state.current_player)


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


def test_the_box_opens_holding_the_seat_s_name_to_edit(app, ui):
    """A newcomer met an empty field over a seat that had a name, and had to type it all
    again to mend one letter (issue 33)."""
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(0, "Zoe")
    setup.ask_name(0)
    entry = ui.top
    assert entry.field.value == "Zoe"
    ui.key(pygame.K_BACKSPACE)
    type_text(ui, "é")
    ui.click(entry.ok)
    assert ui.top is setup and setup.seats[0].name == "Zoé"


def test_a_game_set_up_for_the_first_time_names_its_person_as_the_last_setup_did(app):
    """Newcomer O (s8): named Kai in Shinobi's setup, then '(none): click to type' again in
    Night's. A game never set up before names its person seat as the last setup made
    named its first person; a game set up before keeps its own names."""
    app.settings.last_seats = {"dojo": [["human", "normal"], ["ai", "hard"]]}
    app.settings.last_names = {"dojo": ["Ada", None], "shinobi": ["Kai", None, None]}
    night = SetupScene(app, "night")
    assert night.seats[0].name == "Kai" and not night.seats[0].is_ai
    dojo = SetupScene(app, "dojo")
    assert dojo.seats[0].name == "Ada"  # its own, remembered
    dojo.remember()
    assert list(app.settings.last_names)[-1] == "dojo"  # now the last set up
    assert SetupScene(app, "taisen").seats[0].name == "Ada"
    app.settings.last_names = {}
    assert SetupScene(app, "taisen").seats[0].name is None


def test_the_setup_title_never_puts_a_colon_after_a_games_exclamation_mark():
    """Newcomer Q (s8): 'Shinobi WAT-AAH!: new game' read '!:'. The title says 'New game of
    Shinobi WAT-AAH!' / 'Nouvelle partie de Shinobi WAT-AAH!'."""
    from ninjas.core.i18n import Translator

    for lang in ("en", "fr"):
        tr = Translator(lang)
        title = tr("setup.title", game=tr("game.shinobi.name"))
        assert "!:" not in title and "! :" not in title and title.endswith("!"), title
