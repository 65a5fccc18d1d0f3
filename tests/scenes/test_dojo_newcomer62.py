"""The Dojo table as newcomer 62 met it in a real window (issue 33): the walk's cost
under the ninjas, the hex note over the board's top row."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo import map_layers as map_layers_module
from scenes.dojo.board_view import hex_cover

from .test_dojo_couch import _stack_beside_home
from .test_dojo_ends import SizedApp, _many
from .test_dojo_scene import _placed_table


def test_the_walks_cost_is_drawn_over_the_ninjas(
    sized_app: SizedApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "1 déplacement, reste 0" was drawn under the ninja sprites (d-tooltip-under-
    ninjas.png): the label is drawn after the pieces, the dice and the effects."""
    app = sized_app((1920, 1080))
    scene = _placed_table(app)
    home, out = _stack_beside_home(scene)
    scene.selected = home
    scene.cursor = out
    drawn: list[str] = []
    layers = scene.map_layers
    for name in ("draw_pieces", "draw_dice", "draw_effects"):
        real = getattr(layers, name)
        monkeypatch.setattr(
            layers, name, lambda c, real=real, name=name: (drawn.append(name), real(c))[1]
        )
    label = map_layers_module.draw_label
    monkeypatch.setattr(
        map_layers_module,
        "draw_label",
        lambda *a: (drawn.append("label"), label(*a))[1],
    )
    app.draw()
    assert "label" in drawn and layers.route_label is not None
    assert drawn.index("label") > max(
        drawn.index(n) for n in ("draw_pieces", "draw_dice", "draw_effects")
    )


