"""New campaign: choose the hero, Master Udo or Kai, the Tempest; or continue a hero's campaign in progress, which
comes back exactly where it was (a Continue above that hero's panel, its line under it; the set-up kit's Back and its
question before a new campaign replaces it: game.scenes.setting_up)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.files.paths import campaign_path
from game.files.udo import in_progress
from game.layout.udo.heroes import BACK, KEPT_Y, continue_button, hero_panels, play_button
from game.scenes.base import Result
from game.scenes.setting_up import SetupScene
from game.scenes.udo import new_campaign, resume_campaign
from game.ui import marks, palette, shapes, text
from game.ui.widgets import Button
from game.words.udo.heroes import HEROES, playable_heroes


class HeroSelectScene(SetupScene):
    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx, self._saved, lambda: resume_campaign(ctx, next(iter(self.kept), "")), self._lay)
        self.heroes = playable_heroes()
        self.panels = hero_panels(self.heroes)
        self.hovered: str | None = None
        self.buttons = self._buttons()  # the newest campaign in progress read first: the one Enter continues

    def _saved(self) -> str | None:
        self.kept = {found.ruleset_id: found for found in in_progress() if found.ruleset_id in self.panels}
        return next((found.line for found in self.kept.values()), None)

    def _lay(self) -> list[Button]:
        buttons: list[Button] = []
        for number, (hero, found) in enumerate(self.kept.items()):  # above its hero's panel
            panel = self.panels[hero]  # Enter continues the newest, as the set-up's own Continue does
            buttons.append(Button(f"Continue {found.name}", continue_button(panel),
                                  partial(self._continue, partial(resume_campaign, self.ctx, hero)), primary=True,
                                  hotkey="Enter" if number == 0 else ""))
        buttons += [Button(f"Play {HEROES[hero][0]}", play_button(self.panels[hero]), partial(self._start, hero),
                           primary=hero not in self.kept) for hero in self.heroes]
        buttons.append(Button("Back", BACK, self._back, hotkey="Esc"))
        return buttons

    def _start(self, hero: str) -> None:
        """A new campaign of `hero`; with one of that hero's in progress, only once the player has agreed to replace
        it (the other hero's stays, to be continued)."""
        found, name = self.kept.get(hero), HEROES[hero][0]
        self.replacing.offer(self, partial(new_campaign, self.ctx, hero),
                             None if found is None else f"{name}, {found.line}", f"Replace {name}'s campaign?",
                             "campaign", campaign_path(hero))

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self._back()
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.ctx.viewport.under(event.pos, self.panels)
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        self.draw_heading(surface, "Choose your hero", "Fight the four masters one by one; each hero keeps a "
                          "campaign of its own.", (62, 52), (112, 22))
        for hero, found in self.kept.items():  # under its Continue
            panel = self.panels[hero]
            text.draw(surface, found.line, text.fit(found.line, vp.px(18), vp.px(panel.w)), palette.DIM_TEXT,
                      center=vp.point(panel.centerx, KEPT_Y))
        for hero in self.heroes:
            name, tagline, lines = HEROES[hero]
            panel, colour = self.panels[hero], palette.RAGE if hero == "kai" else palette.GOLD
            shapes.banded_panel(surface, vp, panel, colour, 14)  # its top edged and its title set in its colour
            text.draw(surface, name, vp.px(30), colour, bold=True, center=vp.point(panel.centerx, panel.y + 50))
            box = vp.rect(panel)
            if hero == self.hovered:
                marks.ring(surface, vp, box, palette.HIGHLIGHT)
            text.draw(surface, tagline, text.legible(vp.px(20)), palette.DIM_TEXT,
                      midtop=(box.centerx, box.y + vp.px(76)))
            y = box.y + vp.px(118)
            for line in lines:
                for part in text.wrap("\u2022 " + line, text.legible(vp.px(19)), box.width - vp.px(48)):
                    rendered = text.render(part, text.legible(vp.px(19)), palette.TEXT)
                    surface.blit(rendered, (box.x + vp.px(24), y))
                    y += rendered.get_height() + vp.px(2)
                y += vp.px(6)
        self.draw_widgets(surface)
