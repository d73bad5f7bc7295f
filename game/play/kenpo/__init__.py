"""A Kenpo Masters match in play, below its table: what a card let go at the ring asks for (drops), who may
act at it (seats) and the positions its rulebook's figures show (figures)."""
