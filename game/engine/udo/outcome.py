"""The events of one command being decided, folded as they are added so later decisions see them."""

from __future__ import annotations

from game.engine.deciding import Deciding
from game.engine.udo.cards import Catalog
from game.engine.udo.evolve import HANDLERS
from game.engine.udo.state import UdoState


class Outcome(Deciding[UdoState]):
    handlers = HANDLERS

    def __init__(self, catalog: Catalog, state: UdoState, seed: int, position: int):
        super().__init__(state, seed, position)
        self.catalog = catalog
