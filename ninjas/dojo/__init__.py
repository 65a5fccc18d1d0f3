"""Dojo ("Ninjas! Protect your Dojo", RULINGS section 4), headless pieces so far:
hexgrid (geometry, the seeded spiral board, Dojo placement), maps (Tiled boards in
levels/dojo), movement (the movement phase), cards (decks, one clash, summoning),
scoring (both wins). The turn-by-turn game (new_game, actions, events, view,
determinize, saves) and its AI are not written yet; Dojo is not in ninjas.games.GAMES."""
