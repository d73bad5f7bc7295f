"""The end of a Kenpo Masters match, over the dimmed ring: who won (or a draw), the scores, Rematch and Menu."""

from __future__ import annotations

import pygame

from game.engine.kenpo.state import KenpoState
from game.scenes.kenpo.match_paint import SEAT_COLOURS
from game.scenes.result import ResultOverlay
from game.ui import palette, text
from game.ui.widgets import Toast

PANEL = pygame.Rect(340, 190, 600, 330)


class ResultScene(ResultOverlay):
    def __init__(self, ctx, headline: str, scores: str, colour: tuple[int, int, int], note: str = ""):
        super().__init__(ctx, (450, 430), 180)
        self.headline = headline
        self.scores = scores
        self.colour = colour
        self.note = note

    def draw(self, surface: pygame.Surface) -> None:
        vp = self.ctx.viewport
        self.draw_panel(surface, PANEL, self.colour, self.headline, 64, self.colour, 72)
        text.draw(surface, self.scores, vp.px(40), palette.TEXT, bold=True, center=vp.point(640, 330))
        if self.note:
            text.draw(surface, self.note, text.fit(self.note, vp.px(20), vp.px(540)), palette.DIM_TEXT,
                      center=vp.point(640, 380))
        self.draw_widgets(surface)


def match_result(ctx, state: KenpoState, names: tuple[str, str], goal: int, notice: str | None) -> ResultScene:
    """The result of a finished match as the seats are named at its table; `notice`: the duel could not be added to
    a damaged record book, which was set aside."""
    scores = f"{names[0]} {state.scores[0]}  \u2013  {state.scores[1]} {names[1]}"
    if state.winner is None:
        result = ResultScene(ctx, "A draw!", scores, palette.GOLD_LIGHT,
                             f"Both reached {goal} with the same total, after {state.turn} turns.")
    else:
        name = names[state.winner]
        headline = "You win!" if name == "You" else f"{name} wins!"
        result = ResultScene(ctx, headline, scores, SEAT_COLOURS[state.winner][0], f"After {state.turn} turns.")
    if notice:
        result.toasts.append(Toast(notice, (640, 700), seconds=8.0))
    return result
