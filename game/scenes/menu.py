"""The main menu: New campaign, Continue (only when a save exists), Rules, Quit."""

from __future__ import annotations

import pygame

from game import saves
from game.campaign import Campaign
from game.scenes.base import Push, Quit, Replace, Result, Scene
from game.scenes.routes import new_campaign, scene_for
from game.ui import palette, text
from game.ui.widgets import Button, Toast

RULESET = "udo"


class MenuScene(Scene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.toasts: list[Toast] = [Toast(n, (640, 700), seconds=8.0) for n in ctx.notices]
        ctx.notices.clear()
        self._pending: Result = None
        self.buttons = self._buttons()

    def _buttons(self) -> list[Button]:
        has_save = saves.campaign_path(RULESET).exists()
        labels = [("New campaign", self._new, True), ("Continue", self._continue, has_save),
                  ("Rules", self._rules, True), ("Quit", self._quit, True)]
        first = 1 if has_save else 0
        return [Button(label, (490, 300 + 80 * i, 300, 60), action, enabled=enabled, primary=i == first)
                for i, (label, action, enabled) in enumerate(labels)]

    def _new(self) -> None:
        self._pending = Replace(new_campaign(self.ctx, RULESET))

    def _continue(self) -> None:
        session, notice = saves.resume(RULESET)
        if notice:
            self.toasts.append(Toast(notice, (640, 700), seconds=8.0))
        if session is None:
            self.buttons = self._buttons()
            return
        self._pending = Replace(scene_for(self.ctx, Campaign(session, autosave=self.ctx.autosave)))

    def _rules(self) -> None:
        from game.scenes.rules import RulesScene

        self._pending = Push(RulesScene(self.ctx))

    def _quit(self) -> None:
        self._pending = Quit()

    def resume(self, value: object) -> None:
        self.buttons = self._buttons()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return Quit()
        for button in self.buttons:
            button.handle(event, self.ctx.viewport)
        result, self._pending = self._pending, None
        return result

    def update(self, dt: float) -> Result:
        self.toasts = [t for t in self.toasts if t.update(dt)]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        surface.fill(palette.FELT_DARK)
        pygame.draw.rect(surface, palette.FELT, vp.rect((0, 0, 1280, 720)))
        title = text.render("Martial Masters", vp.px(72), palette.GOLD, bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 130)))
        sub = text.render("Master Udo vs. the Four Martial Arts Masters", vp.px(26), palette.TEXT)
        surface.blit(sub, sub.get_rect(center=vp.point(640, 200)))
        line = text.render("Defeat four masters. Win glory.", vp.px(20), palette.DIM_TEXT)
        surface.blit(line, line.get_rect(center=vp.point(640, 240)))
        for button in self.buttons:
            button.draw(surface, vp)
        for toast in self.toasts:
            toast.draw(surface, vp)

