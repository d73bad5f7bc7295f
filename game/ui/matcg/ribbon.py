"""How each link of the combo's ribbon (game.play.matcg.ribbon) went, in words and ink, as the table's ribbon and
the rules' figures draw it."""

from __future__ import annotations

from game.ui import palette

# how each link went, in words and ink
RESULTS = {"hit": ("hit", palette.HIGHLIGHT), "blocked": ("blocked", palette.ERROR_RED),
           "cancelled": ("cancelled", palette.ERROR_RED), "": ("waits", palette.GOLD_LIGHT)}
