"""The Master table is built by composition (house style 16): it holds its parts, each reading the table through a
small protocol, instead of inheriting them as mixins that declare with stubs what the others must supply."""

from __future__ import annotations

from pathlib import Path

import game.scenes.master as master_scenes
from game.scenes.master.board import MasterTableScene


def test_none_of_the_master_tables_bases_is_a_part_of_master_its_parts_are_held():
    own = [cls.__name__ for cls in MasterTableScene.__mro__[1:] if cls.__module__.startswith("game.scenes.master")]
    assert own == []


def test_no_master_scene_module_stubs_what_another_must_supply():
    folder = Path(master_scenes.__file__).parent
    stubbed = [path.name for path in sorted(folder.glob("*.py")) if "raise NotImplementedError" in path.read_text()]
    assert stubbed == []

