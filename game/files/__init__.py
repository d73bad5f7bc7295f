"""The player's files and the game's data files: where they are, the one guarded door every read goes
through, atomic writes off the window's thread, and each kind of file (saves, records, settings, decks,
finished games, scenarios)."""
