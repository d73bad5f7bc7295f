"""Which way a waiting strike's chip tells its points, and how far beside its arrow it lies
(game.layout.kenpo.ring.label_placed): each card's points while their chip lies whole inside the room, else the sum;
each label's distance is label_aside's for its own size."""

from __future__ import annotations

import pygame

from game.layout.kenpo.ring import label_aside, label_placed

START, END, SIDE = (300.0, 300.0), (300.0, 200.0), 10.0  # a strike straight up the ring
SIZES = {"1+6+2+4": (90.0, 28.0), "13": (34.0, 28.0)}


def test_each_cards_points_are_told_where_their_chip_lies_inside_the_room():
    room = pygame.Rect(0, 0, 600, 600)
    assert label_placed(START, END, SIDE, ("1+6+2+4", "13"), SIZES.__getitem__, room) == (
        "1+6+2+4", label_aside(START, END, SIDE, SIZES["1+6+2+4"]))


def test_the_sum_is_told_where_each_cards_points_would_reach_past_the_room():
    room = pygame.Rect(250, 0, 100, 600)  # the arrow's own side ends close by: the wide chip would cross it
    assert label_placed(START, END, SIDE, ("1+6+2+4", "13"), SIZES.__getitem__, room) == (
        "13", label_aside(START, END, SIDE, SIZES["13"]))


def test_with_no_room_to_keep_to_the_fullest_is_told():
    assert label_placed(START, END, SIDE, ("1+6+2+4", "13"), SIZES.__getitem__, None)[0] == "1+6+2+4"
