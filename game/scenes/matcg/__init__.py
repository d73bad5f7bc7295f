"""Martial Arts: The Trading Card Game's scenes (rulesets `matcg` and `dgm`): the set-up, the duel table, the
curtain for answers out of turn, the result; the duel's history in words, its table in a replay and its sounds; and
the tournament director (a round robin or a championship of duels)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.files.matcg import TOURNAMENT
from game.scenes.manifest import Front

if TYPE_CHECKING:
    from game.scenes.base import Scene
    from game.scenes.context import Context
    from game.scenes.front import Screens


def _resume(ctx: Context, key: str) -> tuple[Scene | None, str | None]:
    """The table of the game in progress under `key`: the tournament, or a rule set's fight of a kind of table
    ("dgm:2v2")."""
    if key == TOURNAMENT:
        from game.scenes.matcg.director import resume_cup

        return resume_cup(ctx)
    from game.scenes.matcg.setup import resume_duel

    ruleset_id, _, kind = key.partition(":")
    return resume_duel(ctx, ruleset_id, kind or None)


def _screens() -> Screens:
    from game.ai import matcg  # noqa: F401  (its bots, imported ahead with its scenes)
    from game.scenes.front import Screens
    from game.scenes.matcg import deckbuilder, director, lesson, setup  # noqa: F401  (all imported ahead)
    from game.scenes.matcg.board import DuelTableScene
    from game.scenes.watch import open_table_watch
    from game.ui.matcg.figures import FIGURES
    from game.words.matcg import records
    from game.words.matcg.glossary import GLOSSARY
    from game.words.matcg.seating import Seating

    return Screens(open=setup.DuelSetupScene, resume=_resume, records=records.tabs, figures=FIGURES,
                   lesson=lesson.lesson, watch=open_table_watch(DuelTableScene, Seating), glossary=GLOSSARY,
                   puzzle_table=lambda ctx, campaign, goal: (lesson.table(ctx, campaign), lesson.PANEL))


FRONT = Front(title="Martial Arts: The Trading Card Game", short="Martial Arts TCG", lessons=("matcg", "dgm"),
              screens=_screens)
