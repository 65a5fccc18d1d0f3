"""Issue 33, what a newcomer met at the tables (screenshots /tmp/nc-61): the E key on
Dojo's waiting turn, Enter with nothing lit in Shinobi, what Undo took back, Taisen's
log on a turn that waits, and the person's name at the tables and on the results."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.scene import DojoScene

from .conftest import Driver
from .hotseat import play_the_turn, table

PERSON_VS_COMPUTER = [Seat(), Seat("ai", "easy")]
TWO_PEOPLE = [Seat(), Seat()]


def test_dojo_e_confirms_a_turn_that_waits_as_the_footer_says(app: App, ui: Driver) -> None:
    """Dojo's footer says "E end"; on a turn waiting for End turn E was dropped (the
    person may not act meanwhile), as Taisen's was before 54e6efb."""
    session = GameSession.new("dojo", TWO_PEOPLE, 5, {}, autosave=False)
    scene = table(app, DojoScene, session)
    ui.step(2)  # placing a Dojo is public: no cover (dojo/handoff_skip.py)
    play_the_turn(scene)
    ui.step(2)
    assert scene.turn_end.waiting
    ui.key(pygame.K_e)
    assert not scene.turn_end.waiting


def taisen(app: App, confirm: bool = True) -> Any:
    from scenes.taisen import TaisenScene

    session = GameSession.new(
        "taisen", PERSON_VS_COMPUTER, seed=7, options={"first": "monkey"}, autosave=False
    )
    return table(app, TaisenScene, session, confirm)


def log_texts(scene: Any) -> list[str]:
    return [line.text for line in scene.log.lines]


def test_taisen_says_the_turn_ended_only_once_end_turn_confirms_it(app: App, ui: Driver) -> None:
    """g2-14: the log said "Monkey ends the turn" while End turn still waited."""
    scene = taisen(app)
    ui.step(2)
    ended = app.tr("taisen.log.turn_ended", side=app.tr("taisen.side.monkey"))
    play_the_turn(scene)
    ui.step(2)
    assert scene.turn_end.waiting
    assert ended not in log_texts(scene)
    ui.key(pygame.K_BACKSPACE)  # Undo: the line was never said, nor is it later
    assert ended not in log_texts(scene)
    play_the_turn(scene)
    ui.key(pygame.K_RETURN)  # End turn: now it is said, before the next dice
    texts = log_texts(scene)
    assert texts.count(ended) == 1
    rolled = [i for i, text in enumerate(texts) if text.startswith("Wolf")]
    assert rolled and texts.index(ended) < rolled[0]


def test_taisen_without_the_confirm_says_the_turn_ended_at_once(app: App, ui: Driver) -> None:
    scene = taisen(app, confirm=False)
    ui.step(2)
    seat_line = app.tr("taisen.log.turn_ended", side=app.tr("taisen.side.monkey"))
    scene.play(next(a for a in scene.state.legal_actions()))
    while scene.state.side == 0 and scene.can_act:
        scene.play(scene.state.legal_actions()[0])
    assert seat_line in log_texts(scene)


def test_shinobi_enter_with_no_choice_lit_lights_the_first_and_says_so(
    app: App, ui: Driver
) -> None:
    """shot-26: the pointer on the hand, no row lit, Enter did nothing and said nothing.
    Now it lights the first choice and says why nothing was played; Enter again plays it."""
    from scenes.shinobi import ShinobiScene

    session = GameSession.new("shinobi", PERSON_VS_COMPUTER, 3, {"players": 2}, autosave=False)
    scene = table(app, ShinobiScene, session, confirm=False)
    for _ in range(200):
        ui.step()
        if scene.can_act and scene.state.current_player == 0:
            break
    assert scene.can_act and scene.state.current_player == 0
    ui.move((2, 2))  # the pointer on no row
    ui.step()
    choices = scene.option_panel.choices
    assert choices.labels and choices.lit_row(scene.mouse) is None
    count = len(session.actions)
    ui.key(pygame.K_RETURN)
    assert len(session.actions) == count  # nothing played blind
    assert choices.lit_row(scene.mouse) == choices.first
    assert scene.refusal() == app.tr("shinobi.enter_unlit")
    first = choices.labels[choices.first]
    ui.key(pygame.K_RETURN)
    assert len(session.actions) > count or choices.labels[choices.first] != first


