"""The main menu: New campaign, Continue (only when a save exists), Kenpo duel, Records, Rules, Quit."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.paths import campaign_path
from game.scenes.base import Push, Quit, Replace, Result
from game.scenes.udo.hero_select import HEROES, playable_heroes
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button, Toast


def latest_save() -> str | None:
    """The hero whose campaign in progress was saved last, or None."""
    saved = [(campaign_path(hero), hero) for hero in HEROES]
    found = [(path.stat().st_mtime, hero) for path, hero in saved if _exists(path)]
    return max(found)[1] if found else None


def _exists(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


class MenuScene(TableScene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.toasts = [Toast(n, (640, 700), seconds=8.0) for n in ctx.notices]
        ctx.notices.clear()
        self.buttons = self._buttons()

    def _buttons(self) -> list[Button]:
        has_save = latest_save() is not None
        labels = [("New campaign", self._new, True), ("Continue", self._continue, has_save),
                  ("Kenpo duel", self._kenpo, True), ("Records", self._records, True), ("Rules", self._rules, True),
                  ("Quit", self._quit, True)]
        first = 1 if has_save else 0
        return [Button(label, (490, 258 + 68 * i, 300, 54), action, enabled=enabled, primary=i == first)
                for i, (label, action, enabled) in enumerate(labels)]

    def _new(self) -> None:
        from game.scenes.udo.hero_select import HeroSelectScene
        from game.scenes.udo.routes import new_campaign

        heroes = playable_heroes()
        self.outcome = Replace(HeroSelectScene(self.ctx) if len(heroes) > 1 else new_campaign(self.ctx, heroes[0]))

    def _continue(self) -> None:
        from game import saves
        from game.campaign import Campaign
        from game.scenes.udo.routes import scene_for

        hero = latest_save()
        if hero is None:
            self.buttons = self._buttons()
            return
        session, notice = saves.resume(hero)
        if notice:
            self.toasts.append(Toast(notice, (640, 700), seconds=8.0))
        if session is None:
            self.buttons = self._buttons()
            return
        self.outcome = Replace(scene_for(self.ctx, Campaign(session, autosave=self.ctx.autosave)))

    def _kenpo(self) -> None:
        from game.scenes.kenpo.setup import KenpoSetupScene

        self.outcome = Replace(KenpoSetupScene(self.ctx))

    def _records(self) -> None:
        from game.scenes.records import RecordsScene

        self.outcome = Push(RecordsScene(self.ctx))

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        self.outcome = Push(RulesScene(self.ctx))

    def _quit(self) -> None:
        self.outcome = Quit()

    def resume(self, value: object) -> None:
        self.buttons = self._buttons()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Quit()
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        title = text.render("Martial Masters", vp.px(72), palette.GOLD, bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 110)))
        sub = text.render("Master Udo vs. the Four Martial Arts Masters", vp.px(26), palette.TEXT)
        surface.blit(sub, sub.get_rect(center=vp.point(640, 180)))
        line = text.render("Defeat four masters. Win glory.", vp.px(20), palette.DIM_TEXT)
        surface.blit(line, line.get_rect(center=vp.point(640, 220)))
        self.draw_widgets(surface)

