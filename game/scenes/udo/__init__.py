"""The campaign's scenes (rulesets `udo` and `kai`): choose a hero, a master, fight on the combo board, the ending."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.scenes.in_progress import InProgress
from game.scenes.udo.heroes import HEROES, SHORT

if TYPE_CHECKING:
    from game.scenes.front import RecordSection, Shot


class CampaignFront:
    title = "Master Udo vs. the Four Masters"
    short = "Master Udo & Kai"  # its tab on the Rules and Records screens
    levels = {  # the Tiled maps its scenes read, and the zones they ask for
        "master_select": ("title", "grid", "detail", "progress", "back_button", "fight_button"),
        "combo_board": ("master", "attacks", "attack_deck", "attack_discard", "charge", "status", "glory", "combos",
                        "new_combo", "buttons", "hand", "discard", "exhausted", "kept"),
    }
    later = ("game.scenes.udo.hero_select", "game.scenes.udo.master_select", "game.scenes.udo.combo_board",
             "game.scenes.udo.ending", "game.scenes.udo.routes", "game.scenes.udo.lesson", "game.scenes.udo.kai_lesson",
             "game.scenes.udo.figures", "game.scenes.udo.records")
    thinking_shot = "combo_board_hint"  # waits for the Hint, found in the thinking process
    lessons = ("udo", "kai")  # the rulesets its lessons teach (game.scenes.lesson): each hero's turn

    @property
    def shots(self) -> dict[str, Shot]:
        from game.scenes.udo.shots import SHOTS

        return SHOTS

    @property
    def figures(self) -> dict[str, Any]:
        from game.scenes.udo.figures import FIGURES

        return FIGURES

    def open(self, ctx: Any) -> Any:
        from game.scenes.udo.hero_select import HeroSelectScene, playable_heroes
        from game.scenes.udo.routes import new_campaign

        heroes = playable_heroes()
        if len(heroes) > 1 or self.in_progress():  # the hero's choice asks before a campaign is replaced
            return HeroSelectScene(ctx)
        return new_campaign(ctx, heroes[0])

    def lesson(self, ctx: Any, ruleset_id: str) -> Any:
        from game.scenes.udo import kai_lesson, lesson

        return (kai_lesson if ruleset_id == "kai" else lesson).lesson(ctx)

    def scene_for(self, ctx: Any, campaign: Any) -> Any:
        """The scene showing a campaign where it stands (the scenes reach each other through here)."""
        from game.scenes.udo.routes import scene_for

        return scene_for(ctx, campaign)

    def new_campaign(self, ctx: Any, hero: str) -> Any:
        from game.scenes.udo.routes import new_campaign

        return new_campaign(ctx, hero)

    def in_progress(self) -> list[InProgress]:
        """Each hero's campaign in progress, how far along it is and when it was saved (read without loading it)."""
        from game.scenes.udo.saved import progress, saved_campaigns

        found = []
        for hero, when in saved_campaigns():
            name = HEROES[hero][0]
            far = progress(hero)
            line = f"{far}, saved {when[-5:]}" if far else f"{name}'s campaign, saved {when}"
            found.append(InProgress(hero, line, SHORT.get(hero, name)))
        return found

    def resume(self, ctx: Any, ruleset_id: str) -> tuple[Any, str | None]:
        from game.scenes.udo.routes import resume_campaign

        return resume_campaign(ctx, ruleset_id)

    def finished(self, session: Any) -> str | None:
        from game.scenes.udo.records import record

        return record(session)

    def cue(self, event: Any, seat: int) -> str | None:
        from game.ui.udo.cues import cue

        return cue(event, seat)

    def records(self, ctx: Any) -> tuple[list[RecordSection], str | None]:
        from game.scenes.udo.records import sections

        return sections()

    def watch(self, ctx: Any, campaign: Any) -> Any:
        from game.scenes.udo.watch import BoardWatch

        return BoardWatch(ctx, campaign)

    def history(self, rules: Any, notes: dict[str, Any], seats: int, viewer: int) -> Any:
        from game.scenes.udo.words import CampaignWords

        return CampaignWords(rules.catalog)

    @property
    def rigs(self) -> dict[str, Any]:
        from game.scenes.udo.bench import RIGS

        return RIGS

    def walk(self, ctx: Any, surface: Any, seed: int, max_commands: int, frames: int) -> None:
        from game.scenes.udo.bench import walk

        walk(ctx, surface, seed, max_commands, frames)


FRONT = CampaignFront()
