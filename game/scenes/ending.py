"""The end of a campaign: victory with glory and rank, or defeat with what struck the last blow."""

from __future__ import annotations

import pygame

from game.campaign import Campaign
from game.scenes.base import Replace, Result, Scene
from game.scenes.routes import new_campaign
from game.ui import palette, text
from game.ui.widgets import Button


class EndingScene(Scene):
    def __init__(self, ctx, campaign: Campaign):
        super().__init__(ctx)
        self.campaign = campaign
        self._pending: Result = None
        self.buttons = [
            Button("New campaign", (420, 600, 200, 56), self._new, primary=True),
            Button("Main menu", (660, 600, 200, 56), self._menu),
        ]

    def _new(self) -> None:
        self._pending = Replace(new_campaign(self.ctx, self.campaign.rules.id))

    def _menu(self) -> None:
        from game.scenes.menu import MenuScene

        self._pending = Replace(MenuScene(self.ctx))

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
        for button in self.buttons:
            button.handle(event, self.ctx.viewport)
        result, self._pending = self._pending, None
        return result

    def lines(self) -> tuple[str, str, list[str]]:
        """Headline, sub-line and the list of masters defeated."""
        state, catalog = self.campaign.state, self.ctx.catalog
        defeated = [f"{catalog.master(m).name}  (+{catalog.master(m).glory} glory)" for m in state.defeated]
        if state.phase == "won":
            return "Victory!", f"{state.glory} glory. {catalog.rank(state.glory)}.", defeated
        blow = catalog.attack(state.lost_to).name if state.lost_to else "an attack"
        fought = catalog.master(state.master).name if state.master else "the master"
        cost = catalog.attack(state.lost_to).cost if state.lost_to else ""
        return ("Defeated", f"{fought}'s {blow} found no {cost} card left to take.", defeated)

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        surface.fill(palette.FELT_DARK)
        pygame.draw.rect(surface, palette.FELT, vp.rect((0, 0, 1280, 720)))
        headline, sub, defeated = self.lines()
        won = self.campaign.state.phase == "won"
        title = text.render(headline, vp.px(80), palette.GOLD if won else palette.ERROR_RED, bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 140)))
        for i, line in enumerate(text.wrap(sub, vp.px(28), vp.px(1000))):
            rendered = text.render(line, vp.px(28), palette.TEXT)
            surface.blit(rendered, rendered.get_rect(center=vp.point(640, 230 + 36 * i)))
        heading = "Masters defeated" if defeated else "No master defeated"
        rendered = text.render(heading, vp.px(22), palette.GOLD_LIGHT, bold=True)
        surface.blit(rendered, rendered.get_rect(center=vp.point(640, 330)))
        for i, line in enumerate(defeated):
            rendered = text.render(f"{i + 1}. {line}", vp.px(22), palette.TEXT)
            surface.blit(rendered, rendered.get_rect(center=vp.point(640, 370 + 34 * i)))
        for button in self.buttons:
            button.draw(surface, vp)
