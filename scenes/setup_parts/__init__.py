"""The rooms of the seat setup screen (scenes/setup.py, SetupScene): its layout, and the
drawing of a seat's panel."""
