"""A phrase of the hand-off cover's one line a player (scenes/story_digest.py) that a
game's brief may say again, longer, as its turn goes on (scenes/dojo/brief.py)."""

from __future__ import annotations


class Again(str):
    """A phrase that says again, longer, the turn's last phrase if that was one too (a
    Dojo walk's steps: 'moved a ninja to the forest', then 'moved 2 ninjas to the forest
    and the plains'), else a phrase as any other."""
