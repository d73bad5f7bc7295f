"""The typed game manifest: each layer's package of a family declares the facets that layer owns (game.games), each
given or explicitly None, so that the registry reads a game's facets from the floor that owns them, never probes."""

from __future__ import annotations

from importlib import import_module

import pytest

from game.games import LAYERS, families

# What each layer's package of a family declares, read by the registry's Game (its method of the same purpose).
FACETS = {
    "layout": ("LEVELS",),  # Game.levels
    "files": ("in_progress", "record"),  # Game.in_progress, Game.recorder
    "words": ("billing", "history"),  # Game.billing, Game.history
    "ui": ("cue",),  # Game.cue
    "tools": ("TOOLS",),  # Game.tools
}


@pytest.mark.parametrize("entry", families(), ids=lambda entry: entry.family)
def test_every_family_declares_each_facet_in_the_layer_that_owns_it_given_or_none(entry):
    undeclared = [f"game.{layer}.{entry.family}.{name}" for layer, names in FACETS.items()
                  for name in names if not hasattr(import_module(f"game.{layer}.{entry.family}"), name)]
    assert undeclared == []


def test_every_layer_with_facets_is_one_every_family_has_a_package_in():
    assert set(FACETS) <= set(LAYERS)
