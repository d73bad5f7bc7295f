"""The searching Kenpo Masters bots plan the very lines they planned before: speed is won without changing a
choice."""

from __future__ import annotations

import json

import pytest

from game.ai.kenpo.bot import SETTINGS
from tests.ai.kenpo.planned_lines import FROZEN, planned

FROZEN_LINES: dict[str, list[list[str]]] = json.loads(FROZEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("level", sorted(SETTINGS))
def test_each_level_plans_the_frozen_lines_from_the_seeded_positions(level):
    frozen = FROZEN_LINES[level]
    assert len(frozen) >= 8
    lines = planned(level)
    changed = [number for number, (line, was) in enumerate(zip(lines, frozen, strict=True)) if line != was]
    assert changed == [], f"{len(changed)} of {len(frozen)} lines changed, first at position {changed[:1]}"
