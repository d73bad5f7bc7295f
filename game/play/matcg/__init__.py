"""A fight of Martial Arts in play, apart from how it is drawn: what a held card may target and what a drop means
as an engine command (game.play.matcg.targets)."""
