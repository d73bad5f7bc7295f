"""The picture on a Kenpo Masters Action card: the fighter in the stance its qualifiers name (a Punch, a Kick, a High
Kick, a Spinning strike, a Block, a Movement), drawn faint across the mini-ring as its backdrop, so the arrows and
numbers on it stay as clear as before. A Spinning technique swirls, a Rushing or Movement card leaves speed lines
behind. Drawn from the qualifiers alone, so a new card gets one with no new code; Effect cards keep their emblem.

Kept one picture per stance and size (game.ui.fighters draws the fighters of every game), in a cache of their own
beside the faces': they are only parts that faces are drawn from, and kept among the faces they would push out of that
cache the faces on screen, which a still frame leaves the least recently used, when the ring arena makes the faces
its hand is held and enlarged at ahead (at 1920x1080 the faces and their pictures together outgrow the faces' cache).
"""

from __future__ import annotations

import pygame

from game.engine.kenpo.cards import ActionCard
from game.ui import palette, shapes
from game.ui.face_cache import SurfaceCache
from game.ui.fighters import POSES, Pen, drawn_picture, fighter

FAINT = 0.3  # how far from the ring's paper toward full colour the picture is drawn
INK = shapes.mix(palette.PAPER_COOL, palette.INK_SOFT, FAINT)
LIT = shapes.mix(palette.PAPER_COOL, palette.ATTACK_RED, FAINT)
Stance = tuple[str, bool, bool]  # the pose, whether it swirls, whether it rushes
PICTURES = SurfaceCache(min_pixels=300_000, windows=0.3)  # the stances at the sizes of a table's faces and the zoom


def stance(card: ActionCard) -> Stance:
    """The pose of a card's picture and its marks, from its qualifiers."""
    has = set(card.qualifiers)
    if "Movement" in has:
        pose = "Movement"
    elif "Block" in has:
        pose = "guard"
    elif "Kick" in has:
        pose = "High Kick" if "High" in has else "Kick"
    elif "Punch" in has:
        pose = "Punch"
    else:
        pose = "Spinning" if "Spinning" in has else "Strike"
    return pose, "Spinning" in has, bool(has & {"Rushing", "Movement"})


def backdrop(card: ActionCard, side: int) -> pygame.Surface:
    """The card's picture, `side` pixels square on a clear ground, drawn once per stance and size."""
    shown = stance(card)  # on a clear ground whose edges blend toward the ring's paper
    return drawn_picture(PICTURES, shown, side, (*palette.PAPER_COOL, 0), lambda pen: _draw(pen, shown))


def _draw(pen: Pen, shown: Stance) -> None:
    pose, swirls, rushes = shown
    if swirls:  # the turn of a spinning technique, around the fighter
        pen.arc(LIT, (0.42, 0.5), 0.42, 150, 390, 0.04)
    if rushes:  # speed lines behind
        for y in (0.35, 0.5, 0.65):
            pen.line(INK, (0.04, y), (0.2, y), 0.035)
    fighter(pen, POSES[pose], LIT, INK)
