"""A Master match in play: what a held card may target and what each target is worth (targets), and the command a
card let go on the table asks for (drops)."""
