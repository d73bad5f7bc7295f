"""The table's colours, by meaning. Everything the UI draws takes its colours from here.

A dark, calm felt under warm ivory cards; colour carries meaning (red attacks, blue hearts,
gold glory, purple charge), so a colour is never reused for something else.
"""

from __future__ import annotations

Rgb = tuple[int, int, int]
Rgba = tuple[int, int, int, int]

# the table
FELT: Rgb = (22, 44, 44)
FELT_DARK: Rgb = (13, 28, 29)
FELT_LINE: Rgb = (38, 66, 64)

# cards
PAPER: Rgb = (243, 235, 217)
PAPER_SHADE: Rgb = (226, 214, 190)
PAPER_COOL: Rgb = (232, 230, 222)
INK: Rgb = (33, 29, 34)
INK_SOFT: Rgb = (92, 84, 82)
RIM: Rgb = (24, 20, 24)
TITLE_BAND: Rgb = (46, 52, 60)
TITLE_TEXT: Rgb = (246, 240, 226)

# meaning
ATTACK_RED: Rgb = (190, 44, 44)
ATTACK_RED_DARK: Rgb = (112, 22, 26)
BACK_BLACK: Rgb = (26, 16, 18)
HEART_BLUE: Rgb = (48, 118, 214)
HEART_BLUE_DARK: Rgb = (22, 62, 128)
GOLD: Rgb = (226, 178, 60)
GOLD_DARK: Rgb = (150, 104, 24)
GOLD_LIGHT: Rgb = (252, 224, 136)
SILVER: Rgb = (202, 210, 220)
SILVER_DARK: Rgb = (96, 106, 120)
CHARGE_PURPLE: Rgb = (138, 82, 204)
CHARGE_PURPLE_DARK: Rgb = (70, 38, 112)
BLOCK_STEEL: Rgb = (52, 96, 140)
BLOCK_LIGHT: Rgb = (124, 180, 236)  # block in text and glows on the felt
CHARGE_LIGHT: Rgb = (196, 160, 244)  # charge in text on the felt
RECOVER_GREEN: Rgb = (48, 128, 84)
TOKEN: Rgb = (30, 30, 34)
TOKEN_RIM: Rgb = (90, 92, 100)

# interaction and text on the table
HIGHLIGHT: Rgb = (112, 232, 170)
ERROR_RED: Rgb = (238, 86, 72)
RAGE: Rgb = (240, 118, 32)  # Kai's fury: ENRAGED card borders, rage tokens
RAGE_DARK: Rgb = (150, 48, 16)
TEXT: Rgb = (236, 232, 222)
DIM_TEXT: Rgb = (148, 158, 160)
PANEL: Rgb = (16, 33, 35)  # tooltips and forecasts floating over the table
GHOST: Rgb = (250, 214, 110)  # outlines of suggested (hint) cards

# Kenpo Masters (the ring duel). The decks are yellow and red; the fighters, deck backs and score race wear
# their deck's colour. On the cards, yellow arrows are movements (with bonuses) and red ones attacks and
# defences, as the printed cards have them; the seat red is a crimson kept apart from the attack red.
KENPO_YELLOW: Rgb = (236, 186, 48)
KENPO_YELLOW_DARK: Rgb = (128, 92, 16)
KENPO_RED: Rgb = (214, 70, 96)
KENPO_RED_DARK: Rgb = (110, 24, 44)
MOVE_YELLOW: Rgb = (250, 210, 60)  # movement arrows and their bonus badges
MOVE_YELLOW_EDGE: Rgb = (146, 104, 8)
RING_MAT: Rgb = (32, 60, 58)  # the ring's nine squares on the felt
RING_LINE: Rgb = (74, 110, 104)

# Master (the set-collection game). Each seat's name and area frame wear a seat colour; the cards keep the four
# skills' own colours (from the card data) and gold for the wilds, so none of these is a skill's colour.
MASTER_SEATS: tuple[Rgb, ...] = (
    (236, 132, 150),  # rose
    (96, 200, 222),  # cyan
    (236, 214, 100),  # lemon
    (200, 200, 210),  # silver
    (246, 170, 120),  # peach
    (150, 184, 252),  # sky
)
STEAL_RED: Rgb = (236, 96, 80)  # a steal waiting for its answer: the attacking card's ring, the banner
