"""What the phone page is told, without a browser (issue 33 section 3): a phone says
"tap" where the table says "click", the last move it shows is one its seat may know,
and Night's choices of a token show that token."""

from __future__ import annotations

import json
import random
import re

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.i18n import Translator, load_catalogue, sentence
from ninjas.core.session import Seat
from ninjas.games import score_breakdown
from ninjas.phones import seat_view
from scenes.log_panel import as_line
from scenes.phone_result import headline
from scenes.phones import TAPPED, for_touch, last_line
from scenes.results_ending import ending_text

from .conftest import PhoneTable

MOUSE = re.compile(r"\bclick|\bcliqu", re.IGNORECASE)


def test_a_phone_says_tap_where_the_table_says_click():
    """Every prompt of the phone games' tables that a phone may show (Shinobi's are
    its table's own; Night's and Dojo's say phone.* words) and speaks of a mouse is
    said with a finger on the phone, in English and French."""
    for lang, finger in (("en", r"\btap"), ("fr", r"\btouch")):
        tr = Translator(lang)
        mouse = [
            key
            for key, text in load_catalogue(lang).items()
            if re.match(r"(shinobi\.prompt|night\.prompt\.drop|.*\.waiting)", key)
            and MOUSE.search(text)
        ]
        assert mouse, "the table's prompts still say click: the phone's words are tested"
        assert set(mouse) <= set(TAPPED), (lang, set(mouse) - set(TAPPED))
        for key in mouse:
            for text in (tr(key), sentence(tr(key))):
                said = for_touch(tr, text)
                assert not MOUSE.search(said) and re.search(finger, said, re.I), (lang, said)
        assert for_touch(tr, "Pass.") == "Pass."  # other words untouched


def test_the_last_move_a_phone_shows_is_the_newest_public_line():
    """The newest public line: never another seat's own line, nor the seat's own
    (Dojo's phone said 'Last move: Your cards: 8.')."""
    lines = [(None, "Akane places 2 Carps."), "Kenji passes.", (1, "Kenji draws a Fox.")]
    assert last_line(lines, 1) == "Kenji passes."
    assert last_line(lines, 0) == "Kenji passes."
    assert last_line([(1, "Kenji draws a Fox.")], 0) == ""


def test_a_phone_is_told_the_last_move_of_the_table_s_log(phone_table):
    """Through the table: the message of each seat holds the last line it may know; a
    line told late, with nothing else changed, is sent at once in the same position (a
    card picked on the page stays picked, a play still names that position)."""
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")])
    table.frames(1)
    link = table.link
    table.scene.log_lines.append((None, "Akane places 2 Carps."))
    table.scene.log_lines.append((1, "Kenji draws a Fox."))
    serial = link.serial
    table.frames(1)
    assert link.serial == serial
    told = {seat: table.leaks.published[(seat, serial)][-1]["last"] for seat in (0, 1)}
    assert told == {0: "Akane places 2 Carps.", 1: "Akane places 2 Carps."}
    assert not table.leaks.leaked


def test_night_s_discard_on_a_phone_shows_the_token(phone_table):
    """'Discard slot 4' named the slot alone: the phone's choice now names the token
    as its seat knows it and draws its picture (its own backpack: view(seat))."""
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=3, game="night")
    table.frames(1)
    scene = table.scene
    state = scene.session.state
    agent = make_agent("easy", 3)
    rng = random.Random(3)
    for _ in range(400):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        if state.current_player == 0 and any(a.kind == "discard" for a in legal):
            break
        wanted = str(agent.choose(state))
        plays = [a for a in legal if str(a) == wanted] or [rng.choice(legal)]
        state.apply(plays[0])
    choices = {c["action"]: c for c in scene.phone_choices(0)}
    discards = [c for action, c in choices.items() if action.startswith("discard ")]
    assert discards, "no discard reached"
    tr = scene.app.tr
    for choice in discards:
        slot = int(choice["action"].split()[1])
        shown = state.view(0).backpacks[0][slot]
        assert shown is not None
        face = shown.split(":", 1)[1] if shown != "injury" else "injury"
        assert choice["art"] in (f"token_{face}.png", "injury.png"), choice
        named = tr("night.act.discard.named", slot=slot + 1, token=scene.words.called(face))
        assert choice["label"] == named, choice  # once, by the words of the laptop's row


