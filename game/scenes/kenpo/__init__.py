"""Ancient Arts: Kenpo Masters' scenes (ruleset `kenpo`): the set-up, the ring arena, the curtain, the result."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from game.paths import campaign_path
from game.scenes.front import InProgress, RecordSection, Shot


class KenpoFront:
    title = "Ancient Arts: Kenpo Masters"
    short = "Kenpo Masters"  # its tab on the Rules and Records screens
    levels = ("ring",)
    later = ("game.scenes.kenpo.setup", "game.scenes.kenpo.arena")

    @property
    def shots(self) -> dict[str, Shot]:
        from game.scenes.kenpo.shots import SHOTS

        return SHOTS

    def open(self, ctx: Any) -> Any:
        from game.scenes.kenpo.setup import KenpoSetupScene

        return KenpoSetupScene(ctx)

    def in_progress(self) -> list[InProgress]:
        """The duel in progress, named by when it was saved (only the file's time is read)."""
        try:
            stamp = campaign_path("kenpo").stat().st_mtime
        except OSError:
            return []
        return [InProgress("kenpo", f"a duel, saved {datetime.fromtimestamp(stamp):%d %b %H:%M}")]

    def resume(self, ctx: Any, ruleset_id: str) -> tuple[Any, str | None]:
        from game.scenes.kenpo.setup import resume_duel

        return resume_duel(ctx)

    def finished(self, session: Any) -> str | None:
        from game.scenes.kenpo.records import record

        return record(session)

    def records(self, ctx: Any) -> tuple[list[RecordSection], str | None]:
        from game.scenes.kenpo.records import sections

        return sections()

    @property
    def rigs(self) -> dict[str, Any]:
        from game.scenes.kenpo.bench import RIGS

        return RIGS


FRONT = KenpoFront()
