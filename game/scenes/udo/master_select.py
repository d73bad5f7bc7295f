"""Choose the next master: every master's card, both sides readable, defeated ones flipped; the mouse or the
keyboard's focus (Tab, the arrows, Enter) chooses one, shown large beside the grid; Enter on the one chosen fights."""

from __future__ import annotations

import pygame

from game.engine.udo import commands as cmd
from game.layout import layout
from game.layout.udo.masters import DETAIL_TOP, detail_sides, master_cells
from game.play.campaign import Campaign
from game.scenes.base import Rebase, Replace, Result
from game.scenes.dialog import ENTER
from game.scenes.table import TableScene
from game.ui import marks, palette, text
from game.ui.card_keys import spot
from game.ui.focus import Focusable
from game.ui.udo import faces
from game.ui.widgets import Button
from game.words.udo import masters as words


class MasterSelectScene(TableScene):
    def __init__(self, ctx, campaign: Campaign):
        super().__init__(ctx)
        self.campaign = campaign
        screen = layout("master_select")
        self.zones = {name: screen.zone(name) for name in screen.zones}
        masters = [m.id for m in campaign.rules.catalog.masters]
        open_masters = [m for m in masters if m not in campaign.state.defeated]
        self.selected = open_masters[0] if open_masters else masters[0]
        self.hovered: str | None = None
        self.buttons = [
            Button("Main menu", screen.box("back_button"), self._menu, hotkey="Esc"),
            Button("Fight!", screen.box("fight_button"), self._fight, primary=True, hotkey="Enter"),
        ]

    def _cells(self) -> dict[str, pygame.Rect]:
        """Design-space rectangles of the masters' cards in the grid."""
        return master_cells(self.zones["grid"], [m.id for m in self.campaign.rules.catalog.masters])

    def focusable(self) -> list[Focusable]:
        """The masters' cards (Enter on one chooses it as a click does), then the buttons, as a picker's."""
        return [*(spot(master, rect) for master, rect in self._cells().items()), *self.buttons]

    @property
    def own_keys(self) -> frozenset[int]:  # type: ignore[override]  # read, never set
        """Enter on the master already chosen fights (as Fight!'s key says); on another master it chooses that one."""
        focused = self.focus.on(self.focusable())
        return ENTER if focused is not None and focused.label == self.selected else frozenset()

    def _fight(self) -> None:
        if not self.refused(self.campaign.submit(cmd.ChooseMaster(master=self.selected)), (1002, 640)):
            from game.scenes.udo.combo_board import ComboBoardScene

            self.outcome = Replace(ComboBoardScene(self.ctx, self.campaign))

    def _menu(self) -> None:
        self.outcome = Rebase()

    def handle(self, event: pygame.event.Event) -> Result:
        vp = self.ctx.viewport
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._menu()
            elif event.key in ENTER:
                self._fight()
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.hovered = vp.under(event.pos, self._cells())
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hovered is not None:
                self.selected = self.hovered
        self.buttons[1].enabled = self.selected not in self.campaign.state.defeated
        return self.handle_buttons(event)

    def draw(self, surface: pygame.Surface) -> None:
        vp, catalog, state = self.ctx.viewport, self.campaign.rules.catalog, self.campaign.state
        self.draw_felt(surface)
        title_box = vp.rect(self.zones["title"])
        text.draw(surface, words.heading(catalog, state), vp.px(34), palette.GOLD, True,
                  midleft=(title_box.x + vp.px(8), title_box.centery))
        for master_id, rect in self._cells().items():
            self._draw_cell(surface, master_id, rect)
        self._draw_detail(surface)
        progress = vp.rect(self.zones["progress"])
        text.draw(surface, words.progress(catalog, state), vp.px(22), palette.GOLD_LIGHT, True,
                  midleft=(progress.x + vp.px(8), progress.centery))
        self.draw_widgets(surface)

    def _draw_cell(self, surface: pygame.Surface, master_id: str, rect: pygame.Rect) -> None:
        vp, catalog = self.ctx.viewport, self.campaign.rules.catalog
        master = catalog.master(master_id)
        box = vp.rect(rect)
        defeated = master_id in self.campaign.state.defeated
        if master_id == self.selected:
            marks.chosen(surface, vp, box, palette.GOLD)
        elif master_id == self.hovered:
            marks.ring(surface, vp, box, palette.HIGHLIGHT)
        face = faces.master_back(master, box.size, won=True) if defeated else faces.master_face(master, box.size)
        surface.blit(face, box)
        label = words.cell_label(master, defeated)
        ink, size = palette.DIM_TEXT if defeated else palette.TEXT, text.legible(vp.px(15))
        text.draw_wrapped(surface, label, size, ink, box.w + vp.px(8), box.centerx, box.bottom + vp.px(4), bold=True,
                          anchor="midtop")  # in two lines where the cell is narrow

    def _draw_detail(self, surface: pygame.Surface) -> None:
        """The selected master enlarged: front and back side by side, and a word on its style."""
        vp, catalog = self.ctx.viewport, self.campaign.rules.catalog
        master = catalog.master(self.selected)
        zone = self.zones["detail"]
        pygame.draw.rect(surface, palette.FELT_DARK, vp.rect(zone), border_radius=vp.px(12))
        sides = detail_sides(zone)
        won = self.selected in self.campaign.state.defeated
        above = 0  # the labels' height over the cards: the master's name stands above them
        for i, (side, label) in enumerate(zip(sides, words.side_labels(won), strict=True)):
            rect = vp.rect(side)  # its front, then its other side
            face = faces.master_back(master, rect.size, won=won) if i else faces.master_face(master, rect.size)
            surface.blit(face, rect)
            size = max(text.least_legible(), text.fit(label, vp.px(17), rect.w, bold=True))
            text.draw(surface, label, size, palette.DIM_TEXT, bold=True, midbottom=(rect.centerx, rect.top - vp.px(3)))
            above = max(above, text.line_height(size, bold=True))
        # the name as large as fits between the panel's top and the labels (it ran into "Its front" at the Largest
        # text), never under the least legible size
        size = text.fit_box(master.name, vp.px(28), text.least_legible(), vp.px(zone.width - 28),
                            vp.px(DETAIL_TOP - 3 - 8) - above, bold=True)
        text.draw(surface, master.name, size, palette.GOLD_LIGHT, bold=True, topleft=vp.point(zone.x + 14, zone.y + 8))
        y = sides[0][1] + sides[0][3] + 14
        for line in words.detail_lines(master):
            for part in text.wrap(line, text.legible(vp.px(18)), vp.px(zone.width - 28)):
                rendered = text.render(part, text.legible(vp.px(18)), palette.TEXT)
                surface.blit(rendered, vp.point(zone.x + 14, y))
                y += 24
