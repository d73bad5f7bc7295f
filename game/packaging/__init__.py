"""Build-time helpers for `build.spec`: the icon files and what the frozen app leaves out (never run by the game)."""
