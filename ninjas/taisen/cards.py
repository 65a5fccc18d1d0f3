"""Ninja Taisen data: cards, colours, dice, board. Data in tables, one place each.

A card is an int: side * 10 + local index. Local indices 0..9 are
R1 R2 R3 P1 P2 P3 S1 S2 S3 J. Sides: 0 = Monkey (upper case), 1 = Wolf (lower case).
"""

from __future__ import annotations

MONKEY, WOLF = 0, 1
SIDE_NAMES = ("monkey", "wolf")
SIDE_LETTERS = ("m", "w")

POSITIONS = 11
VILLAGE = (0, 10)
"""Each side's own village."""
ENEMY_VILLAGE = (10, 0)
DIRECTION = (1, -1)
"""Monkey moves toward 10, Wolf toward 0."""

ROCK, PAPER, SCISSORS, JOKER = 0, 1, 2, 3
COLOUR_NAMES = ("rock", "paper", "scissors", "shogun")
BEATS = {ROCK: SCISSORS, SCISSORS: PAPER, PAPER: ROCK}

LOCAL_TOKENS = ("R1", "R2", "R3", "P1", "P2", "P3", "S1", "S2", "S3", "J")
SHOGUN_LOCAL = 9
SHOGUN_STRENGTH = 4
CARDS_PER_SIDE = 10

COLOUR = tuple(min(local // 3, JOKER) for local in range(10)) * 2
"""Colour of each card id 0..19."""
STRENGTH = tuple((local % 3) + 1 if local < 9 else SHOGUN_STRENGTH for local in range(10)) * 2
SIDE_OF = tuple(card // 10 for card in range(20))
SHOGUN = (SHOGUN_LOCAL, 10 + SHOGUN_LOCAL)

TOKEN = tuple(LOCAL_TOKENS) + tuple(t.lower() for t in LOCAL_TOKENS)
"""Notation token of each card id (Monkey upper case, Wolf lower case)."""
CARD_OF_TOKEN = {token: card for card, token in enumerate(TOKEN)}

# Dice, in notation order: red, green, blue.
DICE_LETTERS = ("r", "g", "b")
DIE_COLOUR = (SCISSORS, PAPER, ROCK)
DIE_FACES = (1, 1, 1, 2, 2, 3)

# Setup: Shogun at the bottom of the own village with 3 cards on top, then 3/2/1
# cards on the first three path tiles (counted from the own village).
SETUP_COUNTS = ((0, 3), (1, 3), (2, 2), (3, 1))
"""(distance from own village, shuffled cards placed there)."""
