"""The Martial Arts table is built by composition (house style 16): it holds its parts (its steps, keys, motion and
painter, with the fighters' panels), each reading the table through a small protocol, instead of inheriting them as
mixins that declare with stubs what the others must supply."""

from __future__ import annotations

from pathlib import Path

import game.scenes.matcg as matcg_scenes
from game.scenes.matcg import cup_duel
from game.scenes.matcg.board import DuelTableScene


def test_none_of_the_duel_tables_bases_is_a_part_of_martial_arts_its_parts_are_held():
    own = [cls.__name__ for cls in DuelTableScene.__mro__[1:] if cls.__module__.startswith("game.scenes.matcg")]
    assert own == []


def test_a_tournaments_match_is_a_part_the_duel_table_holds_not_a_table_of_its_own():
    tables = [name for name, value in vars(cup_duel).items()
              if isinstance(value, type) and issubclass(value, DuelTableScene) and value is not DuelTableScene]
    assert tables == []


def test_no_martial_arts_scene_module_stubs_what_another_must_supply():
    folder = Path(matcg_scenes.__file__).parent
    stubbed = [path.name for path in sorted(folder.glob("*.py")) if "raise NotImplementedError" in path.read_text()]
    assert stubbed == []
