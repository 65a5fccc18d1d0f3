"""Widgets: mouse and keyboard, focus, sounds, text helpers."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.widgets import Button, Choice, DigitField, Menu, Slider, Toast, wrap_text


def test_a_click_runs_the_action_and_plays_the_click_sound(app, ui):
    clicked = []
    button = Button(app, (100, 100, 200, 50), "Go", lambda: clicked.append(1))
    menu = Menu([button])
    pos = button.rect.center
    menu.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    menu.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert clicked == [1]
    assert app.played == ["click"]


def test_a_release_outside_the_button_does_nothing(app):
    clicked = []
    button = Button(app, (100, 100, 200, 50), "Go", lambda: clicked.append(1))
    button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))
    button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1))
    assert clicked == []


def test_a_disabled_button_neither_clicks_nor_takes_focus(app):
    clicked = []
    off = Button(app, (0, 0, 100, 40), "Off", lambda: clicked.append("off"), enabled=False)
    on = Button(app, (0, 50, 100, 40), "On", lambda: clicked.append("on"))
    menu = Menu([off, on])
    assert menu.focused is on
    off.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=off.rect.center, button=1))
    off.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off.rect.center, button=1))
    assert clicked == []


def keydown(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def test_menu_arrows_move_focus_skipping_disabled_and_enter_activates(app):
    chosen = []
    buttons = [
        Button(app, (0, i * 60, 100, 50), str(i), lambda i=i: chosen.append(i), enabled=i != 1)
        for i in range(3)
    ]
    menu = Menu(buttons)
    assert menu.index == 0
    menu.handle_event(keydown(pygame.K_DOWN))
    assert menu.index == 2
    menu.handle_event(keydown(pygame.K_DOWN))
    assert menu.index == 0  # wraps
    menu.handle_event(keydown(pygame.K_UP))
    menu.handle_event(keydown(pygame.K_RETURN))
    assert chosen == [2]
    menu.handle_event(keydown(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert menu.index == 0


def test_mouse_hover_moves_the_focus(app):
    buttons = [Button(app, (0, i * 60, 100, 50), str(i)) for i in range(3)]
    menu = Menu(buttons)
    menu.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=buttons[2].rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert menu.focused is buttons[2] and buttons[2].hovered


def test_slider_keys_and_drag(app):
    values = []
    slider = Slider(app, (0, 0, 600, 50), "Volume", 0.5, values.append)
    menu = Menu([slider])
    menu.handle_event(keydown(pygame.K_RIGHT))
    assert slider.value == 0.6 and values == [0.6]
    menu.handle_event(keydown(pygame.K_LEFT))
    menu.handle_event(keydown(pygame.K_LEFT))
    assert abs(slider.value - 0.4) < 1e-9
    track = slider.track
    menu.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.right, track.centery), button=1)
    )
    menu.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.right, track.centery), button=1)
    )
    assert slider.value == 1.0
    assert "click" in app.played


def test_choice_cycles_both_ways(app):
    seen = []
    choice = Choice(
        app, (0, 0, 600, 50), "Speed", [(1, "1x"), (2, "2x"), (4, "4x")], 2, seen.append
    )
    menu = Menu([choice])
    menu.handle_event(keydown(pygame.K_RIGHT))
    menu.handle_event(keydown(pygame.K_RIGHT))
    menu.handle_event(keydown(pygame.K_LEFT))
    assert seen == [4, 1, 4]
    choice.set_value(1)
    assert choice.value == 1 and seen == [4, 1, 4]


def test_digit_field_takes_digits_only_up_to_its_length(app):
    field = DigitField(app, (0, 0, 600, 50), "Seed", max_length=4)
    menu = Menu([field])
    for key in (pygame.K_1, pygame.K_a, pygame.K_KP2, pygame.K_3, pygame.K_4, pygame.K_5):
        menu.handle_event(keydown(key))
    assert field.value == "1234"
    menu.handle_event(keydown(pygame.K_BACKSPACE))
    assert field.value == "123"
    menu.handle_event(keydown(pygame.K_DELETE))
    assert field.value == ""


def test_widgets_draw(app):
    canvas = pygame.Surface((1280, 720))
    widgets = [
        Button(app, (0, 0, 200, 50), "A", style="primary"),
        Button(app, (0, 60, 200, 50), "B", enabled=False),
        Button(app, (0, 120, 200, 50), "C", style="link"),
        Slider(app, (300, 0, 600, 50), "S", 0.3, lambda v: None),
        Choice(app, (300, 60, 600, 50), "C", [(1, "one")], 1, lambda v: None, enabled=False),
        DigitField(app, (300, 120, 600, 50), "D", placeholder="empty"),
    ]
    menu = Menu(widgets)
    for _ in range(5):
        menu.update(1 / 60)
    menu.draw(canvas)
    toast = Toast()
    toast.show("Saved")
    toast.update(0.5)
    toast.draw(canvas)
    toast.update(5)
    assert not toast.visible


def test_wrap_text_keeps_lines_within_the_width(app):
    text = "the quick brown fox jumps over the lazy dog " * 8 + "\nnew paragraph"
    lines = wrap_text(text, theme.FONT_BODY, 300)
    assert len(lines) > 4 and lines[-1] == "new paragraph"
    assert all(theme.font(theme.FONT_BODY).size(line)[0] <= 300 for line in lines)


def test_the_text_cache_is_bounded(app):
    for i in range(theme.TEXT_CACHE_SIZE + 50):
        theme.text(f"label {i}", 20)
    assert len(theme._text_cache) <= theme.TEXT_CACHE_SIZE
    assert theme.text("same", 20) is theme.text("same", 20)


def test_toggle_flips_a_boolean(app):
    from scenes.widgets import Toggle

    seen = []
    toggle = Toggle(app, (0, 0, 600, 50), "Full screen", False, seen.append, on="Yes", off="No")
    Menu([toggle]).handle_event(keydown(pygame.K_RETURN))
    assert seen == [True] and toggle.value is True


def test_an_overlays_hint_bar_hides_the_one_below(app):  # type: ignore[no-untyped-def]
    """Hint bars never overlap: over a table or over the title, the pause menu's bottom
    strip shows the same pixels (the screen below leaves no letter through)."""
    import pygame

    from ninjas.core.session import GameSession, Seat
    from scenes.pause import PauseScene
    from scenes.registry import make_game_scene
    from scenes.title import TitleScene
    from scenes.widgets import HINT_STRIP_HEIGHT

    session = GameSession.new("taisen", [Seat(), Seat()], seed=2, autosave=False)
    strips = []
    for below in (lambda: make_game_scene(app, session), lambda: TitleScene(app)):
        app.stack.clear()
        app.push(below())
        app.push(PauseScene(app, session))
        app.draw()
        rows = pygame.Rect(0, 720 - HINT_STRIP_HEIGHT + 16, 1280, HINT_STRIP_HEIGHT - 16)
        strips.append(pygame.image.tobytes(app.canvas.subsurface(rows), "RGB"))
    assert strips[0] == strips[1]


def test_a_label_over_a_sublabel_holds_within_its_button(app):  # type: ignore[no-untyped-def]
    """The French "Apprendre à jouer" over "Ninja Taisen" stood out of its button's top
    and sides at 1280x720 (issue 33): the label gets smaller until it holds."""
    from scenes.title import TitleScene

    for lang in ("en", "fr"):
        app.set_language(lang)
        title = TitleScene(app)
        app.push(title)
        title.draw(app.window)
        buttons = [w for w in title.menu.widgets if isinstance(w, Button) and w.sublabel]
        assert buttons
        for button in buttons:
            label = button.label() if callable(button.label) else button.label
            size = button.two_line_size(label, button.rect)
            font = theme.font(size)
            assert font.size(label)[0] <= button.rect.width - theme.px(12)
            assert font.get_ascent() <= button.rect.height // 2 + theme.px(2)
            assert size >= theme.FONT_SMALL
        app.pop()


def test_an_empty_field_s_caret_is_at_its_start_not_in_the_placeholder(app, monkeypatch):
    """The seed field focused and empty: its caret blinks at the box's start, well clear
    of the centred 'empty = random' (it was drawn just before the words, in the field's
    middle, and read as a cursor inside them: newcomer A, s24 t12)."""
    from scenes.widgets import value_box

    field = DigitField(app, (300, 120, 600, 50), "Seed", placeholder="empty = random")
    Menu([field])
    lines: list[int] = []
    line = pygame.draw.line
    monkeypatch.setattr(
        pygame.draw, "line", lambda c, col, a, b, *w: lines.append(a[0]) or line(c, col, a, b, *w)
    )
    field.blink = 0.0
    field.draw(pygame.Surface((1280, 720)))
    box = value_box(field.rect)
    words = theme.font(theme.FONT_BODY).size("empty = random")[0]
    assert lines and lines[-1] <= box.left + theme.px(12)
    assert lines[-1] < box.centerx - words // 2 - theme.px(20)
