"""The Martial Arts rulebook's figures (the Rules screen's `![figure: NAME]` lines): an attack blocked, and a combo
with its link ribbon, drawn with the duel table's faces from the first starter deck's printed cards (which ones:
game.play.matcg.figures)."""

from __future__ import annotations

import pygame

from game.engine.matcg.cards import AttackCard, DefenseCard
from game.play.matcg import figures
from game.play.matcg.ribbon import Link
from game.ui import palette
from game.ui.matcg.faces import duel_face
from game.ui.matcg.ribbon import RESULTS
from game.ui.sketch import Figure, Sketch
from game.words.matcg.felt import link_numbers

CARD_W, CARD_H = 150, 210


def _face(sketch: Sketch, card: AttackCard | DefenseCard, x: float, y: float, dim: bool = False) -> pygame.Rect:
    box = sketch.card(lambda size: duel_face(figures.catalog(), f"s0_{card.id}_1", size), x, y, CARD_W, CARD_H)
    if dim:
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((13, 28, 29, 150))
        sketch.surface.blit(veil, box)
    return box


def _ribbon_chip(sketch: Sketch, x: float, y: float, w: float, top: str, bottom: str, result: str) -> None:
    """One move of the link ribbon, as the duel table shows it above its cards."""
    label, ink = RESULTS.get(result, (result, palette.ERROR_RED))
    box = sketch.rect(x, y, w, 54)
    pygame.draw.rect(sketch.surface, palette.FELT_DARK, box, border_radius=sketch.px(8))
    pygame.draw.rect(sketch.surface, ink, box, width=sketch.px(2), border_radius=sketch.px(8))
    sketch.label(f"{top}: {label}", x + w / 2, y + 16, 15, bold=True, width=w - 10)
    sketch.label(bottom, x + w / 2, y + 39, 15, palette.GOLD_LIGHT, width=w - 10)


def combo(sketch: Sketch) -> None:
    """A three-move combo under its ribbon: each CPT at least the LNK of the move before; a fourth that cannot link."""
    chain, short = figures.chain()
    step = 200
    for k, card in enumerate(chain):
        x = 20 + k * step
        bottom = link_numbers(Link(card.id, card.cpt, chain[k - 1].lnk if k else None, card.lnk))
        _ribbon_chip(sketch, x, 10, step - 14, card.name, bottom, "hit")
        _face(sketch, card, x + (step - 14 - CARD_W) / 2, 84)
        if k:
            sketch.arrow((x - 34, 190), (x - 2, 190), palette.HIGHLIGHT, 6)
    if short is not None:
        x, wide = 20 + 3 * step, sketch.width - 40 - 3 * step  # the last ribbon takes the rest of the figure's width
        _ribbon_chip(sketch, x, 10, wide, short.name, f"CPT {short.cpt} < LNK {chain[-1].lnk}", "cannot link")
        _face(sketch, short, x + (wide - CARD_W) / 2, 84, dim=True)
        sketch.label("\u2717 not a link", x + wide / 2, 190, 20, palette.ERROR_RED, bold=True)
    sketch.label(f"A combo of {len(chain)} hits earns {len(chain) - 1} ADR", 20 + 1.5 * step - 7, 306, 17,
                 palette.DIM_TEXT)


def block(sketch: Sketch) -> None:
    """An attack met by a Defense card that absorbs all of it; the defender may counter from the block's LNK."""
    attack, guard, counter = figures.absorbed()
    _face(sketch, attack, 10, 50)
    sketch.label("attacker", 10 + CARD_W / 2, 30, colour=palette.GOLD_LIGHT, bold=True)
    sketch.arrow((200, 155), (325, 155), palette.ERROR_RED)
    _face(sketch, guard, 365, 50)
    sketch.label("defender blocks", 365 + CARD_W / 2, 30, colour=palette.GOLD_LIGHT, bold=True)
    sketch.chip(f"ATK {attack.atk} \u2212 DEF {guard.defense} = 0", 262, 112, palette.BLOCK_STEEL)
    sketch.arrow((555, 155), (680, 155), palette.HIGHLIGHT)
    sketch.chip(f"CPT {counter.cpt} \u2265 LNK {guard.lnk}", 617, 112, palette.RECOVER_GREEN)
    _face(sketch, counter, 720, 50)
    sketch.label("and may counter", 720 + CARD_W / 2, 30, colour=palette.GOLD_LIGHT, bold=True)
    sketch.label("All the damage absorbed: the attacker's combo ends here.", 440, 284, 17, palette.DIM_TEXT)


FIGURES = {"combo": Figure(320, combo), "block": Figure(300, block)}
