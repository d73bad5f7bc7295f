"""Bounded memos of what a screen works out from a few plain values (where a button's words lie, which groups its
buttons make, where a card's face prints its parts): kept by those values, so that the next frame asking, or a screen
laid out anew, finds it worked out. Each store is emptied once full: what a screen shows is soon worked out again."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar, cast

import pygame

from game.ui import text
from game.ui.face_cache import kept_pictures

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


def kept(store: dict[K, T], key: K, make: Callable[[], T], most: int) -> T:
    """What `store` keeps for `key`, made and kept first if it keeps nothing for it (emptied once it holds `most`)."""
    if key in store:
        return store[key]
    if len(store) >= most:
        store.clear()
    found = store[key] = make()
    return found


class Kept(Generic[K, T]):
    """A store of its own for `kept`, holding at most `most`: a part's pictures made once for what they show and where
    (a button's words, a table's words over its cards, made again only where those change). Like every store of
    pictures it is emptied when the text size changes (face_cache.forget_pictures)."""

    def __init__(self, most: int) -> None:
        self.most = most
        self.store: dict[K, T] = {}
        kept_pictures(self)

    def __call__(self, key: K, make: Callable[[], T]) -> T:
        return kept(self.store, key, make, self.most)

    def made(self, make: Callable[..., T], *args: Any) -> T:
        """`make(*args)`, for a function drawing from its arguments alone (the window, words, where they go: a rect,
        kept by its numbers) at the text size in force."""
        key = (make, text.scale(), *(tuple(arg) if isinstance(arg, pygame.Rect) else arg for arg in args))
        return self(cast(K, key), lambda: make(*args))  # (a store of such keys)

    def clear(self) -> None:
        self.store.clear()
