"""Replaces the stock pydantic hook, which collects every submodule: the game needs neither pydantic's v1 layer
(it would pull in hypothesis, unittest and asyncio) nor its mypy plugin (mypy)."""

from PyInstaller.utils.hooks import collect_submodules

LEFT_OUT = ("pydantic.v1", "pydantic.mypy")

hiddenimports = collect_submodules("pydantic", filter=lambda name: not name.startswith(LEFT_OUT))
