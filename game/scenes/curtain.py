"""Between people at one screen: an opaque curtain naming the player the game now waits for (their turn, or an
answer out of turn). Nothing of the table is drawn under it, and the table switches to that player's view only once
the curtain is clicked away (game.scenes.hotseat decides when it comes down). Its Menu asks before the table is
left over the curtain itself, never over the hand of whoever held the screen before."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.base import Pop, Result
from game.scenes.confirm import SAVED, ask_to_leave
from game.scenes.table import TableScene
from game.ui import palette, text
from game.ui.widgets import Button

READY, LEAVE = "ready", "leave"  # the curtain pops with: the screen taken, the table left
MOST_NEWS = 7  # lines of news the curtain has room for; past them, the oldest are summed up in one line


def news_lines(news: list[str]) -> list[str]:
    """The news as the curtain shows it: all of it when it fits, else the newest lines under one that counts the
    older ones (the table's History keeps them all)."""
    if len(news) <= MOST_NEWS:
        return news
    kept = news[-(MOST_NEWS - 1):]
    more = len(news) - len(kept)
    return [f"\u2026 and {more} more before these (in the History)", *kept]


class CurtainScene(TableScene):
    overlay = False  # opaque: the scene below (the other player's view) is never drawn

    def __init__(self, ctx, name: str, others: list[str], colour: tuple[int, int, int], news: list[str],
                 score: str = "", prompt: str = "your turn", kept: str = SAVED):
        super().__init__(ctx)
        self.name = name
        self.others = others  # the people who must look away
        self.prompt = prompt  # what the game waits for from this player: "your turn", "answer the attack", ...
        self.colour = colour
        self.news = news  # what this player may know of all that happened since its own last turn
        self.score = score
        self.kept = kept  # what leaving keeps of the game (game.scenes.confirm.kept_words)
        self.buttons = [Button("Menu", (1100, 640, 150, 48), self._menu, hotkey="Esc")]

    def _menu(self) -> None:
        ask_to_leave(self, "Leave the table?", [self.kept])

    def resume(self, value: Any) -> None:
        if value is True:  # the player agreed to leave
            self.outcome = Pop(LEAVE)

    def handle(self, event: pygame.event.Event) -> Result:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
            return self.take_outcome()
        menu = self.handle_buttons(event)
        if menu is not None:
            return menu
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return Pop(READY)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return Pop(READY)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        surface.fill(palette.FELT_DARK)
        band = vp.rect((0, 230, 1280, 190))
        pygame.draw.rect(surface, palette.PANEL, band)
        pygame.draw.rect(surface, self.colour, vp.rect((0, 230, 1280, 6)))
        pygame.draw.rect(surface, self.colour, vp.rect((0, 414, 1280, 6)))
        title = f"{self.name}, {self.prompt}"
        text.draw(surface, title, text.fit(title, vp.px(72), vp.px(1100), bold=True), self.colour, bold=True,
                  center=vp.point(640, 300))
        line = "Click when ready"
        text.draw(surface, line, vp.px(30), palette.TEXT, center=vp.point(640, 372))
        who = self.others[0] if len(self.others) == 1 else "Everyone else"
        away = f"{who}, please look away: {self.name}'s hand is about to be shown."
        text.draw(surface, away, text.fit(away, vp.px(22), vp.px(1100)), palette.DIM_TEXT, center=vp.point(640, 460))
        if self.score:
            score, size = text.legible_line(self.score, vp.px(30), vp.px(1200), bold=True)
            text.draw(surface, score, size, palette.GOLD_LIGHT, bold=True, center=vp.point(640, 150))
        if self.news:
            text.draw(surface, "Since your last turn", text.legible(vp.px(18)), palette.DIM_TEXT, bold=True,
                      center=vp.point(640, 500))
        for i, news in enumerate(news_lines(self.news)):
            colour = palette.DIM_TEXT if i == 0 and len(self.news) > MOST_NEWS else palette.TEXT
            news, size = text.legible_line(news, vp.px(21), vp.px(900))
            text.draw(surface, news, size, colour, center=vp.point(640, 530 + 26 * i))
        self.draw_widgets(surface)
