"""Every number of Shinobi WAT-AAH! in one table (RULINGS.md section 2 wins over the
rulebook; numbers marked [house] there are house rules)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Clan:
    name: str
    value: int
    cards: int
    power2: str
    power3: str
    count2: int
    count3: int


CLANS: tuple[Clan, ...] = (
    Clan("Carp", 1, 9, "draw", "draw", 2, 4),
    Clan("Crow", 3, 9, "take_jigoku", "take_jigoku", 2, 3),
    Clan("Dragon", 2, 9, "search_deck", "search_deck", 1, 2),
    Clan("Spider", 2, 9, "destroy_card", "destroy_clan", 1, 0),
    Clan("Fox", 3, 9, "swap_card", "swap_hand", 1, 0),
    Clan("Rat", 3, 9, "discard_random", "discard_random", 2, 3),
    Clan("Toad", 3, 9, "return_card", "return_clan", 1, 0),
    Clan("Monkey", 4, 9, "copy_power2", "copy_power3", 0, 0),
    Clan("Bear", 6, 9, "none", "none", 0, 0),
)
"""Each clan's card value, number of cards and its power at 2 and at 3-4 cards
(`count` = how many cards the power moves; 0 where it acts on a whole clan/hand)."""

RONIN_CARDS = 4
RONIN_VALUE = 2


@dataclass(frozen=True)
class Yokai:
    name: str
    value: int
    power: str
    count: int


YOKAI: tuple[Yokai, ...] = (
    Yokai("Tengu", 2, "take_jigoku", 1),
    Yokai("Kappa", 1, "draw", 3),
    Yokai("Kitsune", 2, "swap_card", 1),
    Yokai("Tanuki", 2, "copy_power2", 0),
    Yokai("Oni", 1, "destroy_card", 1),
    Yokai("Nue", 2, "each_discards_random", 1),
    Yokai("Yuki-onna", 2, "return_card", 1),
    Yokai("Baku", 1, "look_deck_take", 5),
    Yokai("Daidarabotchi", 5, "none", 0),
)

DECK_SIZE = sum(c.cards for c in CLANS) + RONIN_CARDS + len(YOKAI)
"""94: nine clans of nine, four Ronin, nine Yokai."""

CLAN_LIMIT = 4
"""Cards a clan may hold (5 with the Temple's Great Clan)."""
GREAT_CLAN_LIMIT = 5

PAWNS_PER_PLAYER = 12
"""Grand Master mode: pawns each player has in all."""

TEMPLE: tuple[str, ...] = (
    "Shadow Recruit",
    "Deep Pockets",
    "Iron Wall",
    "Veteran",
    "Patience",
    "Great Clan",
    "Absolution",
    "Echo",
    "Ronin Master",
    "Night Sight",
)
SHADOW_RECRUIT_DRAW = 2
DEEP_POCKETS_BONUS = 3
VETERAN_STRENGTH = 3
ECHO_MIN_CARDS = 3
RONIN_MASTER_VALUE = 4

COURT: tuple[str, ...] = (
    "Gift",
    "Pardon",
    "Decree",
    "Reinforcement",
    "Spy",
    "Banishment",
    "Recall",
    "Double March",
    "Favour",
    "Tribute",
)
GIFT_DRAW = 3
DECREE_DISCARD = 2
FAVOUR_STRENGTH = 4


def boss_score(boss: str, pawns: int) -> int:
    """A boss's Final Showdown score for a player with `pawns` pawns there."""
    if pawns < 0:
        raise ValueError(f"pawns cannot be negative: {pawns}")
    if boss == "Dark Shogun":
        return 50 if pawns >= 1 else 0
    if boss == "Grugazor":
        return min(30 * max(pawns - 2, 0), 120)
    if boss == "Zombies":
        return -30 if pawns - 1 <= 0 else 0
    if boss == "Gaijins":
        return -30 if pawns <= 2 else min(30 * (pawns - 2), 90)
    if boss == "Ma' Maho":
        return -50 if pawns == 0 else max(-10 * pawns, -50)
    raise ValueError(f"unknown boss: {boss!r}")


BOSSES: tuple[str, ...] = ("Dark Shogun", "Grugazor", "Zombies", "Gaijins", "Ma' Maho")

CORRUPT_BONUS = 2
"""Be Corrupt draws the corrupt card's strength + 2 cards."""

CLAN_NAMES: tuple[str, ...] = tuple(c.name for c in CLANS)
CLAN_BY_NAME: dict[str, Clan] = {c.name: c for c in CLANS}
YOKAI_BY_NAME: dict[str, Yokai] = {y.name: y for y in YOKAI}


@dataclass(frozen=True)
class CardInfo:
    """One of the 94 Shinobi cards: ids 0-80 are the clans (9 each, in CLANS order),
    81-84 the Ronin, 85-93 the Yokai (in YOKAI order)."""

    id: int
    kind: str
    name: str
    value: int


def _cards() -> tuple[CardInfo, ...]:
    cards: list[CardInfo] = []
    for clan in CLANS:
        cards.extend(CardInfo(len(cards), "clan", clan.name, clan.value) for _ in range(clan.cards))
    cards.extend(CardInfo(len(cards), "ronin", "Ronin", RONIN_VALUE) for _ in range(RONIN_CARDS))
    cards.extend(
        CardInfo(len(CLANS) * 9 + RONIN_CARDS + i, "yokai", y.name, y.value)
        for i, y in enumerate(YOKAI)
    )
    return tuple(cards)


CARDS: tuple[CardInfo, ...] = _cards()
CLAN_OF: tuple[str | None, ...] = tuple(c.name if c.kind == "clan" else None for c in CARDS)
"""A card's clan name by its id (None for the Ronin and the Yokai)."""


def card_kind(card: int) -> str:
    """ "clan", "ronin" or "yokai"."""
    return CARDS[card].kind


def card_name(card: int) -> str:
    """The clan's name, "Ronin", or the Yokai's name."""
    return CARDS[card].name


def card_value(card: int) -> int:
    """The strength printed on the card."""
    return CARDS[card].value


def card_class(card: int) -> str:
    """Cards of one class are interchangeable (all Carps; all Ronin; each Yokai alone)."""
    return CARDS[card].name
