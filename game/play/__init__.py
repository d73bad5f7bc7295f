"""A game in play, whatever the game: the session that saves itself (campaign), a game played to its end by
bots (bouts), what happened in words (history, grammar) and a game watched again (replay)."""
