"""The rooms of the seat setup screen (scenes/setup.py, SetupScene): its layout, the
drawing of a seat's panel, and the people's names (name_row.py: the seat's Name row;
names.py: the names used before; name_entry.py: the box to type or pick one;
seat_naming.py: the part of SetupScene that gives them)."""