def test_night_s_swap_after_a_collect_is_made_on_the_phone(phone_table):
    """Issue 33: after a collect, 'Keep Kunai for a later turn: into slot 4, 4 points
    into your hand' (a swap packing a bonus says why: fcf13e2b) names tokens only the
    collector knows: with a phone it is offered there, never on the laptop's list."""
    from ninjas.night.packing import VALUE_FIRST
    from ninjas.night.rules import INJURY

    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=3, game="night")
    table.frames(1)
    scene = table.scene
    s = scene.session.state
    s.options[VALUE_FIRST] = True
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 5
    s.plans = [["collect", "skip"], ["skip", "skip"]]
    s.positions = [0, 1]
    kunai = next(t for t, kind in enumerate(s.kinds) if kind == "kunai")
    four = next(t for t, kind in enumerate(s.kinds) if kind == "y4")
    s.roofs = [[kunai, four]] + [[t for t in r if t not in (kunai, four)] for r in s.roofs[1:]]
    s.backpacks[0] = [INJURY, INJURY, INJURY, None]
    s.apply("collect 0 1")
    assert s.held == [kunai] and s.backpacks[0][3] == four
    scene._refresh()
    assert "swap 0 3" not in [str(a) for a, _ in scene.options]  # not on the laptop
    choices = {c["action"]: c for c in scene.phone_choices(0)}
    tr = scene.app.tr
    assert choices["swap 0 3"]["label"] == tr(
        "night.act.swap.bonus", token=tr("night.token.kunai"), slot=4, out=tr("night.named.y4")
    )


def test_a_phone_is_told_what_happened_since_its_last_turn(phone_table):
    """'Last move' showed one line: after Sora's turn, 'Sora discards Toad (3)' but not
    'Sora places 4 Dragons'. The phone is now told every line its seat may know since
    its last turn, newest last, as the table's "Since your last turn" tells them (in
    gold what touched it), its own lines of the turn under way too; only as far as the
    laptop's log has told them; never the other seat's own lines."""
    from scenes.since_turn import since_last_turn

    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=4)
    table.frames(1)
    scene, link = table.scene, table.link
    rng = random.Random(4)

    def told(seat: int = 0) -> list[list[object]]:
        return table.leaks.published[(seat, link.serial)][-1]["since"]

    def my_turn_after_theirs() -> bool:
        actions = scene.session.actions
        return (
            link.may_play(0)
            and len(actions) > 4
            and link.story._actors[-1] == 1
            and len(since_last_turn(scene, 0)) >= 2
        )

    for _ in range(600):
        table.frames(1)
        link.story.since(0)
        if my_turn_after_theirs():
            break
        table.phone_move(0, rng)
    assert my_turn_after_theirs(), "no turn of the computer's with two lines came"
    table.frames(2)  # the lines told in that frame are sent at the next
    expected = [[line.text, line.touched] for line in since_last_turn(scene, 0)]
    assert told() == expected
    public = {as_line(e).text for e in scene.log_lines if as_line(e).owner in (None, 0)}
    assert {text for text, _ in told()} <= public
    # a line the log has not told yet (a card still in flight) is not told either
    kept = scene.log_lines.pop()
    table.frames(1)
    assert told() == expected[:-1]
    scene.log_lines.append(kept)
    table.frames(1)
    assert told() == expected
    # a note of the table's own, told after them, comes last
    scene.log_lines.append((None, "A note of the table's own."))
    table.frames(1)
    assert told() == [*expected, ["A note of the table's own.", False]]
    scene.log_lines.pop()
    table.frames(1)
    # the turn under way: its own lines come after the others'
    link._take(0, rng.choice(scene.phone_choices(0))["action"], link.serial)
    table.frames(1)
    now = told()
    assert now[: len(expected)] == expected and len(now) > len(expected), now
    assert not table.leaks.leaked


