"""The Dojo table after newcomer D's game (issue 33): the forest button says its state
and its key, the hex note goes when the pointer leaves the window, the table warns when
the clan to play next can end the game by its deck running out, a Joker drawn in a
summoning with Joker cards off says what it did (nothing), and Enter pressed in the
computer's turn never rolls the person's die."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.dojo import data
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.deck_warning import WARNING, ender, warning_text
from scenes.dojo.prompt_panel import HINT_LINES

from .test_dojo_scene import key, table

SizedApp = Callable[[tuple[int, int]], App]
STEP = 1 / 60


def person_to(scene: DojoScene, phase: str, limit: int = 4000) -> None:
    """Play on (the person takes the first legal action) until the person may act in
    `phase`."""
    for _ in range(limit):
        if scene.can_act and scene.state.phase == phase and not scene.session.ai_to_move:
            return
        if scene.can_act and not scene.session.ai_to_move:
            scene.submit(str(scene.state.legal_actions()[0]))
        scene.update(STEP)
    raise AssertionError(f"never reached {phase}")


def second_site(scene: DojoScene) -> None:
    """One ninja of the mover's more, on a free plains hex: where the summoning's dice
    go is then the person's to choose (under one hex only they go at once,
    test_dojo_dice_one_site.py)."""
    state = scene.state
    me = state.mover
    free = next(
        h for h, t in state.terrain.items() if t == "plains" and not any(state.ninjas.get(h, []))
    )
    state.ninjas[free] = [0, 0]
    state.ninjas[free][me] = 1


def option_label(scene: DojoScene, name: str) -> str:
    return next(o.label for o in scene.choices.options if o.name == name)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_forest_button_says_its_state_and_its_key(app: App, lang: str) -> None:
    """It flipped between "Forest: free step (F)" and "Forest: costs 1 move (F)": a
    newcomer pressed F to take the free step and changed the mode instead."""
    app.set_language(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "move")
    free = option_label(scene, "forest")
    key(scene, pygame.K_f)
    paid = option_label(scene, "forest")
    expected = {
        "en": ("Forest steps: free · F to change", "Forest steps: cost 1 · F to change"),
        "fr": (
            "Pas en forêt\u00a0: gratuits · F pour changer",
            "Pas en forêt\u00a0: coûtent 1 · F pour changer",
        ),
    }[lang]
    assert (free, paid) == expected


def test_the_hex_note_goes_when_the_pointer_leaves_the_window(app: App) -> None:
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "move")
    app.draw()
    pos = scene.view.centre(next(iter(scene.state.terrain)))
    scene.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.draw()
    assert scene.note.box() is not None
    scene.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    app.draw()
    assert scene.note.box() is None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_warns_when_the_next_clan_can_end_the_game(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer summoned past its last 21 cards and the game ended on land, with
    nothing on the table saying it could: a draw from an empty deck ends the game, and a
    summoning draws up to one card per ninja on the board (RULINGS.md, Dojo)."""
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    state = scene.state
    blue = 1 - state.mover
    assert ender(scene) is None and warning_text(scene) is None
    state.decks[blue] = state.decks[blue][: state.on_board(blue) - 1]
    assert ender(scene) == blue
    words = warning_text(scene)
    assert words is not None and str(len(state.decks[blue])) in words
    assert scene.seat_name(blue) in words
    drawn: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        if args[1:2] == (WARNING,):
            drawn.append(string)
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    assert " ".join(drawn) == words  # every word of it, on one line or two, never cut
    # one card more in the deck than ninjas on the board: no summoning can end it
    state.decks[blue] = [data.JOKER] * (state.on_board(blue) + 1)
    assert ender(scene) is None


@pytest.mark.parametrize("jokers", [False, True])
def test_a_joker_in_a_summoning_says_what_it_did(app: App, jokers: bool) -> None:
    """With Joker cards off a Joker matches no die (the rules' word): the log says so,
    where before it said only "summons with A, J, 8, Q, Joker"."""
    scene = table(app, [Seat(), Seat("ai", "easy")], 77, {"jokers": jokers})
    person_to(scene, "summon")
    state = scene.state
    seat = state.mover
    state.decks[seat].append(data.JOKER)  # drawn first
    before = len(scene.log_lines)
    scene.submit("summon 1")
    for _ in range(20):
        scene.update(STEP)
    lines = [line for _, line in scene.log_lines[before:]]
    said = app.tr("dojo.log.summon_joker_off")
    assert (said in lines) is not jokers, lines


def test_enter_pressed_in_the_computers_turn_never_rolls_the_persons_die(app: App) -> None:
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    turns = scene.state.turns[scene.state.mover]
    scene.submit("roll")
    for _ in range(4000):  # the person's turn, then the computer's, with Enter pressed
        if scene.session.ai_to_move:
            break
        if scene.can_act:
            scene.submit(str(scene.state.legal_actions()[0]))
        scene.update(STEP)
    pressed = 0
    for _ in range(4000):
        if scene.can_act and not scene.session.ai_to_move and scene.state.phase == "roll":
            break
        if scene.session.ai_to_move and pressed < 3:
            key(scene, pygame.K_RETURN)  # Enter through the computer's turn
            scene.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
            pressed += 1
        elif scene.can_act:
            scene.submit(str(scene.state.legal_actions()[0]))  # a defence
        scene.update(STEP)
    assert pressed and scene.state.phase == "roll" and scene.can_act
    assert scene.state.turns[scene.state.mover] == turns + 1
    key(scene, pygame.K_RETURN)  # the press after the computer's turn: no roll
    assert scene.state.phase == "roll"
    assert scene.refusal() == app.tr("dojo.fresh_enter")
    key(scene, pygame.K_RETURN)  # a fresh press rolls
    assert scene.state.phase != "roll"


def test_enter_rolls_at_once_when_it_was_not_pressed_in_the_computers_turn(app: App) -> None:
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    person_to(scene, "roll")
    scene.submit("roll")
    person_to(scene, "roll")
    key(scene, pygame.K_RETURN)
    assert scene.state.phase != "roll"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_is_said_in_short_plain_words_never_cut(
    sized_app: SizedApp, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It said "Hint: step from the plains (south-east, 3rd from the north-west) to the plains
    (south-east, 2nd from the north-west). Then 1 more step: the whole walk is dra…":
    the arrows show the hexes, so the words name their terrains, and the whole hint
    fits the prompt's lines at 1280x720 (it is never cut)."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    scene = table(app, [Seat(), Seat("ai", "easy")], 77)
    rest = ["step 0,0 1,0 0"] * 6  # the most steps a hint's walk has left
    monkeypatch.setattr(scene.hint_plan, "rest", lambda: rest)
    app.draw()
    panel = scene.prompt_panel.panel
    width = panel.width(scene.layout.action)
    seen = 0
    for _ in range(6):  # several of the person's turns
        person_to(scene, "move")
        while scene.state.phase == "move" and scene.can_act:
            for action in scene.legal():
                if action.kind not in ("step", "fight", "throw", "summon"):
                    continue
                words = scene.narrator.hint_text(action)
                lines = panel.lines(words, width)
                # within the lines a hint may take, the choices moved down under it
                # (HINT_LINES: a walk's steps and moves said, newcomer T, s9)
                assert len(lines) <= HINT_LINES, (words, lines)
                if action.kind == "step":
                    assert "(" not in words, words  # no "(south-east, 3rd from ...)"
                    seen += 1
            scene.submit(str(scene.state.legal_actions()[0]))
            scene.update(STEP)
        scene.update(STEP)
    assert seen > 20
