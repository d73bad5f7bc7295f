"""Card data with the rulings written beside it: this edition's rulings where the rulebook is silent or contradicts
itself, word for word as the game's rules text shows them. They explain the cards and change none of them, so a
save made before they were written beside its cards (it carries none) is written back as it was."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, SerializerFunctionWrapHandler, model_serializer


class Ruled(BaseModel):
    rulings: tuple[str, ...] = ()

    @model_serializer(mode="wrap")
    def _rulings_when_written(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        if not self.rulings and isinstance(data, dict):
            data.pop("rulings", None)
        return data
