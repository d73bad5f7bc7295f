"""Master Udo's campaign in play: what the combo board's moves would do and mean, read from the engine's rules."""
