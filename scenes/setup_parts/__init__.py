"""The rooms of the seat setup screen (scenes/setup.py, SetupScene): its layout, the
drawing of a seat's panel, and the people's names (names.py: the Player choice and the
names used before; name_entry.py: the box to type one; seat_naming.py: the part of
SetupScene that gives them)."""
