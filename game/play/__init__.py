"""A game in play, whatever the game: the session that saves itself (campaign), a game played to its end by
bots (bouts), what happened in words (history, grammar), a game watched again (replay), a rulebook figure's
position played through the rules (prepared) and what a held card may target, kept once per moment (held). Each
family's own package here (game.play.<family>) holds the pure parts of its table in play."""
