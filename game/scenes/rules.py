"""The Rules screen: the rules in our own words, with the rulings and the rulebook's figures, scrollable; one tab
per game, and each game's glossary page. What a book says is read by game.ui.book_text (its tab, glossary and figures
asked of its game by game.scenes.rulebook) and laid out by game.scenes.rules_page; this screen shows the tabs and the
page in sight, and scrolls it: with the arrows, Page Up and Page Down, Home (the page's top) and End (its foot), the
wheel, and its scroll bar (game.ui.scrollbar), clicked or dragged.
"""

from __future__ import annotations

import time

import pygame

from game.games import game
from game.scenes.base import Pop, Result, Scene
from game.scenes.rulebook import books, glossary_text
from game.scenes.rules_page import CAPTION, Layout, Line, Placed, fitted, laid_out
from game.ui import palette, text
from game.ui.book_text import rules_text
from game.ui.face_cache import MadeAhead, SurfaceCache, out_of_time, rehearsed
from game.ui.scrollbar import ScrollBar
from game.ui.widgets import Button

PAGE = (160, 84, 960, 556)  # design space: the text column under one row of tabs
TABS_PER_ROW = 5
TAB_ROW = 52  # design pixels a further row of tabs takes from the top of the page
WHEEL_STEP = 60  # design pixels a turn of the wheel or an arrow scrolls the page
LINES_ROOM = 0.0003  # seconds a frame that may be held spends on the lines a scroll brings into sight (0.03 to 0.15 ms
# each, by the window's size): a turn of the wheel's; the rest (a page turned, Page Down) are left to the time after it
FIGURE_WINDOWS = 1.0  # the figures an open page keeps, at the window sizes shown lately: a window's area of them
FOOT = (2**31, 1.0)  # the place in the book past its last paragraph (End), found once the page is laid out to its end


