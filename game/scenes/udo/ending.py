"""The end of a campaign: victory with glory and rank, or defeat with what struck the last blow."""

from __future__ import annotations

import pygame

from game.play.campaign import Campaign
from game.scenes.base import Rebase, Replace, Result
from game.scenes.table import TableScene
from game.scenes.udo import new_campaign
from game.ui import palette, text
from game.ui.udo import faces
from game.ui.widgets import Button, Toast

MASTER = (180, 252)  # a defeated master's card, design space: its special move large enough to read


class EndingScene(TableScene):
    def __init__(self, ctx, campaign: Campaign):
        super().__init__(ctx)
        self.campaign = campaign
        self.buttons = [
            Button("New campaign", (420, 600, 200, 56), self._new, primary=True),
            Button("Main menu", (660, 600, 200, 56), self._menu),
        ]
        if campaign.notice:
            self.toasts.append(Toast(campaign.notice, (640, 690), seconds=8.0))

    def _new(self) -> None:
        hero = self.campaign.rules.id
        self.outcome = Replace(new_campaign(self.ctx, hero))

    def _menu(self) -> None:
        self.outcome = Rebase()

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
        return self.handle_buttons(event)

    def lines(self) -> tuple[str, str]:
        """Headline and the line under it."""
        state, catalog = self.campaign.state, self.campaign.rules.catalog
        if state.phase == "won":
            return "Victory!", f"{state.glory} glory. {catalog.rank(state.glory)}."
        fought = catalog.master(state.master).name if state.master else "The master"
        if state.lost_to is None:
            return "Defeated", f"{fought} stands. Glory so far: {state.glory}."
        attack = catalog.attack(state.lost_to)
        return "Defeated", f"{fought}'s {attack.name} found no {attack.cost} card left to take."

    def tally(self) -> str:
        """What the campaign adds up to, won or lost: its glory, and whether hints were used (Records keeps
        the best glory with and without them apart)."""
        state = self.campaign.state
        hints = "Hints were used: recorded as assisted" if self.campaign.assisted else "No hints used"
        return f"Total glory {state.glory}  \u2022  {hints}"

    def draw(self, surface: pygame.Surface) -> None:
        vp, state, catalog = self.ctx.viewport, self.campaign.state, self.campaign.rules.catalog
        self.draw_felt(surface)
        headline, sub = self.lines()
        won = state.phase == "won"
        title = text.render(headline, vp.px(72), palette.GOLD if won else palette.ERROR_RED, bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 80)))
        y = 146
        for line in text.wrap(sub, vp.px(26), vp.px(1000)):
            rendered = text.render(line, vp.px(26), palette.TEXT)
            surface.blit(rendered, rendered.get_rect(center=vp.point(640, y)))
            y += 32
        tally = self.tally()
        text.draw(surface, tally, text.fit(tally, vp.px(24), vp.px(1000), bold=True), palette.GOLD_LIGHT, bold=True,
                  center=vp.point(640, y + 8))
        heading = "Masters defeated" if state.defeated else "No master defeated"
        rendered = text.render(heading, vp.px(22), palette.GOLD_LIGHT, bold=True)
        surface.blit(rendered, rendered.get_rect(center=vp.point(640, 262)))
        count = len(state.defeated)
        for i, master_id in enumerate(state.defeated):
            master = catalog.master(master_id)
            step = MASTER[0] + 20
            box = vp.rect((640 - (count * step - 20) // 2 + i * step, 290, *MASTER))
            surface.blit(faces.master_back(master, box.size, won=True), box)
            label = text.render(f"{master.name}  +{master.glory}", vp.px(16), palette.TEXT, bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, box.bottom + vp.px(6))))
        self.draw_widgets(surface)