def phone_texts_of(message: dict[str, object]) -> list[str]:
    """Every text a state message gives the page to show."""
    texts = [str(message["prompt"]), str(message["last"])]
    texts += [str(text) for text, _ in message["since"]]  # type: ignore[attr-defined]
    texts += [str(note) for note in message["notes"]]  # type: ignore[attr-defined]
    for section in message["sections"]:  # type: ignore[attr-defined]
        texts += [section["title"], section.get("text", ""), *section.get("lines", [])]
    texts += [choice["label"] for choice in message["choices"]]  # type: ignore[attr-defined]
    return [text for text in texts if text]


def test_a_french_phone_puts_a_no_break_space_before_its_colons_and_lists_the_clans(
    phone_table,
):
    """'Sora: 7 en main' was built in code with a plain colon, where every French line
    of the catalogue has a no-break space before ':' ('Pioche : 63'); and 'The others'
    gave each seat's hand count but not its clans on the table (public). Every text a
    French phone is told through a game has the space; each other seat's line names
    its clans once it has some ('Sora : 7 en main · Dragon ×4')."""
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], seed=2, lang="fr")
    table.frames(1)
    scene = table.scene
    rng = random.Random(2)
    for _ in range(300):
        if scene.state.is_terminal:
            break
        table.frames(1)
        table.phone_move(0, rng)
    table.frames(2)  # the last position told
    messages = [m for (seat, _), sent in table.leaks.published.items() if seat == 0 for m in sent]
    bare = {
        text
        for message in messages
        for text in phone_texts_of(message)
        if re.search(r"[^\u00a0]:", text)
    }
    assert not bare, sorted(bare)[:5]
    others = scene.app.tr("phone.others")
    lines = [
        line
        for message in messages
        for section in message["sections"]
        if section["title"] == others
        for line in section["lines"]
        if line.startswith(scene.seat_name(1))
    ]
    tr = scene.app.tr
    clans = [line for line in lines if "×" in line]
    assert clans, "the computer laid no clan: nothing was checked"
    view = seat_view("shinobi", scene.state.view(0))
    said = tr(
        "phone.seat_hand_clans",
        name=scene.seat_name(1),
        count=view["hand_sizes"][1],
        clans=", ".join(
            tr("phone.clan_size", clan=tr(f"shinobi.name.{clan}"), count=len(ids))
            for clan, ids in view["clans"][1]
        ),
    )
    taken = scene.state.corruption_value(1)  # its corruption's points, when it has some
    assert lines[-1] == (tr("phone.seat_corrupt", line=said, points=taken) if taken else said)
    assert "\u00a0:" in lines[-1]


def test_the_headline_of_a_phone_s_results_is_said_from_its_seat_s_side():
    """Its own victory in the second person, a shared one, another's by name, a draw."""
    names = ["Akane", "Sora", "Kiku"].__getitem__
    for lang in ("en", "fr"):
        tr = Translator(lang)
        assert headline(tr, [0], 0, names) == tr("phone.result.won")
        assert headline(tr, [0, 2], 2, names) == tr("phone.result.shared")
        assert headline(tr, [1], 0, names) == tr("results.wins", name="Sora")
        shared = headline(tr, [1, 2], 0, names)
        assert shared == tr("results.shared", names=tr.names(["Sora", "Kiku"]))
        assert headline(tr, [], 0, names) == tr("results.draw")
    assert headline(Translator("fr"), [0], 0, names) == "Vous avez gagné\u00a0!"


