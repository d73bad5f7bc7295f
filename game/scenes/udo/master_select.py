"""Choose the next master: every master's card in the kit's picker (game.scenes.picker), a screen of its own, the
defeated ones flipped; the mouse or the keyboard's focus (Tab, the arrows, Enter) chooses one, and Fight! (Enter)
fights it. A master rested on or in focus is read enlarged, both sides; the line under the heading tells the one
chosen, and Main menu (Esc) leaves."""

from __future__ import annotations

import pygame

from game.engine.udo import commands as cmd
from game.play.campaign import Campaign
from game.scenes.base import Pop, Rebase, Replace, Result
from game.scenes.picker import PickerScene
from game.scenes.udo import scene_for
from game.ui.udo import faces
from game.words.udo import masters as words


class MasterSelectScene(PickerScene):
    overlay = False  # a screen of its own: nothing lies under it

    def __init__(self, ctx, campaign: Campaign):
        self.campaign = campaign
        catalog, state = campaign.rules.catalog, campaign.state
        masters = [m.id for m in catalog.masters]
        notes = {m.id: words.cell_label(m, m.id in state.defeated) for m in catalog.masters}
        super().__init__(ctx, words.heading(catalog, state), masters, notes, True, face=self._face, sides=self._sides,
                         confirm="Fight!", cancel="Main menu")
        self._toggle(next((m for m in masters if m not in state.defeated), masters[0]))

    def _face(self, master: str, size: tuple[int, int]) -> pygame.Surface:
        return faces.master_face(self.campaign.rules.catalog.master(master), size,
                                 defeated=master in self.campaign.state.defeated)

    def _sides(self, master: str, size: tuple[int, int]) -> list[tuple[pygame.Surface, str]]:
        """Its front, and its other side: defeated in this campaign, or as it will be once defeated."""
        card, won = self.campaign.rules.catalog.master(master), master in self.campaign.state.defeated
        front, other = words.side_labels(won)
        return [(faces.master_face(card, size), front), (faces.master_back(card, size, won=won), other)]

    def _toggle(self, master: str) -> Result:
        """A master still standing is chosen, and told under the heading; a defeated one is not."""
        card = self.campaign.rules.catalog.master(master)
        if master in self.campaign.state.defeated:
            self.caption = words.defeated_already(card)
            return None
        self.chosen = [master]
        self.caption = words.chosen_line(card)
        self.buttons = self._buttons()
        return None

    def _fight(self, result: Result) -> Result:
        """The picker's answer: the master chosen is fought (the combo board takes this screen's place), or none
        leaves for the menu."""
        if not isinstance(result, Pop):
            return result
        if result.value is None:
            return Rebase()
        submitted = self.campaign.submit(cmd.ChooseMaster(master=result.value[0]))
        if submitted.rejected is not None:
            self.caption = submitted.rejected.message
            return None
        return Replace(scene_for(self.ctx, self.campaign))  # the combo board

    def handle(self, event: pygame.event.Event) -> Result:
        return self._fight(super().handle(event))
