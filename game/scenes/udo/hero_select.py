"""New campaign: choose the hero, Master Udo or Kai, the Tempest."""

from __future__ import annotations

from functools import partial

import pygame

from game.files.paths import campaign_path
from game.files.udo import in_progress
from game.games import members
from game.layout.udo.heroes import hero_panels, play_button
from game.scenes.base import Rebase, Result
from game.scenes.confirm import Replacing
from game.scenes.table import TableScene
from game.scenes.udo import new_campaign
from game.ui import palette, text
from game.ui.widgets import Button
from game.words.udo.heroes import HEROES


def playable_heroes() -> list[str]:
    """The heroes this build plays: the campaign's games in the registry."""
    return [entry.id for entry in members("udo") if entry.id in HEROES]


class HeroSelectScene(TableScene):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.heroes = playable_heroes()
        self.panels = hero_panels(self.heroes)
        self.hovered: str | None = None
        self.replacing = Replacing()  # a new campaign of a hero in place of that hero's campaign in progress
        self.buttons = [Button("Back", (540, 600, 200, 52), self._back, hotkey="Esc")]
        self.buttons += [Button(f"Play {HEROES[h][0]}", play_button(self.panels[h]), self._chooser(h), primary=True)
                         for h in self.heroes]

    def _chooser(self, hero: str):
        def choose() -> None:
            saved = next((found for found in in_progress() if found.ruleset_id == hero), None)
            name = HEROES[hero][0]
            self.replacing.offer(self, partial(new_campaign, self.ctx, hero),
                                 None if saved is None else f"{name}, {saved.line}", f"Replace {name}'s campaign?",
                                 "campaign", campaign_path(hero))

        return choose

    def resume(self, value: object) -> None:
        self.replacing.answer(self, value)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self._back()
        if event.type == pygame.MOUSEMOTION:
            point = self.ctx.viewport.to_design(event.pos)
            self.hovered = next((h for h, panel in self.panels.items() if panel.collidepoint(point)), None)
        return self.handle_buttons(event)

    def _back(self) -> None:
        self.outcome = Rebase()

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        text.draw(surface, "Choose your hero", vp.px(52), palette.GOLD, True, center=vp.point(640, 100))
        for hero in self.heroes:
            name, tagline, lines = HEROES[hero]
            box = vp.rect(self.panels[hero])
            pygame.draw.rect(surface, palette.FELT_DARK, box, border_radius=vp.px(16))
            edge = palette.HIGHLIGHT if hero == self.hovered else (palette.RAGE if hero == "kai" else palette.GOLD)
            pygame.draw.rect(surface, edge, box, width=vp.px(3), border_radius=vp.px(16))
            text.draw(surface, name, vp.px(34), palette.GOLD_LIGHT, True, midtop=(box.centerx, box.y + vp.px(24)))
            text.draw(surface, tagline, text.legible(vp.px(20)), palette.DIM_TEXT,
                      midtop=(box.centerx, box.y + vp.px(72)))
            y = box.y + vp.px(118)
            for line in lines:
                for part in text.wrap("\u2022 " + line, text.legible(vp.px(19)), box.width - vp.px(48)):
                    rendered = text.render(part, text.legible(vp.px(19)), palette.TEXT)
                    surface.blit(rendered, (box.x + vp.px(24), y))
                    y += rendered.get_height() + vp.px(2)
                y += vp.px(6)
        self.draw_widgets(surface)

