"""A name for a Night village drawn at random, so that the History can say which one a game
was played on ('Village: Korimura (random)'), as it says 'Village: Plaza' (newcomer,
s19: a Night game on a random village was listed with no name, 'Village: Random').

A random village is drawn first from the game's seed (rules.new_game): the seed alone
says which village it was, and the same seed draws it again. Its name is worked out
from the seed too, as a pure function of it: two syllables and a place word, read alike
in every language ('Korimura', 'Hasezato'), about 13,000 of them, so that two games'
villages are seldom given one name. No generator of the game's is used: the game dealt
is the seed's, named or not. (Out of ninjas.night, whose rules and pymunk a History
list need not load.)"""

from __future__ import annotations

import hashlib

SYLLABLES = (
    "ka", "ki", "ku", "ke", "ko", "sa", "shi", "su", "se", "so",
    "ta", "chi", "tsu", "te", "to", "na", "ni", "nu", "ne", "no",
    "ha", "hi", "fu", "he", "ho", "ma", "mi", "mu", "me", "mo",
    "ya", "yu", "yo", "ra", "ri", "ru", "re", "ro", "wa", "ga",
)  # fmt: skip
PLACES = ("mura", "zato", "gawa", "yama", "saki", "hara", "oka", "sawa")
"""The last part of a name: village, hamlet, river, mountain, cape, field, hill, marsh."""


def drawn_village_name(seed: int) -> str:
    """The name of the village the seed draws ('Korimura')."""
    digest = hashlib.sha256(f"ninjas-night-village:{seed}".encode()).digest()
    first, second, place = digest[0], digest[1], digest[2]
    word = SYLLABLES[first % len(SYLLABLES)] + SYLLABLES[second % len(SYLLABLES)]
    return (word + PLACES[place % len(PLACES)]).capitalize()
