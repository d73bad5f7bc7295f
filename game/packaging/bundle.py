"""What the frozen app carries and what it leaves out.

PyInstaller follows every import it can see, including optional plugins: pydantic's v1 layer pulls in
hypothesis (and through it unittest and asyncio), its mypy plugin pulls in mypy, and a build
environment with test or science packages would drag them all in. The game imports none of these;
`tests/test_packaging.py` checks that the game runs without any of them loaded.
"""

from __future__ import annotations

DATA_FOLDERS = ("assets", "levels")

EXCLUDES = (
    # never used by the game, and large: GUI toolkits, arrays, images
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "numpy", "scipy", "matplotlib", "PIL",
    # test and build tools, present in a build environment
    "hypothesis", "_hypothesis_ftz_detector", "_hypothesis_globals", "_hypothesis_pytestplugin",
    "pytest", "_pytest", "pluggy", "iniconfig", "pygments",
    "mypy", "mypyc", "setuptools", "pkg_resources", "_distutils_hack", "distutils",
    "PyInstaller", "altgraph", "pip", "ensurepip", "venv", "lib2to3", "pydoc", "pydoc_data", "doctest",
    "unittest",
    # multiprocessing stays in: the searches think in a process of their own (game/scenes/worker.py). So does
    # asyncio: some pydantic-core releases import asyncio.coroutines when they load.
    # pydantic's optional parts: the v1 layer, the mypy plugin, the .env and e-mail extras
    "pydantic.v1", "pydantic.mypy", "dotenv", "email_validator",
    # pygame's numpy bridges (pygame loads them only where numpy is installed), examples and tests
    "pygame.surfarray", "pygame.sndarray", "pygame.examples", "pygame.tests", "pygame.docs",
)