@pytest.mark.parametrize(
    ("game", "seats", "lang"),
    [
        ("shinobi", [Seat("human"), Seat("human"), Seat("ai", "easy")], "fr"),
        ("night", [Seat("human"), Seat("ai", "easy")], "en"),
        ("dojo", [Seat("human"), Seat("ai", "easy")], "fr"),  # (hard: 9 in 10 of its time)
    ],
)
def test_at_the_end_each_phone_is_told_who_won_and_every_seat_s_score(
    phone_table, game: str, seats: list[Seat], lang: str
):
    """The page showed 'The game is over.' and no result: once the game is over, each
    phone is told who won from its side, how the game ended, and each seat's total and
    lines as the results screen has them (score_breakdown), the winners first; never
    before the end (every message is checked against its determinized twin)."""
    table: PhoneTable = phone_table(seats, seed=2, game=game, laptop=True, lang=lang)
    table.frames(1)
    scene, link = table.scene, table.link
    rng = random.Random(2)
    for _ in range(3000):
        if scene.state.is_terminal and not scene.turn_end.waiting:
            break  # (a phone's last move waits for its End turn, told as any other)
        table.frames(1)  # the laptop plays the phones' public choices
        for seat in link.seats:
            table.phone_move(seat, rng)
    assert scene.state.is_terminal, "the game did not end"
    table.frames(2)  # the last position told
    tr = scene.app.tr
    breakdown = score_breakdown(scene.state)
    totals = {score.seat: score.total for score in breakdown.seats}
    for seat in link.seats:
        sent = [m for (s, _), told in table.leaks.published.items() if s == seat for m in told]
        assert all(m["result"] is None for m in sent if not m["over"])
        result = sent[-1]["result"]
        assert result["headline"] == headline(tr, breakdown.winners, seat, scene.seat_name)
        said = ending_text(scene.app, scene.session, breakdown.ending)  # the laptop's words
        assert result["ending"] == said and result["ending"]
        rows = result["seats"]
        assert sorted((r["name"], r["total"], r["winner"], r["you"]) for r in rows) == sorted(
            (scene.seat_name(s), totals[s], s in breakdown.winners, s == seat)
            for s in range(len(seats))
        )
        assert [r["winner"] for r in rows] == sorted((r["winner"] for r in rows), reverse=True)
        for row in rows:  # the lines add up to the total, as on the results screen
            points = [p for _, p in row["lines"] if p is not None]
            assert row["lines"] and sum(points) == row["total"], row
    assert not table.leaks.leaked, table.leaks.leaked[:3]


def test_a_play_made_as_the_table_moved_on_is_told_to_choose_again(phone_table):
    """A tap on the phone in the frame where the laptop moved on (a throw began, the
    codes' screen came over the table) was answered 'It is not your turn.' on the
    seat's own turn, in the same position as the phone was told: it is now 'The game
    moved on: choose again.' (stale), and the phone is told the new state."""
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")])
    table.frames(2)
    scene, link = table.scene, table.link
    seat = scene.state.current_player
    action = scene.phone_choices(seat)[0]["action"]
    played = len(scene.session.actions)
    told: list[str] = []
    link.server.tell = lambda to, text: told.append(json.loads(text)["code"])  # type: ignore[method-assign]
    scene.show_phone_codes()  # over the table, before the phones hear of it
    link._take(seat, action, link.serial)
    assert told == ["stale"] and len(scene.session.actions) == played


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_waiting_for_another_phone_is_not_told_the_laptop_s_f2(phone_table, lang):
    """'Sora's turn, on their phone. No phone? F2: play that seat on this screen.' is
    the laptop's; Akane's phone, which has no F2, says 'Sora plays on their phone.'"""
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("human"), Seat("ai", "easy")], seed=5, lang=lang
    )
    table.frames(1)
    scene, link = table.scene, table.link
    rng = random.Random(5)
    for _ in range(200):
        if scene.state.current_player == 1 and scene.session.ending is None:
            break
        table.frames(1)
        table.phone_move(0, rng)
    assert scene.state.current_player == 1
    tr = table.app.tr
    name = scene.seat_name(1)
    assert tr("shinobi.waiting.phone", name=name) in scene.phone_prompt(0)
    assert link.state_message(0)["prompt"] == tr("phone.waiting.phone", name=name)
