"""The phones' view of the Shinobi table (scenes/phones.py asks the table through the
TableScene hooks phone_choices, phone_notes, phone_sections and phone_cards): each
seat's choices in the table's words, what it knows, its clans and the piles, all from
view(seat) alone, never another seat's secret."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjas.shinobi import data
from ninjas.shinobi.rules import ROUNDS

from . import cards as art
from .board_view import ENDING_CLANS, ROUND_PHASES
from .cards import power_words
from .options_panel import ending_words
from .selection import cards_of

if TYPE_CHECKING:
    from .protocol import Table


def choices(table: Table, seat: int) -> list[dict[str, Any]]:
    """The seat's legal actions, in the table's order and words, each with the hand
    cards it plays (the phone filters them by the cards picked, as the table does). A
    power's card chosen in the hand (the Fox's swap) is one of them: tapped in the
    hand, where it came as a row of the bar for every card."""
    state = table.state
    legal = sorted(table.legal(), key=lambda a: a.kind != "recruit")
    hand = set(state.hands[seat])

    def played(action: Any) -> list[int]:
        if action.kind == "card":
            return [int(action.args[0])] if int(action.args[0]) in hand else []
        return [c for c in cards_of(action) if c in hand]

    def label(action: Any) -> str:
        words = str(table.words.action_label(action, no_power=False))
        if action.kind == "card" and played(action):  # 'Confirm: Crow (3)', not 'Crow (3)'
            return str(table.app.tr("phone.confirm", what=words))
        if ending_words(table, action):  # a 4th clan: the button says it ends the round
            # (newcomer O, s12, 266: 'Poser 1 carte Crapaud + 1 Rônin', the end unsaid)
            last = state.round >= ROUNDS[state.mode]
            key = "phone.shinobi.place_ends_game" if last else "phone.shinobi.place_ends_round"
            return str(table.app.tr(key, what=words))
        return words

    # a pick of several cards from a pile, one at a time (the Crow's 'take 2 from the
    # Jigoku'): each row says its kind and the pick it belongs to, so the phone keeps the
    # rows in place between two picks (newcomer K, phB21/22: Monkey x1 taken left the
    # list, and the next tap on 'Toad' took 'Carp')
    p = state.pending[0] if state.pending else None
    picking = p is not None and p.seat == seat and p.step == "card" and p.power != "swap_card"

    def choice(action: Any) -> dict[str, Any]:
        made: dict[str, Any] = {
            "action": str(action),
            "label": label(action),
            "cards": played(action),
        }
        if action.kind == "corrupt":  # set apart from Recruit, in red (newcomer H, s16)
            made["risky"] = True
        if action.kind == "reinforce" and len(action.args) == 2:
            # one card sets off no power, as the table says it: a line under the play's
            # words (newcomer A, s23, 091: 'Reinforce Monkey (+1 card)' alone, she
            # waited for the Monkey's copy); the table's whole line made the 360 px
            # bar's two plays three lines high (6fb3903f)
            made["note"] = str(table.app.tr("phone.shinobi.no_power"))
        if picking and action.kind == "card" and not made["cards"]:
            assert p is not None
            made["row"] = data.card_name(int(action.args[0]))
            made["pick"] = {"group": f"{p.power}:{p.source}:{p.level}", "left": p.left}
        return made

    return [choice(a) for a in legal]


def notes(table: Table, seat: int) -> list[str]:
    """The cards `seat` knows in the others' hands and on top of the deck, its
    Imperial Court cards and the Decoys it peeked at: all from view(seat)."""
    from ninjas.phones import seat_view

    view = seat_view("shinobi", table.state.view(seat))
    tr = table.app.tr

    def cards(ids: list[int]) -> str:
        return ", ".join(table.words.card_label(c) for c in ids)

    notes = [
        tr("phone.knows_hand", name=table.seat_name(other), cards=cards(known))
        for other, known in enumerate(view["known"])
        if other != seat and known
    ]
    if view["known_deck"]:  # the top of the deck is the end of the list
        notes.append(tr("phone.deck_top", cards=cards(view["known_deck"][::-1])))
    if view["court_cards"]:
        names = ", ".join(tr(f"shinobi.court.{name}") for name in view["court_cards"])
        notes.append(tr("phone.court", cards=names))
    for index, boss in view["known_decoys"]:  # the Boss named, and what it would do
        seen = tr("phone.decoy", decoy=tr("shinobi.decoy", n=int(index) + 1), boss=boss)
        rule = tr("shinobi.reveal.rule", boss=boss, words=table.words.boss_words(boss))
        notes.append(f"{seen} {rule}")
    return notes


def warnings(table: Table, seat: int) -> list[str]:
    """The round's end in sight, as the laptop says it under each seat's panel
    (board_view): a seat with 3 clans, whose 4th ends the round; a 4th laid, the round
    ending after its power (issue 33, newcomer R, s8: Midori's 4th clan closed the round,
    and the phones, where the players look, had never said so). Public: the clans."""
    state = table.state
    if state.is_terminal or state.phase not in ROUND_PHASES:
        return []  # the round is over (newcomer O, s12, 273-276: stale in the pawns)
    tr = table.app.tr
    layer = state.current_player
    if state.phase == "power" and len(state.clans[layer]) >= ENDING_CLANS:
        if layer == seat:
            return [str(tr("phone.shinobi.ending_you"))]
        return [str(tr("phone.shinobi.ending", name=table.seat_name(layer)))]
    # one line for every seat with 3 clans, others first, then "you" (newcomer S, s9
    # a44: three lines of one each took 180 px of a 640 px phone, over the hand)
    three = ENDING_CLANS - 1
    others = [
        table.seat_name(s)
        for s in range(len(state.clans))
        if s != seat and len(state.clans[s]) == three
    ]
    you = len(state.clans[seat]) == three
    if not others:
        return [str(tr("phone.shinobi.three_you", clans=three))] if you else []
    if you:  # 'Ben, Midori and you'
        return [str(tr("phone.shinobi.three_and_you", names=", ".join(others), clans=three))]
    names = others[-1]
    if len(others) > 1:
        names = str(tr("list.and", rest=", ".join(others[:-1]), last=names))
    if len(others) > 1:
        return [str(tr("phone.shinobi.three_many", names=names, clans=three))]
    return [str(tr("phone.shinobi.three", name=names, clans=three))]


def sections(table: Table, seat: int) -> list[dict[str, Any]]:
    """The seat's clans (its cards, drawn from the cards' art), what the others
    hold, and the piles: from view(seat) alone."""
    from ninjas.phones import seat_view

    state = table.state
    view = seat_view("shinobi", state.view(seat))
    tr = table.app.tr
    cards = table.phone_cards()

    def item(card: int) -> dict[str, Any]:
        info = cards[str(card)]
        return {
            "art": info["art"],
            "name": info["name"],
            "value": str(info["value"]),
            "badge": True,
            "colour": info["colour"],
        }

    clans = view["clans"][seat]

    def clan_name(clan: str) -> str:
        key = f"shinobi.name.{clan}"
        return str(tr(key)) if tr.has(key) else clan

    def other(seat: int, count: int) -> str:
        """'Sora: 7 in hand · Dragon ×4, Bear ×2', its clans on the table (public);
        in the catalogue, so French has its no-break space before the colon."""
        name = table.seat_name(seat)
        clans = ", ".join(
            tr("phone.clan_size", clan=clan_name(clan), count=len(ids))
            for clan, ids in view["clans"][seat]
        )
        if not clans:
            line = str(tr("phone.seat_hand", name=name, count=count))
        else:
            line = str(tr("phone.seat_hand_clans", name=name, count=count, clans=clans))
        # the points its corruption takes, as the laptop has them by its token (newcomer
        # W, s9 m_5); public: each corrupt card was shown to all when taken (RULINGS.md)
        taken = state.corruption_value(seat)
        return str(tr("phone.seat_corrupt", line=line, points=taken)) if taken else line

    others = [other(o, count) for o, count in enumerate(view["hand_sizes"]) if o != seat]
    piles = [
        tr("phone.deck", count=view["deck_size"]),
        tr("phone.jigoku", count=len(view["jigoku"])),
    ]
    return [
        {
            "title": tr("phone.clans"),
            "text": "" if clans else tr("phone.none"),
            # each clan in a frame with its name, size and strength (newcomer K, phA15:
            # a Dragon and its two Ronin read as three clans)
            "groups": [
                {
                    "title": tr.plural(
                        "phone.clan_head",
                        len(ids),
                        clan=clan_name(clan),
                        strength=sum(state.card_score(seat, c) for c in ids),
                    ),
                    "items": [item(card) for card in ids],
                }
                for clan, ids in clans
            ],
        },
        {"title": tr("phone.others"), "lines": [*others, *piles], "items": []},
    ]


CARDS_INFO: dict[tuple[Any, ...], tuple[Any, Any, dict[str, dict[str, Any]]]] = {}
"""cards_info by the language and its catalogues (kept with them: a catalogue read again
makes a new key): it was made afresh for every welcome and every state message's
sections (each card's name and power words, some 1.5 ms). Shared: read it, never change it."""


def cards_info(table: Table) -> dict[str, dict[str, Any]]:
    """Each card's looks and words for the phones (public, the same for every seat)."""
    tr = table.app.tr
    texts, fallback = getattr(tr, "_texts", None), getattr(tr, "_fallback", None)
    key = (getattr(tr, "lang", None), id(tr), id(texts), id(fallback))
    kept = CARDS_INFO.get(key)
    if kept is not None and kept[0] is texts and kept[1] is fallback and texts is not None:
        return kept[2]
    made = _cards_info(table)
    if len(CARDS_INFO) > 8:
        CARDS_INFO.clear()
    CARDS_INFO[key] = (texts, fallback, made)
    return made


def _cards_info(table: Table) -> dict[str, dict[str, Any]]:
    def colour(card: data.CardInfo) -> str:
        rgb = art.CLAN_COLOURS.get(card.name, art.YOKAI_COLOUR)
        return "#{:02x}{:02x}{:02x}".format(*rgb)

    tr = table.app.tr
    return {
        str(card.id): {
            "name": tr(f"shinobi.name.{card.name}")
            if tr.has(f"shinobi.name.{card.name}")
            else card.name,
            "kind": card.kind,
            "value": card.value,
            "colour": colour(card),
            "art": f"{art.slug(card.name)}.png",
            # what it does, as the laptop's card says it ('2: draw 2', '3+: draw 4')
            "powers": power_words(card.id, tr),
        }
        for card in data.CARDS
    }
