"""The tooltip of a card in a combo leaves the master's attacks in sight (issue 33: in the smallest window with the
Largest text, Kai's "X 2 = 2 cards" lay over the revealed attack's caption, "If it hits, you lose Torso Twist", and
the words of the attack that add to X). A tip lies beside what it explains and clear of what the table reads beside
it (game.scenes.card_table.CardTable.tip_clear_of), narrower or in smaller type where the room clear of both needs
it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.files import settings
from game.games import game
from game.scenes import card_table as table_module
from game.tools.shooting import ShotRequest
from game.ui import text
from tests.scenes.helpers import context, frame
from tests.scenes.test_glossary import rest_on


@pytest.mark.parametrize("text_size", ["normal", "largest"])
@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_the_tip_of_a_card_in_a_combo_leaves_the_revealed_attacks_and_their_words_in_sight(ruleset_id, text_size,
                                                                                          monkeypatch):
    settings.change(text_size=text_size)
    tips: list[tuple[list[tuple[str, str]], pygame.Rect | None]] = []
    real = table_module.draw_tip

    def spy(surface: pygame.Surface, vp: Any, rows: Any, beside: pygame.Rect,
            avoid: Any = ()) -> pygame.Rect | None:
        box = real(surface, vp, rows, beside, avoid)
        tips.append((list(rows), box))
        return box

    monkeypatch.setattr(table_module, "draw_tip", spy)
    told, covering = 0, []
    for seed in (1, 2, 3):
        for steps in (2, 6, 8):
            ctx, surface = context((1024, 600))
            stack = game(ruleset_id).tools().shots["table"](ShotRequest(ctx, surface, ruleset_id, seed, steps, 0,
                                                                        None))
            frame(stack, surface, 0.0)
            scene = stack.top
            attacks = scene.painter.read_beside()[:len(scene.state.revealed)]
            combos = {card for combo in scene.state.combos for card in combo}
            for key in sorted(combos & set(scene.by_key)):
                tips.clear()
                rest_on(stack, surface, scene.by_key[key].rect.center)
                for rows, box in tips:
                    if rows and rows[0][0].startswith("X ") and box is not None:  # "X 2": "= 2 cards"
                        told += 1
                        assert text.pixels(text.least_readable()) >= text.LEAST_PX
                        if box.collidelist(attacks) != -1:
                            covering.append((seed, steps, key, rows[0], box))
    assert told and covering == []