def test_undo_says_which_step_it_took_back(app: App, ui: Driver) -> None:
    """shot-22: undoing the discard also took back the two cards laid before it, and
    nothing said so. Undo now takes back one step a press (issue 33), and the prompt
    names it, in both languages."""
    from scenes.tableflow.undo_words import taisen_step_words

    scene = taisen(app, confirm=False)
    ui.step(2)
    first, second = scene.state.legal_actions()[0], None
    scene.play(first)
    second = scene.state.legal_actions()[0]
    scene.play(second)
    assert len(scene.session.actions) == 2 and scene.can_act
    ui.key(pygame.K_u)
    assert scene.session.actions == [str(first)]
    said = app.tr("undo.step", what=taisen_step_words(app.tr, str(second)))
    assert scene.refusal() == said and said.startswith("Undone: ") and " die." in said
    ui.key(pygame.K_u)
    assert scene.session.actions == []
    assert scene.refusal() == app.tr("undo.step", what=taisen_step_words(app.tr, str(first)))
    french = Translator("fr")
    assert french("undo.step", what="x").startswith("Annulé")


NAMED = [Seat(name="Léa"), Seat("ai", "easy")]


def test_the_named_person_is_shown_at_shinobi_and_taisen_and_on_the_results(
    app: App, ui: Driver, monkeypatch: Any
) -> None:
    """shot-10, g2-05, g2-30: Léa chosen in the setup, the tables said "Akane (you)"
    and "Monkey / Human", the results "Monkey". A computer keeps its seat's name."""
    from scenes import theme
    from scenes.results import ResultsScene
    from scenes.shinobi import ShinobiScene
    from scenes.taisen import TaisenScene, top_bar

    drawn: list[str] = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    session = GameSession.new("shinobi", NAMED, 3, {"players": 2}, autosave=False)
    table(app, ShinobiScene, session, confirm=False)
    ui.step(3)
    assert "Léa (red)" in drawn and "Akane (you)" not in drawn
    assert "Sora" in drawn  # the computer's seat, unchanged

    plaques: list[tuple[str, str]] = []
    plaque = top_bar.hud.plaque
    monkeypatch.setattr(
        top_bar.hud,
        "plaque",
        lambda side, n, who, *a: plaques.append((n, who)) or plaque(side, n, who, *a),
    )
    session = GameSession.new("taisen", NAMED, 7, {"first": "monkey"}, autosave=False)
    scene = table(app, TaisenScene, session, confirm=False)
    ui.step(2)
    assert ("Monkey", "Léa") in plaques
    assert not any(who == app.tr("taisen.seat.human") for _, who in plaques)

    drawn.clear()
    app.push(ResultsScene(app, scene.session, []))
    ui.step(2)
    assert "Léa (Monkey)" in drawn and any(t.startswith("Wolf") for t in drawn)


def test_the_title_learn_button_names_every_game_uncut_in_french(app: App, ui: Driver) -> None:
    """shot-01: at 1280x720 in French, "Apprendre / Shinobi WAT-A..." was cut."""
    from ninjas.games import ALL_GAMES
    from scenes import theme
    from scenes.title import TitleScene
    from scenes.widgets import shortened

    app.set_language("fr")
    title = TitleScene(app)
    app.push(title)
    ui.step()
    learn = next(  # (a grey Continue says why under its word too, since 87767b0d)
        w
        for w in title.menu.widgets
        if getattr(w, "sublabel", None) is not None and w is not title.continue_button
    )
    with theme.scaled_for((1280, 720)):
        title.layout((1280, 720))
        room = learn.rect.width - theme.px(20)
        for game in ALL_GAMES:
            name = app.tr(f"game.{game}.name")
            assert shortened(name, theme.FONT_SMALL, room) == name, name
        others = [w for w in title.menu.widgets if w is not learn and hasattr(w, "sublabel")]
        assert all(w.rect.right <= 1280 and w.rect.left >= 0 for w in others)
        for w in others:  # the other buttons' words still fit
            text = w.label() if callable(w.label) else w.label
            assert shortened(text, w.size, w.rect.width - theme.px(12)) == text, text


