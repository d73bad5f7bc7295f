"""The end of a match of Master, over the dimmed table: the places, each player's experience in every round and
in all, and Rematch or Menu."""

from __future__ import annotations

import pygame

from game.engine.master.scoring import places, rounds_won, totals
from game.engine.master.state import MasterState
from game.scenes.result import ResultOverlay
from game.ui import palette, text

PANEL = pygame.Rect(190, 90, 900, 540)
ROW = 40


def ordinal(place: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")


def headline(state: MasterState, names: tuple[str, ...], you: int | None) -> str:
    winners = [seat for seat, place in enumerate(places(state)) if place == 1]
    if len(winners) == len(names):
        return "Everyone shares first place!"
    if you is not None and winners == [you]:
        return "You win the match!"
    who = " and ".join(names[seat] for seat in winners)
    return f"{who} share first place!" if len(winners) > 1 else f"{who} wins the match!"


class MasterResultScene(ResultOverlay):
    def __init__(self, ctx, state: MasterState, names: tuple[str, ...], you: int | None = None):
        super().__init__(ctx, (PANEL.centerx - 200, PANEL.bottom - 80), 190)
        self.state = state
        self.names = names
        self.headline = headline(state, names, you)

    def standings(self) -> list[tuple[int, int]]:
        """(place, seat), best first."""
        return sorted((place, seat) for seat, place in enumerate(places(self.state)))

    def draw(self, surface: pygame.Surface) -> None:
        vp, state = self.ctx.viewport, self.state
        self.draw_panel(surface, PANEL, palette.GOLD, self.headline, 50, palette.GOLD_LIGHT, 50)
        rounds = len(state.past)
        columns = self._columns(rounds)
        top = PANEL.y + 104
        heads = ["", "Player", *((f"Round {r + 1}" if rounds <= 5 else f"R{r + 1}") for r in range(rounds)), "Total",
                 "Won"]
        for (x, w), head in zip(columns, heads, strict=True):
            text.draw(surface, head, text.fit(head, vp.px(17), vp.px(w)), palette.DIM_TEXT, bold=True,
                      center=vp.point(x + w / 2, top))
        won, total = rounds_won(state), totals(state)
        for row, (place, seat) in enumerate(self.standings()):
            y = top + 34 + row * ROW
            if row % 2 == 0:
                pygame.draw.rect(surface, palette.FELT_DARK, vp.rect((PANEL.x + 30, y - ROW / 2 + 2, PANEL.w - 60,
                                                                      ROW - 4)), border_radius=vp.px(6))
            colour = palette.MASTER_SEATS[seat % len(palette.MASTER_SEATS)]
            cells = [ordinal(place), self.names[seat], *(str(r[seat]) for r in state.past), str(total[seat]),
                     str(won[seat])]
            inks = [palette.GOLD_LIGHT if place == 1 else palette.TEXT, colour, *([palette.TEXT] * rounds),
                    palette.GOLD_LIGHT, palette.TEXT]
            for (x, w), cell, ink in zip(columns, cells, inks, strict=True):
                bold = ink is not palette.TEXT
                text.draw(surface, cell, text.fit(cell, vp.px(21), vp.px(w), bold=bold), ink, bold=bold,
                          center=vp.point(x + w / 2, y))
        note = "Places: most experience over every round; a tie goes to the most rounds won."
        text.draw(surface, note, text.fit(note, vp.px(16), vp.px(PANEL.w - 60)), palette.DIM_TEXT,
                  center=vp.point(PANEL.centerx, PANEL.bottom - 104))
        self.draw_widgets(surface)

    @staticmethod
    def _columns(rounds: int) -> list[tuple[float, float]]:
        """(x, width) of each column: place, name, each round, total, rounds won."""
        left, room = PANEL.x + 40, PANEL.w - 80
        widths = [60.0, 210.0]
        rest = room - sum(widths) - 90 - 70
        widths += [rest / max(1, rounds)] * rounds + [90.0, 70.0]
        columns, x = [], float(left)
        for w in widths:
            columns.append((x, w))
            x += w
        return columns
