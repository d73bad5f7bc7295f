"""Master's scenes (ruleset `master`): the set-up, the table for 2 to 6 players, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.manifest import Front

if TYPE_CHECKING:
    from game.scenes.front import Screens


def _screens() -> Screens:
    from game.ai import master  # noqa: F401  (its bots, imported ahead with its scenes)
    from game.scenes.front import Screens
    from game.scenes.master import lesson, setup
    from game.scenes.master.board import MasterTableScene
    from game.scenes.watch import open_table_watch
    from game.ui.master.figures import FIGURES
    from game.words.master import records
    from game.words.master.glossary import GLOSSARY
    from game.words.master.seating import Seating

    # a puzzle's words lie where the lesson's do, but from three seats on one sits there: they go lower
    return Screens(open=setup.MasterSetupScene,
                   resume=lambda ctx, key: setup.resume_match(ctx, key.partition(":")[2] or None),
                   records=records.tabs, figures=FIGURES, lesson=lambda ctx, ruleset_id: lesson.lesson(ctx),
                   watch=open_table_watch(MasterTableScene, Seating), glossary=GLOSSARY,
                   puzzle_table=lambda ctx, campaign, goal: (
                       lesson.table(ctx, campaign),
                       lesson.PANEL if campaign.session.table.seats == 2 else (8, 214, 356, 216)))


FRONT = Front(title="Master", short="Master", lessons=("master",), screens=_screens)
