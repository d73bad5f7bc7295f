"""The pictures in the middle of Martial Arts cards, drawn from the card's data, so a new card gets one with no new
code: an Attack card shows a fighter throwing its technique (its tag: Punch, Kick, Strike, Elbow, Knee, or a staff
for a Weapon), the limb that strikes drawn thick in the attack's red with the impact beside it; a Defense card the
fighter's guard behind a steel arc (two arcs where it stacks, struck back where it reflects, wide where it absorbs
everything; a staff where it is a weapon); Strategy and Event cards an emblem of what they do (a burst for attack,
a shield for blocks, a heart for healing, a fan of cards for drawing, a chain for LNK, a struck-out disc for a
cancel) with an arrow the way they change things. An Illegal Move wears a red struck-out disc in its corner.

Every picture is square, drawn with antialiased shapes at the size asked for (nothing bundled, nothing scaled up) in
the ink and colours of the faces, and cached with them: one picture per motif and size, shared by every card that
shows it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine.matcg import cards as c
from game.engine.matcg.cards import AnyCard
from game.ui import palette, shapes
from game.ui.card_parts import FACES
from game.ui.fighters import POSES, Pen, Point, drawn_picture, fighter
from game.ui.palette import Rgb

Motif = tuple[str, ...]  # what a picture shows: ("attack", "Kick", "normal"), ("strategy", "heal", "+")
# each kind's ink: what a picture highlights, and the rim of its face (game.ui.matcg.faces)
HIGHLIGHTS: dict[str, Rgb] = {"attack": palette.ATTACK_RED, "defense": palette.BLOCK_STEEL,
                              "strategy": palette.CHARGE_PURPLE, "event": palette.GOLD_DARK}


def motif(card: AnyCard) -> Motif:
    """What the picture of `card` shows, from its kind, tag, class and effects alone."""
    if isinstance(card, c.AttackCard):
        return ("attack", card.tags[0] if card.tags else "Strike", card.card_class)
    effects = tuple(effect.effect for effect in card.effects)
    if isinstance(card, c.DefenseCard):
        return ("defense", card.card_class, *sorted(effects))
    first = card.effects[0]
    amount = getattr(first, "amount", 1)
    tag = getattr(first, "tag", None)
    return (card.kind, first.effect, "+" if amount > 0 else "-", *((tag,) if tag else ()))


def picture(card: AnyCard, side: int, ground: Rgb = palette.PAPER) -> pygame.Surface:
    """The square picture of `card`, `side` pixels wide on the colour `ground` (what it lies on: the card's paper, a
    deck builder's tile), drawn once per motif, ground and size."""
    shown = motif(card)
    return drawn_picture(FACES, ("matcg_picture", shown, ground), side, ground, lambda pen: _draw(pen, shown))


# ----- drawing -----------------------------------------------------------------------------------------------------


def _draw(pen: Pen, shown: Motif) -> None:
    kind = shown[0]
    pen.disc(palette.PAPER_SHADE, (0.5, 0.5), 0.49)
    highlight = HIGHLIGHTS[kind]
    if kind == "attack":
        _attack(pen, shown[1], highlight)
    elif kind == "defense":
        _defense(pen, shown[2:], shown[1] == "weapon", highlight)
    else:
        _emblem(pen, shown, highlight)
    if "illegal" in shown:
        _forbidden(pen, (0.84, 0.16), 0.13)


# ----- fighters ----------------------------------------------------------------------------------------------------

def _attack(pen: Pen, tag: str, highlight: Rgb) -> None:
    pose = POSES.get(tag, POSES["Strike"])
    if tag == "Weapon":  # a staff in both hands, swung forward
        pen.line(highlight, (0.3, 0.48), (0.88, 0.12), 0.08)
    fighter(pen, pose, highlight)


def _defense(pen: Pen, effects: Motif, weapon: bool, highlight: Rgb) -> None:
    fighter(pen, POSES["guard"], highlight)
    if weapon:  # a staff held upright across the guard
        pen.line(palette.GOLD_DARK, (0.64, 0.06), (0.57, 0.7), 0.07)
    reach = 80 if "absorb_all" in effects else 55
    pen.arc(highlight, (0.42, 0.45), 0.4, -reach, reach, 0.07)
    if "stack" in effects:
        pen.arc(highlight, (0.42, 0.45), 0.5, -reach + 10, reach - 10, 0.05)
    if "reflect" in effects:
        for y in (0.3, 0.45, 0.6):
            pen.line(palette.ATTACK_RED, (0.86, y), (0.96, y - 0.05), 0.04)


# ----- emblems -----------------------------------------------------------------------------------------------------

Emblem = Callable[[Pen, Point, float, Rgb], None]  # draws at a centre, of a radius, in a colour


def _burst(pen: Pen, centre: Point, radius: float, colour: Rgb) -> None:
    cx, cy = centre
    points = [(cx + (radius if k % 2 == 0 else radius * 0.5) * math.cos(math.pi * k / 8 - math.pi / 2),
               cy + (radius if k % 2 == 0 else radius * 0.5) * math.sin(math.pi * k / 8 - math.pi / 2))
              for k in range(16)]
    pen.polygon(palette.ATTACK_RED_DARK, points)
    pen.polygon(colour, [(cx + (x - cx) * 0.75, cy + (y - cy) * 0.75) for x, y in points])


def _shield(pen: Pen, centre: Point, radius: float, colour: Rgb) -> None:
    cx, cy = centre

    def outline(r: float) -> list[Point]:
        return [(cx - r, cy - r * 0.8), (cx, cy - r), (cx + r, cy - r * 0.8), (cx + r * 0.85, cy + r * 0.3),
                (cx, cy + r * 1.05), (cx - r * 0.85, cy + r * 0.3)]

    pen.polygon(palette.INK_SOFT, outline(radius))
    pen.polygon(colour, outline(radius * 0.82))
    pen.line(palette.PAPER, (cx, cy - radius * 0.6), (cx, cy + radius * 0.6), 0.04)


def _heart(pen: Pen, centre: Point, radius: float, colour: Rgb) -> None:
    box = pygame.Rect(0, 0, round(2 * radius * pen.size), round(1.8 * radius * pen.size))
    box.center = round(centre[0] * pen.size), round(centre[1] * pen.size)
    shapes.heart(pen.surface, box, colour, palette.ATTACK_RED_DARK)


def _fan(pen: Pen, centre: Point, radius: float, colour: Rgb) -> None:
    """Three cards fanned out, the front one in `colour`."""
    cx, cy = centre
    for k, angle in enumerate((-24, 0, 24)):
        turn = math.radians(angle)
        corners = [(-0.5, -0.7), (0.5, -0.7), (0.5, 0.7), (-0.5, 0.7)]
        points = [(cx + radius * (x * math.cos(turn) - y * math.sin(turn)),
                   cy + radius * 0.15 + radius * (x * math.sin(turn) + y * math.cos(turn))) for x, y in corners]
        pen.polygon(palette.INK_SOFT, points)
        inner = [(cx + radius * 0.86 * (x * math.cos(turn) - y * math.sin(turn)),
                  cy + radius * 0.15 + radius * 0.86 * (x * math.sin(turn) + y * math.cos(turn))) for x, y in corners]
        pen.polygon(colour if k == 2 else palette.PAPER, inner)


def _chain(pen: Pen, centre: Point, radius: float, colour: Rgb) -> None:
    """Two links of a chain, the second through the first."""
    cx, cy = centre
    for k, dx in enumerate((-0.45, 0.45)):
        box = pygame.Rect(0, 0, round(radius * 1.3 * pen.size), round(radius * 0.75 * pen.size))
        box.center = round((cx + dx * radius) * pen.size), round((cy + (k - 0.5) * radius * 0.2) * pen.size)
        pygame.draw.rect(pen.surface, palette.INK_SOFT if k else colour, box, width=pen.width(0.07),
                         border_radius=box.h // 2)


def _forbidden(pen: Pen, centre: Point, radius: float, inside: Emblem | None = None) -> None:
    """A red ring struck through: not allowed (a cancel, of the emblem `inside`; an Illegal Move)."""
    pen.disc(palette.ATTACK_RED, centre, radius)
    pen.disc(palette.PAPER, centre, radius * 0.72)
    if inside is not None:
        inside(pen, centre, radius * 0.6, palette.GOLD)
    slant = radius * 0.72
    pen.line(palette.ATTACK_RED, (centre[0] - slant, centre[1] + slant), (centre[0] + slant, centre[1] - slant),
             radius * 0.35)


def _arrow(pen: Pen, up: bool, colour: Rgb) -> None:
    """An arrow at the right, pointing the way the card changes a number."""
    x, top, bottom = 0.8, 0.24, 0.76
    tip, tail = (top, bottom) if up else (bottom, top)
    head = 0.14 if up else -0.14
    pen.line(colour, (x, tail), (x, tip + head * 0.5), 0.07)
    pen.polygon(colour, [(x, tip), (x + 0.11, tip + head), (x - 0.11, tip + head)])


def _plus(pen: Pen, colour: Rgb) -> None:
    pen.line(colour, (0.8, 0.36), (0.8, 0.64), 0.08)
    pen.line(colour, (0.66, 0.5), (0.94, 0.5), 0.08)


EMBLEMS: dict[str, tuple[Emblem, str]] = {  # an effect's emblem, and what stands beside it: an arrow or a plus
    "boost_attack": (_burst, "arrow"), "attack_modifier": (_burst, "arrow"),
    "boost_block": (_shield, "arrow"), "block_modifier": (_shield, "arrow"),
    "link_modifier": (_chain, "arrow"),
    "heal": (_heart, "plus"), "turn_end_heal": (_heart, "plus"),
    "draw": (_fan, "plus"), "extra_draw": (_fan, "plus"),
}


def _emblem(pen: Pen, shown: Motif, highlight: Rgb) -> None:
    _, effect, sign, *tag = shown
    if effect == "cancel":
        _forbidden(pen, (0.5, 0.5), 0.4, _burst)
        return
    draw, beside = EMBLEMS.get(effect, (_burst, "arrow"))
    centre, radius = (0.38, 0.5), 0.27
    if tag:  # an attack of one tag: its fighter, small
        box = pygame.Rect(0, 0, round(pen.size * 0.62), round(pen.size * 0.62))
        box.center = round(pen.at(*centre)[0]), round(pen.at(*centre)[1])
        _attack(Pen(pen.surface, box), tag[0], palette.ATTACK_RED)
    else:
        colours: dict[Emblem, Rgb] = {_burst: palette.GOLD, _heart: palette.ATTACK_RED, _shield: palette.BLOCK_STEEL}
        draw(pen, centre, radius, colours.get(draw, highlight))
    if beside == "plus":
        _plus(pen, palette.RECOVER_GREEN)
    else:
        _arrow(pen, sign == "+", palette.RECOVER_GREEN if sign == "+" else palette.ATTACK_RED)
