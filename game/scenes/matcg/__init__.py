"""Martial Arts: The Trading Card Game: its scenes."""