def test_the_taisen_fan_covers_no_card_of_the_next_tiles(app: App, ui: Driver) -> None:
    """g2-13: the "top card: in front" fan of a hovered stack stood beside its column,
    over the next tiles' cards, where the pointer goes next."""
    from scenes import theme
    from scenes.taisen import layout as L
    from scenes.taisen import stack_fan

    for lang in ("en", "fr"):
        app.set_language(lang)
        label = app.tr("taisen.fan.top")
        for pos, column in enumerate(L.COLUMNS):
            canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
            stack_fan.draw(canvas, pos, [1, 2, 3, 4], label, app.settings.palette)
            wide = theme.text(label, theme.FONT_SMALL, theme.GOLD).get_width()
            rect = stack_fan.fan_rect(pos, 4, wide + theme.px(16))  # as draw asks
            for other in L.COLUMNS:
                if other is column:
                    continue
                card = pygame.Rect(0, 0, L.CARD_W, 10)
                card.centerx = other.centerx
                assert rect.right <= card.left or rect.left >= card.right, (lang, pos)


def test_the_settings_say_what_confirm_end_of_turn_does(
    app: App, ui: Driver, monkeypatch: Any
) -> None:
    """Settings' "Confirm end of turn" had no line saying what it does, then the line
    stayed whichever row was focused (issue 33); since 03610d87 every row's line shows
    under its own row, whichever is focused (test_settings_every_help checks them all)."""
    from scenes import theme
    from scenes.settings_scene import SettingsScene

    drawn: list[tuple[str, pygame.Rect]] = []
    blit = theme.blit_text

    def record(canvas: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect: pygame.Rect = blit(canvas, text, *a, **k)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", record)
    for lang in ("en", "fr"):
        app.set_language(lang)
        screen = SettingsScene(app)
        app.push(screen)
        row = screen.confirm_turn_end
        words = app.tr(screen.help_keys()[id(row)])
        rows = screen.menu.widgets
        below = rows[rows.index(row) + 1]
        for focused in (rows[0], row):
            screen.menu.focus(focused)
            drawn.clear()
            ui.step()
            rect = next(r for text, r in drawn if text == words)
            assert row.rect.bottom <= rect.top and rect.bottom <= below.rect.top
            assert screen.panel.contains(rect)
        screen.leave()


def test_shinobi_warns_when_a_seat_is_one_clan_from_ending_the_round(
    app: App, ui: Driver, monkeypatch: Any
) -> None:
    """Grasshopper: a newcomer's 4th clan ended the round while the opponent sat at 3
    clans, and nothing had warned of it (issue 33)."""
    import random

    from scenes import theme
    from scenes.shinobi import ShinobiScene

    session = GameSession.new("shinobi", NAMED, 3, {"players": 2}, autosave=False)
    rng = random.Random(2)
    while not (
        any(len(clans) == 3 for clans in session.state.clans) and session.state.phase == "discard"
    ):
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]))
        assert not session.state.is_terminal
    drawn: list[str] = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    table(app, ShinobiScene, session, confirm=False)
    ui.step(30)
    warning = app.tr("shinobi.one_clan_from_end", clans=3)
    assert warning in drawn
    app.set_language("fr")
    assert "4" in app.tr("shinobi.one_clan_from_end", clans=3)  # French too


def test_the_setup_seat_card_is_titled_with_the_name_chosen(
    app: App, ui: Driver, monkeypatch: Any
) -> None:
    """shot-07: Léa chosen for Akane's seat, the card kept its title "Akane"."""
    from scenes import theme
    from scenes.setup import SetupScene

    drawn: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda c, s, *a, **k: drawn.append(s) or blit(c, s, *a, **k)
    )
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.name_typed(0, "Léa")
    ui.step()
    assert "Léa" in drawn  # the card's title
    hint = app.tr("setup.seat_hint.shinobi.0")
    # the seat's name beside its marks, or the marks alone where one line does not hold
    # both on every named card (one rule for the line under the title, 4f92754)
    assert any(s.startswith("Akane · ") for s in drawn) or hint in drawn
    assert "Sora" in drawn  # the computer's seat keeps its title
