"""The record book: best glory per hero, how each master has fared, and the latest campaigns."""

from __future__ import annotations

import pygame

from game import records
from game.scenes.base import Pop, Result
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button, Toast

HEROES = {"udo": "Master Udo", "kai": "Kai, the Tempest"}
RECENT = 8  # campaigns listed under "Latest campaigns"


class RecordsScene(TableScene):
    def __init__(self, ctx):
        super().__init__(ctx)
        rows, notice = records.load()
        self.rows = rows
        if notice:
            self.toasts.append(Toast(notice, (640, 690), seconds=8.0))
        self.buttons = [Button("Back", (1140, 650, 120, 50), lambda: None, hotkey="Esc")]

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            return Pop()
        if self.buttons[0].handle(event, self.ctx.viewport):
            return Pop()
        return None

    def master_name(self, master_id: str) -> str:
        try:
            return self.ctx.catalog.master(master_id).name
        except KeyError:
            return master_id.replace("_", " ").title()

    def hero_lines(self) -> list[tuple[str, str]]:
        """(hero, line) for every hero, played or not."""
        summaries = records.by_hero(self.rows)
        lines = []
        for hero, name in HEROES.items():
            found = summaries.get(hero)
            if found is None:
                lines.append((name, "no campaign yet"))
                continue
            best = f"best glory {found.best_glory}"
            if found.best_unassisted != found.best_glory:
                own = "-" if found.best_unassisted is None else found.best_unassisted
                best += f" ({own} without hints)"
            lines.append((name, f"{best}; won {found.wins} of {found.campaigns}"))
        return lines

    def master_lines(self) -> list[tuple[str, str, float]]:
        """(master, "won/fought", win rate), most fought first."""
        stats = sorted(records.by_master(self.rows).items(), key=lambda item: (-item[1].fought, item[0]))
        return [(self.master_name(m), f"{s.defeated}/{s.fought}", s.win_rate) for m, s in stats]

    def recent_lines(self) -> list[str]:
        lines = []
        for record in reversed(self.rows[-RECENT:]):
            outcome = "won" if record.won else f"lost to {self.master_name(record.lost_to or '')}"
            hint = ", with hints" if record.assisted else ""
            hero = HEROES.get(record.hero, record.hero).split(",")[0]
            lines.append(f"{record.date[:16].replace('T', ' ')}  {hero}: {outcome}, glory {record.glory}{hint}")
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_felt(surface)
        title = text.render("Records", vp.px(56), palette.GOLD, bold=True)
        surface.blit(title, title.get_rect(center=vp.point(640, 60)))
        self._heading(surface, "Heroes", 80, 120)
        for i, (hero, line) in enumerate(self.hero_lines()):
            self._line(surface, hero, 80, 162 + 62 * i, 22, palette.GOLD_LIGHT, bold=True)
            self._line(surface, line, 80, 190 + 62 * i, 19, palette.TEXT)
        self._heading(surface, "Masters: defeated / fought", 80, 300)
        masters = self.master_lines()
        if not masters:
            self._line(surface, "No master fought yet.", 80, 342, 19, palette.DIM_TEXT)
        for i, (name, score, rate) in enumerate(masters[:10]):
            y = 342 + 30 * i
            self._line(surface, name, 80, y, 19, palette.TEXT)
            self._line(surface, score, 330, y, 19, palette.TEXT)
            self._bar(surface, 400, y + 4, rate)
        self._heading(surface, "Latest campaigns", 640, 120)
        recent = self.recent_lines()
        if not recent:
            self._line(surface, "Finish a campaign to see it here.", 640, 162, 19, palette.DIM_TEXT)
        for i, line in enumerate(recent):
            self._line(surface, line, 640, 162 + 34 * i, 18, palette.TEXT, width=580)
        self.draw_widgets(surface)

    def _heading(self, surface: pygame.Surface, label: str, x: int, y: int) -> None:
        self._line(surface, label, x, y, 26, palette.GOLD, bold=True)

    def _line(self, surface: pygame.Surface, line: str, x: int, y: int, size: int, color: palette.Rgb,
              bold: bool = False, width: int = 520) -> None:
        vp = self.ctx.viewport
        fitted = text.fit(line, vp.px(size), vp.px(width), bold=bold)
        rendered = text.render(line, fitted, color, bold=bold)
        surface.blit(rendered, vp.point(x, y))

    def _bar(self, surface: pygame.Surface, x: int, y: int, rate: float) -> None:
        vp = self.ctx.viewport
        track = vp.rect((x, y, 160, 16))
        pygame.draw.rect(surface, palette.FELT_LINE, track, border_radius=vp.px(5))
        if rate > 0:
            fill = track.copy()
            fill.width = max(vp.px(4), round(track.width * rate))
            pygame.draw.rect(surface, palette.GOLD, fill, border_radius=vp.px(5))
        label = text.render(f"{rate:.0%}", vp.px(16), palette.TEXT)
        surface.blit(label, label.get_rect(midleft=(track.right + vp.px(8), track.centery)))