class RulesScene(Scene):
    """One tab per game, in rows of five; the page of text shrinks by a row's height for each further row."""

    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END})  # they scroll

    def __init__(self, ctx, ruleset: str | None = None):
        super().__init__(ctx)
        self.books = books()
        self.book = game(ruleset).family if ruleset is not None else next(iter(self.books))
        self.scroll = 0.0
        self.back = Button("Back", (1140, 650, 120, 50), lambda: True, hotkey="Esc")
        self.glossary = False  # the game's glossary page shows, in place of its rules
        self.glossary_button = Button("Glossary", (990, 650, 140, 50), self._turn_page, hotkey="G")
        rows = -(-len(self.books) // TABS_PER_ROW)
        width = 1200 // min(len(self.books), TABS_PER_ROW) - 16
        self.tabs = [Button(label, (40 + (i % TABS_PER_ROW) * (width + 16), 20 + (i // TABS_PER_ROW) * TAB_ROW,
                                    width, 44), self._opener(book), primary=book == self.book)
                     for i, (book, label) in enumerate(self.books.items())]
        self.page = (PAGE[0], PAGE[1] + TAB_ROW * (rows - 1), PAGE[2], PAGE[3] - TAB_ROW * (rows - 1))
        # the page's bar, a row of it a window pixel of the page (its lines are laid out in window pixels)
        self.bar = ScrollBar((self.page[0] + self.page[2] + 11, self.page[1], 8, self.page[3]), None, 0)
        self._laid: Layout | None = None  # the page open, as far as it is laid out
        self._place: tuple[int, float] | None = None  # where in the book to scroll it to once laid out (a resize)
        # the figures drawn, by book and name at their size on the page, for as long as the page is open
        self._pictures = SurfaceCache(min_pixels=0, windows=FIGURE_WINDOWS)
        self._figures_ahead: MadeAhead[Placed] = MadeAhead()  # those drawn before they come into sight
        self._lines_ahead: MadeAhead[Line] = MadeAhead()  # the lines a turn of the wheel would bring into sight

    def _opener(self, book: str):
        def open_book() -> None:
            self.book, self.scroll, self._laid, self._place = book, 0.0, None, None
            for tab, name in zip(self.tabs, self.books, strict=True):
                tab.primary = name == book

        return open_book

    def _turn_page(self) -> None:
        """From the rules to the glossary of the same game, or back."""
        self.glossary, self.scroll, self._laid, self._place = not self.glossary, 0.0, None, None
        self.glossary_button.label = "Rules" if self.glossary else "Glossary"

    def _text(self) -> str:
        return glossary_text(self.book) if self.glossary else rules_text(self.book)

    def resized(self) -> None:
        """The page is laid out anew, in the new size's pixels, and scrolled to the place in the book it showed: the
        paragraph at its top, as far into it."""
        if self._laid is not None:
            self._place = self._laid.place(round(self.scroll))
        self._laid = None

    def focusable(self) -> list[Button]:
        return [*self.tabs, self.glossary_button, self.back]

    def _page(self) -> Layout:
        """The page open, as far as it is laid out: its lines with their x and y in window pixels relative to the
        page top, where its figures go and their captions. The scene keeps what the lines say, not their pictures:
        those in sight are taken from the text cache when drawn, and a whole rulebook's rendered lines, megabytes at a
        large window, are neither held nor pushed through the cache ahead of what the page shows. A page laid out
        before at this window scale is taken as it was (game.scenes.rules_page.laid_out): a window back at a size it
        had wraps no text again. The figures are drawn as they come into sight: a page is laid out from the size each
        figure's game gives, drawing only those whose game gives none.

        A page turned is laid out as far as it shows (`draw`), the rest a paragraph at a time in the time frames leave
        (`ahead`): the paced stack holds the picture on screen until the first screen is laid out and drawn."""
        if self._laid is None:
            name = f"{self.book} glossary" if self.glossary else self.book
            self._laid = laid_out(name, self.book, self._text, self.ctx.viewport, self.ctx.viewport.px(self.page[2]))
        return self._laid

    def _layout(self) -> Layout:
        """The page open, laid out to its end."""
        return self._page().whole(self._pictures)

    def ahead(self) -> bool:
        """The figures in sight or about to be (within half a page of it), one at a time, then the lines a turn of
        the wheel would bring into sight either way, then the rest of the page, a paragraph at a time: a page scrolled
        frame after frame finds the figures and most of the lines it brings into sight made."""
        page, vp, scroll = self._page(), self.ctx.viewport, round(self.scroll)
        height, width, turn = vp.px(self.page[3]), vp.px(self.page[2]), vp.px(WHEEL_STEP)
        near = tuple(placed for placed in page.figures
                     if scroll - height // 2 < placed.y + placed.height and placed.y < scroll + height * 3 // 2)
        if self._figures_ahead.one(near, lambda placed: self._picture(placed, width)):
            return True
        lines = tuple(line for line in page.lines + page.captions
                      if scroll - turn < line.y + line.height and line.y < scroll + height + turn)
        if self._lines_ahead.one(lines, lambda line: text.render(line.text, line.size, line.color, line.bold)):
            return True
        if page.done:
            return False
        page.more(self._pictures)
        return True

    def _picture(self, placed: Placed, width: int) -> pygame.Surface:
        """A figure of the page as drawn lately (`_pictures`): a window back at a size it had draws none again, and
        in a frame past its budget after a resize one drawn at another size stands in, scaled, as faces do
        (game.ui.face_cache). One that cannot be drawn says why in its place."""
        size = (placed.width, placed.height)

        def draw() -> pygame.Surface:
            picture, problem = fitted(self.book, placed.name, self.ctx.viewport.scale, width)
            if picture is not None:
                return picture
            instead = pygame.Surface(size, pygame.SRCALPHA)
            words = text.legible(self.ctx.viewport.px(CAPTION))
            text.draw_lines(instead, [(line, palette.TEXT) for line in text.wrap(problem, words, size[0])], words,
                            instead.get_rect())
            return instead

        return self._pictures.get((self.book, placed.name), size, draw)

    def _measured(self) -> ScrollBar:
        """The page's bar, measured for the page as laid out now and set where the page is scrolled."""
        vp = self.ctx.viewport
        self.bar.total, self.bar.visible, self.bar.step = self._page().height(), vp.px(self.page[3]), vp.px(WHEEL_STEP)
        self.bar.first = round(self.scroll)
        return self.bar

    def _max_scroll(self) -> float:
        bar = self._measured()
        return float(max(0, bar.total - bar.visible))

    def handle(self, event: pygame.event.Event) -> Result:
        step = self.ctx.viewport.px(WHEEL_STEP)
        if self._measured().handle(event, self.ctx.viewport):  # the wheel, or the bar clicked or dragged
            self.scroll = float(self.bar.first)
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                return Pop()
            if event.key == pygame.K_g:
                self._turn_page()
            if event.key in (pygame.K_HOME, pygame.K_END):  # the foot once the rest of the page is laid out
                self.scroll, self._place = 0.0, FOOT if event.key == pygame.K_END else None
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: step * 8, pygame.K_PAGEUP: -step * 8}
            self.scroll += moves.get(event.key, 0)
        if self.back.handle(event, self.ctx.viewport):
            return Pop()
        self.glossary_button.handle(event, self.ctx.viewport)
        for tab in self.tabs:
            tab.handle(event, self.ctx.viewport)
        self.scroll = min(max(0.0, self.scroll), self._max_scroll())
        return None

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        surface.fill(palette.FELT_DARK)
        page = vp.rect(self.page)
        pygame.draw.rect(surface, palette.FELT, page.inflate(vp.px(40), vp.px(20)), border_radius=vp.px(10))
        if self._laid_out_to(page.height):
            self.scroll = min(self.scroll, self._max_scroll())  # measured by a guess till then
            clip = surface.get_clip()
            surface.set_clip(page)
            self._draw_page(surface, page)
            surface.set_clip(clip)
        self._measured().draw(surface, vp)
        self.back.draw(surface, vp)
        self.glossary_button.draw(surface, vp)
        for tab in self.tabs:
            tab.draw(surface, vp)

    def _laid_out_to(self, height: int) -> bool:
        """Lays the page out as far as it shows, `height` window pixels from where it is scrolled (after a resize, to
        the place in the book it showed, then scrolled there), or to its end in a frame not paced (a screenshot, a
        test: nothing is made after it); False if this frame left that for the time after it."""
        laid = self._page()
        while True:
            found = None if self._place is None else laid.found(self._place)
            if found is not None:
                self.scroll, self._place = float(found), None
            if laid.done or (self._place is None and laid.y >= round(self.scroll) + height and rehearsed()):
                return True
            if out_of_time(costly=True):
                return False
            laid.more(self._pictures)

    def _draw_page(self, surface: pygame.Surface, page: pygame.Rect) -> None:
        """The lines and figures in sight, those not yet drawn made while the frame has the time (out_of_time): in a
        frame that will not be shown without them, the lines a scroll brings into sight for up to LINES_ROOM, but no
        figure (`ahead` draws them before they come into sight)."""
        laid, scroll, making = self._page(), round(self.scroll), 0.0
        for line in laid.lines + laid.captions:
            top = page.top + line.y - scroll
            if page.top - line.height < top < page.bottom:
                if not text.made(line.text, line.size, line.color, line.bold):
                    if out_of_time(costly=making > LINES_ROOM):
                        return
                    started = time.perf_counter()
                    text.render(line.text, line.size, line.color, line.bold)
                    making += time.perf_counter() - started
                surface.blit(text.render(line.text, line.size, line.color, line.bold), (page.left + line.x, top))
        for placed in laid.figures:
            top = page.top + placed.y - scroll
            if page.top - placed.height < top < page.bottom:
                size = (placed.width, placed.height)
                if not self._pictures.holds((self.book, placed.name), size) and out_of_time(costly=True):
                    return
                surface.blit(self._picture(placed, self.ctx.viewport.px(self.page[2])), (page.left + placed.x, top))
