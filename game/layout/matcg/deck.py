"""Where the deck builder's parts are, in design space (1280x720): the collection with its filters on the left, the
deck with its legality, curves and list on the right; and a sample hand in its overlays' panel."""

from __future__ import annotations

import pygame

from game.layout.panel_list import PANEL

# the top row: the title, "Judged by" and a button for each rule set, APART from each other, the chosen one ringed
# (marks.chosen: 4 px out); the title, "Judged by" and the ring stand as far apart as the buttons. Then, GROUPS_APART
# further, a button for each play (Normal play, Anything Goes); each button is RULESET_W or PLAY_W wide, or as wide
# as its label needs whole (at the Largest text)
RULESETS_X, RULESET_W, APART = 330, 84, 8
PLAY_W, GROUPS_APART = 168, 26
JUDGED_RIGHT = RULESETS_X - 4 - APART
TITLE_X = 16

# the filters: a range slider per stat, by its field, in the second and third rows
SLIDERS = {"atk": (290, 110, 160, 30), "defense": (456, 110, 160, 30), "adr": (622, 110, 154, 30),
           "lnk": (16, 146, 170, 30), "cpt": (192, 146, 170, 30)}

# the collection: a grid of tiles under three rows of filters
GRID_X, GRID_Y = 16, 182
# three columns: each tile has room for the card's picture beside its three readable lines
TILE_W, TILE_H, GAP = 244, 64, 4
COLUMNS, ROWS = 3, 7
ROW_STEP = TILE_H + 6
GRID = pygame.Rect(GRID_X, GRID_Y, COLUMNS * TILE_W + (COLUMNS - 1) * GAP, ROWS * ROW_STEP)
GRID_BAR = (GRID.right + 6, GRID_Y, 14, ROWS * ROW_STEP - 6)

# the deck
DECK_X, DECK_W = 800, 464
DECK_AREA = pygame.Rect(DECK_X - 8, 60, DECK_W + 16, 528)  # where a card dropped joins the deck
HEADER = pygame.Rect(DECK_X, 62, DECK_W, 44)  # the deck's name and its size
LEGALITY = pygame.Rect(DECK_X, 110, DECK_W, 86)  # a click on it lists every reason the deck is not legal
LIST_Y, LIST_ROW, LIST_ROWS = 306, 28, 10
LIST = pygame.Rect(DECK_X, LIST_Y, DECK_W - 20, LIST_ROW * LIST_ROWS)
LIST_BAR = (DECK_X + DECK_W - 12, LIST_Y, 12, LIST_ROW * LIST_ROWS - 4)
STEP_W = 26  # the − and + of a row


def tile_rect(shown: int) -> tuple[float, float, float, float]:
    """The rect of the `shown`-th visible tile of the grid."""
    row, column = divmod(shown, COLUMNS)
    return (GRID_X + column * (TILE_W + GAP), GRID_Y + row * ROW_STEP, TILE_W, TILE_H)


def row_rects(shown: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The −, the body and the + of the `shown`-th visible row of the deck list."""
    y = LIST_Y + shown * LIST_ROW
    minus = pygame.Rect(DECK_X, y, STEP_W, LIST_ROW - 3)
    body = pygame.Rect(DECK_X + STEP_W + 4, y, LIST.w - 2 * STEP_W - 8, LIST_ROW - 3)
    plus = pygame.Rect(body.right + 4, y, STEP_W, LIST_ROW - 3)
    return minus, body, plus


# the overlays' panel (game.layout.panel_list) holds a sample hand too
SAMPLE_CARD, SAMPLE_GAP = (140, 196), 14


def sample_card(k: int, count: int) -> tuple[float, float, float, float]:
    """The rect of the `k`-th of `count` cards of a sample hand: four in a row centred in the panel, the rest
    centred under them."""
    (w, h), gap = SAMPLE_CARD, SAMPLE_GAP
    column, row = k % 4, k // 4
    in_row = 4 if row == 0 else count - 4
    width = in_row * w + (in_row - 1) * gap
    return (PANEL.centerx - width / 2 + column * (w + gap), PANEL.y + 100 + row * (h + gap), w, h)
