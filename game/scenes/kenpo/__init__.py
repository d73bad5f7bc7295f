"""Ancient Arts: Kenpo Masters' scenes (ruleset `kenpo`): the set-up, the ring arena, the curtain, the result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.manifest import Front

if TYPE_CHECKING:
    from game.scenes.front import Screens


def _screens() -> Screens:
    from game.ai import kenpo  # noqa: F401  (its bots, imported ahead with its scenes)
    from game.scenes.front import Screens
    from game.scenes.kenpo import lesson, setup
    from game.scenes.kenpo.arena import RingArenaScene
    from game.scenes.watch import TimelineWatch
    from game.ui.kenpo.figures import FIGURES
    from game.words.kenpo import records
    from game.words.kenpo.glossary import GLOSSARY
    from game.words.kenpo.seating import Table

    return Screens(open=setup.KenpoSetupScene, glossary=GLOSSARY,
                   resume=lambda ctx, key: setup.resume_duel(ctx, key.partition(":")[2] or None),
                   records=records.tabs, figures=FIGURES, lesson=lambda ctx, ruleset_id: lesson.lesson(ctx),
                   watch=lambda ctx, campaign: TimelineWatch(campaign, RingArenaScene(ctx, campaign, Table.watching(
                       campaign.session.notes))),
                   puzzle_table=lambda ctx, campaign, goal: (lesson.table(ctx, campaign), lesson.PANEL))


FRONT = Front(title="Ancient Arts: Kenpo Masters", short="Kenpo Masters", lessons=("kenpo",), screens=_screens)
