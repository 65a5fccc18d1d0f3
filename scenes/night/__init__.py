"""The Ninja Night table, under way: village_view.py draws the village (issue 8)."""
