"""Every data file the game ships, checked together: each ruleset's cards and each level's layout.

The game runs this once its menu is shown (the card models are too slow to load before the first frame); a bad
file stops it there, with one message per file listing every problem, rather than when a scene first needs it.
Each level is checked for the zones its scenes ask for (each game's front names them), so a map missing one is
refused here, not when the scene opens. A file that makes a check itself fail is reported the same way.
"""

from __future__ import annotations


def problems() -> list[str]:
    """One message for each bad file, naming it and listing its problems; empty when every file is sound."""
    from game.content.loader import ContentError
    from game.layout import LayoutError, layout, levels
    from game.rulesets import known, ruleset

    found: list[str] = []
    for ruleset_id in known():
        try:
            ruleset(ruleset_id)
        except ContentError as error:
            found.append(str(error))
        except Exception as error:  # noqa: BLE001 - a check that crashed is a bad file, told, never a dead thread
            found.append(f"the card data of {ruleset_id} cannot be used ({type(error).__name__}: {error})")
    for name in levels():
        try:
            layout(name)
        except LayoutError as error:
            found.append(str(error))
        except Exception as error:  # noqa: BLE001
            found.append(f"layout map {name}: cannot be used ({type(error).__name__}: {error})")
    return list(dict.fromkeys(found))  # Kai's cards build on Udo's: a bad Udo file is met twice, told once
