"""Two helpers the rulesets' hot paths share: a quick copy of a frozen state with some fields changed, and a quick
call of the one small function registered for an event's type.

`dataclasses.replace` checks every field's init flag and calls the frozen `__init__`, which sets each field
through `object.__setattr__`: most of the time of a refold. `reviser(cls)` makes a function with one keyword per
field that fills the copy's slots directly, about six times quicker. `functools.singledispatch` walks the method
resolution order through a weak cache on every call; `handlers(generic)` reads its registry once into a dict keyed
by the exact type, and `dispatcher(generic)` calls through that dict, falling back to the generic function for any
type it has not seen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class _Unchanged:
    """The default of every keyword of a reviser: keep the field as it is."""

    def __repr__(self) -> str:
        return "unchanged"


UNCHANGED: Any = _Unchanged()


def reviser(cls: type[T], *only: str) -> Callable[..., T]:
    """`revise(state, **changes)`: the same value as `dataclasses.replace(state, **changes)`, for a frozen
    dataclass with slots whose fields are all set by `__init__` and which has no `__post_init__`.

    The copy is filled in as an instance of a plain class with the same slots (so each field is one plain store,
    with no frozen `__setattr__` on the way), then given its real class: the two lay their slots out alike.

    `reviser(cls, "a", "b")` makes one that changes exactly those fields, each given by keyword every time: it
    copies the others without asking whether they change, for the changes a hot path makes over and over."""
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]
    slots = cls.__dict__.get("__slots__")
    if slots is None or hasattr(cls, "__post_init__") or not all(f.init for f in fields):
        raise TypeError(f"{cls.__name__} needs slots, no __post_init__ and every field in __init__")
    names = [f.name for f in fields]
    unknown = [name for name in only if name not in names]
    if unknown or len(set(only)) != len(only):
        raise TypeError(f"{cls.__name__} fields named wrongly or twice: {', '.join(unknown or only)}")
    builder = type(f"{cls.__name__}Builder", (), {"__slots__": slots})
    try:
        object.__new__(builder).__class__ = cls  # type: ignore[assignment]
    except TypeError as error:
        raise TypeError(f"{cls.__name__} cannot be built in place: {error}") from None
    if only:
        lines = [f"def revise(state, *, {', '.join(only)}):", "    new = _builder()"]
        lines += [f"    new.{n} = {n}" if n in only else f"    new.{n} = state.{n}" for n in names]
    else:
        # Positional-or-keyword parameters: their defaults are filled from a tuple, where keyword-only ones are
        # looked up in a dict one by one. Callers pass the changes by keyword.
        lines = [f"def revise(state, {', '.join(f'{n}=_keep' for n in names)}):", "    new = _builder()"]
        lines += [f"    new.{n} = state.{n} if {n} is _keep else {n}" for n in names]
    lines += ["    new.__class__ = _cls", "    return new"]
    scope: dict[str, Any] = {"_builder": builder, "_cls": cls, "_keep": UNCHANGED}
    exec("\n".join(lines), scope)  # noqa: S102 - the source is built above from the field names only
    revise: Callable[..., T] = scope["revise"]
    changed = ", ".join(only) if only else "the fields named"
    revise.__doc__ = f"A copy of a {cls.__name__} with {changed} changed (dataclasses.replace, quicker)."
    return revise


def handlers(generic: Callable[..., R]) -> dict[type, Callable[..., R]]:
    """The functions registered on the singledispatch function `generic`, by the exact type each was registered
    for. Read it after every function is registered (at the end of the module that registers them)."""
    return dict(generic.registry)  # type: ignore[attr-defined]


def dispatcher(generic: Callable[..., R]) -> Callable[..., R]:
    """`call(event, *rest)`: what the singledispatch function `generic` does, by a dict keyed on the exact type
    of `event` (`handlers`), falling back to `generic` for a type registered for none of its bases' functions."""
    registry = handlers(generic)
    dispatch = generic.dispatch  # type: ignore[attr-defined]

    def call(event: Any, *rest: Any) -> R:
        handler = registry.get(type(event))
        if handler is None:
            handler = registry[type(event)] = dispatch(type(event))
        return handler(event, *rest)

    call.__doc__ = generic.__doc__
    call.__wrapped__ = generic  # type: ignore[attr-defined]
    return call
