"""The Dojo table as newcomer B met it today (issue 33): the deck that grew after a
battle with no word of why, the summoning's dice gone before they were seen, the
spread row that came late and pushed the list down, the footer that said the same in
every phase."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes import theme, widgets
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo import scene as dojo_scene
from scenes.dojo.footer import PHASES
from scenes.dojo.stage import SUMMON_HOLD

from ..dojo.test_rules import fight
from ..dojo.test_rules import scene as rules_position
from .test_dojo_couch import _draw
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


# ------------------------------------------------------------------ 8. the deck grows
def test_the_log_says_why_a_deck_grows_after_a_battle(app: App) -> None:
    """The deck went from 45 to 46 after a battle (d39 -> d40.png): the rule (unused
    battle cards go back into their decks, shuffled) was told nowhere. The log says it,
    with the count the deck grew by."""
    h = (0, 0)
    # the attacker's 2 ninjas draw 12 and 5; the 12 fells the lone defender's 6 at once
    state = rules_position(None, {h: [2, 1]}, decks=([5, 12], [6]))
    before = len(state.decks[0])
    events = fight(state, h, [6], [(12, 0)])
    grown = len(state.decks[0]) - (before - 2)
    assert grown == 1
    table = _placed_table(app)
    lines = [line for event in events for _, line in table.narrator.describe(event)]
    said = app.tr.plural("dojo.log.cards_back", 1, name=table.seat_name(0))
    assert said in lines
    assert lines.index(said) < len(lines) - 1  # before the battle's end is told
    french = Translator("fr").plural("dojo.log.cards_back", 1, name="Clan orange")
    assert french.startswith("Clan orange remet 1 carte") and "grossit de 1" in french


# ------------------------------------------------------------------ 6. the spread row
def _animated_summoning(app: App, cards: int) -> DojoScene:
    """A person's summoning of `cards` cards at an animated table, just chosen."""
    table = _placed_table(app)
    table.animate = True  # as at a real table: the cards drawn are shown first
    _many(table, per_hex=1, hexes=5, deck=40)
    table.play(f"summon {cards}")
    return table


def test_the_spread_row_is_offered_when_the_summoning_starts(app: App) -> None:
    """With 5 dice to set, "Spread the 5 dice left evenly" was missing; it came after
    one die was set, pushing every row down (d25 -> d27.png). The list was built while
    the cards drawn were shown, when nobody could act yet, and not built again. It is
    the first row from the start, and the rows stay where they are."""
    table = _animated_summoning(app, 5)
    assert table.busy  # the cards drawn are still being shown
    first = list(table.choices.list.labels)
    assert table.options[0].name == "dice spread"
    assert first[0] == app.tr("dojo.act.dice_spread", count=5)
    for _ in range(40):  # 2 s: the table falls still
        table.update(0.05)
    assert not table.busy and table.can_act
    assert list(table.choices.list.labels) == first


# ------------------------------------------------------------------ 5. the dice held
def test_the_summonings_dice_stay_in_view_before_the_next_turn(app: App) -> None:
    """After the last die was set the turn passed as the dice stopped: the player never
    saw their roll, only the log said it (d44, d5x.png). The rolled dice stay under
    their hexes, and the prompt says what they gave, SUMMON_HOLD (2.5 s) before the next
    turn shows."""
    table = _animated_summoning(app, 1)
    me = table.state.mover
    for _ in range(20):  # the card drawn is shown
        table.update(0.05)
    (die,) = [a for a in table.legal() if a.kind == "die"][:1]
    table.play(die)
    assert table.state.mover != me  # the rules have passed the turn already
    shown = 0.0
    while shown < 0.15 + 0.45 + SUMMON_HOLD - 0.05:  # the die set, tumbling, then held
        table.update(0.05)
        shown += 0.05
        show = table.stage.summon_show
        assert show is not None and show.seat == me
        if shown > 0.2 + 0.45:  # the die set (0.15 s), then rolled: its face shows
            assert show.faces is not None
            said = table.prompt()  # the log's words of the roll
            assert said in [line for _, line in table.log_lines]
            assert said.startswith("The dice show " + ", ".join(map(str, show.faces)))
    for _ in range(20):
        table.update(0.05)
    assert table.stage.summon_show is None  # the next turn's banner has taken over
    assert table.prompt() != said


# ------------------------------------------------------------------ 7. the footer
def test_the_footer_says_what_works_in_the_phase_shown(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The footer said "Click your ninjas, then a hex..." during battles and while cards
    were laid (d29, d36.png). Each phase has its own line: a battle's names battles and
    throws, laying names laying, the move keeps the ninjas and hexes."""
    drawn: list[str] = []
    monkeypatch.setattr(dojo_scene, "draw_hint", lambda canvas, text: drawn.append(text))
    table = _placed_table(app)
    table.play("roll")
    lines = {}
    for phase in ("move", "battle", "lay", "attack", "summon", "assign"):
        table.state.phase = phase
        _draw(table)
        lines[phase] = drawn[-1]
    assert lines["move"].startswith("Click your ninjas, then a hex")
    assert lines["battle"].startswith("Choose a battle or a throw")
    assert lines["lay"].startswith("Lay your cards face down")
    assert lines["attack"].startswith("Drag a card of your hand onto a face-down card")
    assert len(set(lines.values())) == len(lines)  # a line of its own in each phase


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_footer_fits_the_window(size: tuple[int, int], lang: str) -> None:
    """In French at 1920x1080 the footer was cut at the right edge ("F1..."): every
    phase's line is drawn whole, with room to spare, at both sizes."""
    tr = Translator(lang)
    with theme.scaled_for(size):
        room = size[0] - theme.px(24)
        for key in [f"dojo.help.{p}" for p in PHASES] + [
            "dojo.help.wait",
            "dojo.help.turn_end",
            "dojo.help.over",
            "dojo.help.over_board",
        ]:
            text = tr(key)
            assert text != key
            assert widgets.shortened(text, theme.FONT_SMALL, room) == text, (lang, key)
            assert theme.font(theme.FONT_SMALL).size(text)[0] <= room * 0.8, (lang, key)
