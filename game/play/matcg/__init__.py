"""A fight of Martial Arts in play, apart from how it is drawn: what a held card may target and what a drop means
as an engine command (game.play.matcg.targets), the set-up's choices (game.play.matcg.setup), and the combo's
link ribbon with the news a table opens on (game.play.matcg.ribbon)."""
