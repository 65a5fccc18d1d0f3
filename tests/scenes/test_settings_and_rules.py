"""Settings (applied at once, saved on leave) and the scrollable rules reference."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjas.core.settings import settings_path
from scenes.rules_scene import RULES_SECTIONS, RulesScene
from scenes.settings_scene import SettingsScene
from scenes.title import TitleScene
from scenes.widgets import resolve


def test_language_switches_to_french_and_back_at_once(app, ui, drawn):
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    assert scene.menu.focused is scene.language
    ui.key(pygame.K_RIGHT)
    assert app.tr.lang == "fr" and app.settings.language == "fr"
    assert scene.language.label() == "Langue"
    drawn()
    ui.key(pygame.K_LEFT)
    assert app.tr.lang == "en"
    assert scene.language.label() == "Language"


def test_the_animation_speed_is_written_with_the_languages_decimal_mark(app, ui):
    """The French settings read '0.5×' (issue 33: French numbers take a decimal comma)."""
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    scene.speed.set_value(0.5)
    assert scene.speed.options[scene.speed.index][0] == 0.5
    assert resolve(scene.speed.options[scene.speed.index][1]) == "0.5×"
    app.set_language("fr")
    assert resolve(scene.speed.options[scene.speed.index][1]) == "0,5×"


def test_a_volume_is_a_percentage_as_the_language_writes_it(app, ui, monkeypatch):
    """'80%' on the French settings, where French puts a space before the sign."""
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    scene = ui.top
    scene.sound.value = 0.8
    said: list[str] = []
    monkeypatch.setattr(
        "scenes.widgets.theme.blit_text", lambda _c, text, *a, **k: said.append(text)
    )
    scene.sound.draw(pygame.Surface((1280, 720)))
    assert said[-1] == "80%"
    app.set_language("fr")
    said.clear()
    scene.sound.draw(pygame.Surface((1280, 720)))
    assert said[-1] == "80\u00a0%"


def test_volumes_speed_and_fullscreen_are_stored_and_saved_on_leave(app, ui, data_dir):
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    ui.key(pygame.K_DOWN)  # sound
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_DOWN)  # music
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_DOWN)  # animation speed: 1 -> 2
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_DOWN)  # fullscreen: headless only stores it
    ui.key(pygame.K_RETURN)
    assert abs(app.settings.sound_volume - 0.7) < 1e-9
    assert abs(app.settings.music_volume - 0.5) < 1e-9
    assert app.settings.animation_speed == 2.0
    assert app.settings.fullscreen is True
    assert not settings_path().exists()
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["animation_speed"] == 2.0 and saved["fullscreen"] is True


def test_a_language_for_one_run_is_not_saved_unless_chosen_on_the_settings_screen(
    app, ui, data_dir
):
    """`--lang en` is for one run: opening the settings and leaving them saved
    "language": "en" over the French the file held (a tester found it so). The file keeps
    its language; a language chosen on the settings screen is saved."""
    app.set_language("fr")
    app.save_settings()
    app.language_for_run("en")
    assert app.tr.lang == "en" and app.settings.language == "en"
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    ui.key(pygame.K_DOWN)  # sound
    ui.key(pygame.K_LEFT)
    ui.key(pygame.K_ESCAPE)  # leaving saves
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["language"] == "fr" and abs(saved["sound_volume"] - 0.7) < 1e-9
    assert app.tr.lang == "en"  # still English for this run
    app.push(SettingsScene(app))
    scene = ui.top
    assert scene.menu.focused is scene.language
    ui.key(pygame.K_RIGHT)  # French chosen: now it is the person's choice
    ui.key(pygame.K_LEFT)  # and back to English, chosen
    ui.key(pygame.K_ESCAPE)
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["language"] == "en" and app.tr.lang == "en"


def test_rules_draw_and_scroll_with_keys_and_wheel(app, ui, drawn):
    app.push(TitleScene(app))
    app.push(RulesScene(app, "taisen"))
    rules = ui.top
    drawn()
    assert rules.page_height > 3 * 530, "the rules should be several screens long"
    ui.key(pygame.K_PAGEDOWN)
    ui.step(60)
    assert rules.scroll > 300
    ui.wheel(-2)
    ui.step(60)
    after_wheel = rules.scroll
    ui.key(pygame.K_UP)
    ui.step(60)
    assert rules.scroll < after_wheel
    ui.key(pygame.K_END)
    ui.step(90)
    assert rules.scroll == rules.max_scroll
    drawn()
    ui.key(pygame.K_HOME)
    ui.step(90)
    assert rules.scroll == 0
    ui.key(pygame.K_RIGHT)
    ui.step(90)
    assert rules.current_section == 1


def test_rules_contents_jump_to_a_section_and_escape_closes(app, ui):
    app.push(TitleScene(app))
    app.push(RulesScene(app))
    rules = ui.top
    index = RULES_SECTIONS["taisen"].index("combat")
    ui.click(rules.menu.widgets[index])
    ui.step(90)
    assert rules.current_section == index
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, TitleScene)


def test_rules_in_french_have_every_section(app, ui, drawn):
    app.set_language("fr")
    app.push(RulesScene(app))
    drawn()
    for section in RULES_SECTIONS["taisen"]:
        assert app.tr(f"rules.taisen.{section}.body") != f"rules.taisen.{section}.body"
    assert app.tr("rules.taisen.ties.title") == "Égalités"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_have_pictures_drawn_with_the_games_art(app, lang):  # type: ignore[no-untyped-def]
    from scenes.rules_scene import DIAGRAM_PREFIX, RulesScene, diagram
    from scenes.taisen.rules_diagrams import DIAGRAMS

    app.set_language(lang)
    rules = RulesScene(app, "taisen")
    pictures = [
        p.surface for p in rules.pieces if p.surface is not None and p.surface.get_height() > 80
    ]
    assert len(pictures) == len(DIAGRAMS) == 4  # a card, the stacks, the dice, a combat
    for name in DIAGRAMS:
        assert diagram("taisen", name, app.tr) is not None
    words = " ".join(app.tr(f"rules.taisen.{s}.body") for s in rules.sections)
    assert words.count(DIAGRAM_PREFIX) == 4


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_night_rules_have_pictures(app, lang):  # type: ignore[no-untyped-def]
    """A village from the side, throws that hit and miss, the backpack, each bonus."""
    from scenes.night.rules_diagrams import DIAGRAMS
    from scenes.rules_scene import DIAGRAM_PREFIX, RulesScene, diagram

    app.set_language(lang)
    rules = RulesScene(app, "night")
    pictures = [
        p.surface for p in rules.pieces if p.surface is not None and p.surface.get_height() > 80
    ]
    assert len(pictures) == len(DIAGRAMS) == 4
    for name in DIAGRAMS:
        picture = diagram("night", name, app.tr)
        assert picture is not None and picture.get_width() <= 830  # fits the page
    words = " ".join(app.tr(f"rules.night.{s}.body") for s in rules.sections)
    assert words.count(DIAGRAM_PREFIX) == 4


def test_f11_on_the_settings_screen_turns_its_fullscreen_row_too(app, ui, data_dir):
    """Newcomer F, s10 (nc-96/103-106.png, 118.png): F11 with Settings open switched
    fullscreen, and the row kept its old value ('Plein écran : Non' in fullscreen)."""
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    ui.step()
    before = scene.fullscreen.value
    ui.key(pygame.K_F11)
    ui.step()
    assert app.fullscreen is not before
    assert scene.fullscreen.value is app.fullscreen  # fails before: the old value
    ui.key(pygame.K_F11)
    ui.step()
    assert scene.fullscreen.value is app.fullscreen is before