def _full_panel(scene: DojoScene) -> None:
    """The move with the join row offered too, so the note finds no room in the panel."""
    home, out = _stack_beside_home(scene)
    scene.selected = scene.undo_chose = out  # kept chosen after its walk: a click chooses
    scene.controls.click_hex(home)
    assert scene.selected == home and scene.controls.join_offer is not None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hex_note_never_covers_the_board(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    """The terrain note sat over the board's top row at 1920x1080 in French and hid a
    blue ninja (d-join-question-and-top-tooltip.png): with no free spot on the map it
    went along the map's top or bottom edge over the hexes. Then it took the top of
    the log, where both texts were unreadable (newcomer B, d23.png): now it covers no
    ninja, Dojo nor the hex pointed at; and now no hex at all (newcomer F): the top of
    the log, drawn opaque."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _full_panel(scene)
    app.draw()
    state = scene.state
    pieces = [h for h, c in state.ninjas.items() if sum(c)] + [d for d in state.dojos if d]
    for h in scene.state.terrain:
        scene.cursor = h
        note = scene.note.box()
        assert note is not None
        box, lines = note
        kept = [r for p in {*pieces, h} for r in hex_cover(scene.view.centre(p), scene.view.radius)]
        assert box.collidelist(kept) < 0, (h, box, lines)
        # no hex at all (newcomer F: it hid the water hex at the top-left): the log's top
        every = [
            r for p in state.terrain for r in hex_cover(scene.view.centre(p), scene.view.radius)
        ]
        assert box.collidelist(every) < 0, (h, box, lines)
        assert pygame.Rect((0, 0), size).contains(box)
        assert not box.colliderect(scene.layout.action) or box.top >= max(
            o.rect.bottom for o in scene.choices.options
        )


class _Blits(pygame.Surface):
    """A canvas that remembers where each picture was put."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.put: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def,override]
        rect = super().blit(source, dest, area, special_flags)
        self.put.append((source, rect))
        return rect


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_dice_count_stands_on_its_own_hex_in_readable_figures(
    sized_app: SizedApp, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """ "×2" stood right of the dice, on the hex below its own, its figures about 8 px
    tall at 1280x720 (d-dice-badge-zoom.png): it stands inside its own hex's middle
    band, its figures at least 11 px tall."""
    app = sized_app(size)
    scene = _placed_table(app)
    held = _many(scene, deck=40)
    scene.play("summon 9")
    for h in (held[0], held[0], held[1], held[1], held[1]):
        scene.play(f"die {h[0]},{h[1]}")
    texts: dict[int, str] = {}
    real = theme.text

    def text(string: str, *a: object, **k: object) -> pygame.Surface:
        shown = real(string, *a, **k)  # type: ignore[arg-type]
        texts[id(shown)] = string
        return shown

    monkeypatch.setattr(map_layers_module.theme, "text", text)
    canvas = _Blits(size)
    with theme.scaled_for(size):
        scene.draw(canvas)
        counts = {
            texts[id(s)]: (s, rect)
            for s, rect in canvas.put
            if texts.get(id(s), "").startswith("×")
        }
    assert set(counts) == {"×2", "×3"}
    for h, string in ((held[0], "×2"), (held[1], "×3")):
        shown, rect = counts[string]
        ink = shown.get_bounding_rect(min_alpha=128)
        assert ink.height >= 11, (string, ink.height)
        ink.move_ip(rect.topleft)
        band = hex_cover(scene.view.centre(h), scene.view.radius)[0]
        assert band.contains(ink), (string, ink, band)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summons_words_name_one_limit(sized_app: SizedApp, lang: str) -> None:
    """ "Invoquer : tirer 2 cartes sur 57 au plus" stood under "Max : 2" and the prompt
    said "de 1 à 57" (D63-s.png): 57 was the ninjas on the board, 2 the cards left.
    The button says the count alone, and the prompt names the limit the Max button
    sets when the deck is it."""
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _many(scene, per_hex=9, deck=2)
    scene.summoning.set(2)
    scene.choices.build()
    most = scene.state.on_board(scene.state.mover)
    assert most > 9 and scene.summoning.safe() == 2
    labels = {o.name: o.label for o in scene.options}
    assert labels["max"] == app.tr("dojo.act.summon_deck", count=2)  # the deck's (J, s11)
    assert labels["summon"] == app.tr.plural("dojo.act.summon", 2)
    assert str(most) not in labels["summon"] and str(most) not in scene.prompt()
    assert "2" in scene.prompt()
    scene.summoning.set(1)
    scene.choices.build()
    assert {o.name: o.label for o in scene.options}["summon"] == app.tr.plural("dojo.act.summon", 1)


def _turned_card(scene: DojoScene) -> None:
    """A battle whose one card turns over (the defender's 7 struck by a 9), then ends."""
    stage = scene.stage
    h = next(iter(scene.state.terrain))
    stage.stage(Event("battle", {"seat": 0, "hex": list(h)}))
    stage.stage(
        Event(
            "flip",
            {"slot": 0, "defence": 7, "attack": 9, "attacker_loses": False, "defender_loses": True},
        )
    )
    for _ in range(10):  # the flip's own 1.0 s on the stage
        stage.age(0.1)
    stage.stage(Event("battle_over", {"seat": 0, "hex": list(h)}))


def _alpha(scene: DojoScene) -> float:
    tray = scene.stage.tray
    assert tray is not None and tray.closing is not None
    return 1.0 - max(0.0, tray.closing)


def test_a_turned_card_stays_in_full_view_for_2_5_s(app: App) -> None:
    """The turned battle card showed under 1.5 s (strip-D34.png): the battle's end faded
    the tray at once, gone 1 s later. At speed 1 it stays in full view until 2.5 s after
    it began to turn, then fades."""
    scene = _placed_table(app)
    scene.animate = True  # as at a real table
    _turned_card(scene)
    for _ in range(14):  # 2.4 s since the card began to turn
        scene.stage.age(0.1)
        assert _alpha(scene) == 1.0
    for _ in range(12):
        scene.stage.age(0.1)
    assert scene.stage.tray is None  # faded and gone by 3.6 s


def test_the_next_action_ends_the_turned_cards_hold(app: App) -> None:
    """Until the next action: the next summoning's cards take the stage from the tray."""
    scene = _placed_table(app)
    scene.animate = True
    _turned_card(scene)
    scene.stage.age(0.1)
    assert scene.stage.tray is not None
    scene.stage.stage(Event("summon_cards", {"seat": 0, "cards": [3]}))
    assert scene.stage.tray is None


def _played_dice(scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    played: list[str] = []
    submit = scene.submit

    def recording(action: str) -> bool:
        played.append(action)
        return submit(action)

    monkeypatch.setattr(scene, "submit", recording)
    return played


def test_the_dice_spread_evenly_at_one_click(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """24 cards were 24 clicks, a die a click, with no way to spread them (newcomer 62).
    The list's first row spreads every die left evenly over the hexes that may take
    one, each die its own action."""
    scene = _placed_table(app)
    held = _many(scene, deck=40)
    scene.play("summon 9")
    sites = scene.choices.fill.sites()
    assert set(held) <= set(sites)
    first = scene.options[0]
    assert first.name == "dice spread"
    assert first.label.endswith(app.tr("dojo.act.dice_spread", count=9))
    played = _played_dice(scene, monkeypatch)
    scene.choices.choose(0)
    assert len(played) == 9 and scene.state.phase != "assign"
    shares = [played.count(f"die {h[0]},{h[1]}") for h in sites]
    assert sum(shares) == 9 and max(shares) - min(shares) <= 1


def test_the_dice_left_fill_the_last_hex_at_one_click(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once a die is set, the row after the hexes sets every die left under that hex
    (added last, so no row above it moves)."""
    scene = _placed_table(app)
    held = _many(scene, deck=40)
    scene.play("summon 5")
    before = list(scene.choices.list.labels)
    scene.play(f"die {held[2][0]},{held[2][1]}")
    labels = scene.choices.list.labels
    where = scene.narrator.place_name(held[2])
    assert labels[-1] == app.tr("dojo.act.dice_fill", count=4, where=where)
    assert [label.split(":")[0] for label in labels[1:-1]] == [
        label.split(":")[0] for label in before[1:]
    ]  # the rows above it stay where they were (a hex's count may change)
    fill = len(labels) - 1
    played = _played_dice(scene, monkeypatch)
    scene.choices.choose(fill)
    assert played == [f"die {held[2][0]},{held[2][1]}"] * 4
    assert scene.state.phase != "assign"


def test_the_hex_rows_stay_put_down_to_the_last_die(app: App) -> None:
    """Newcomer M (s8, d4.png): two dice to set, one set on the Dojo; the spread row,
    then first, went with the last die but one, every hex row moved up one, and the
    second click on the Dojo's row hit empty space. The spread row stays first down to
    the last die (which it sets under the hex with fewest): each hex's row keeps its
    place."""
    scene = _placed_table(app)
    held = _many(scene, deck=40)
    scene.play("summon 2")
    before = list(scene.choices.list.labels)
    assert before[0] == app.tr.plural("dojo.act.dice_spread", 2)
    scene.play(f"die {held[0][0]},{held[0][1]}")
    after = list(scene.choices.list.labels)
    assert after[0] == app.tr.plural("dojo.act.dice_spread", 1)
    assert [label.split(":")[0] for label in after[1:]] == [
        label.split(":")[0] for label in before[1 : len(after)]
    ]  # (the fill, last, is for two dice or more)
    scene.choices.choose(0)  # the last die, under the hex with fewest
    assert scene.state.phase != "assign"
