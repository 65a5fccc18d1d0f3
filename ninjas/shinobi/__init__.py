"""Shinobi WAT-AAH! (headless) — work in progress.

Written so far: `ninjas.shinobi.data`, every number of the game in one table (clans,
Ronin, Yokai, deck size 94, clan limit, Temple and Imperial Court numbers, pawns, and
`boss_score` for the Grand Master bosses).  NOT written yet: the rules (state,
actions, events, `new_game`), the AI and the arena; Shinobi is not in
`ninjas.games.GAMES`.  The generic hidden-information search it will use is
`ninjas.ai.ismcts.ISMCTS` over the `HiddenInfoState` protocol in ninjas/core/protocol.py."""
