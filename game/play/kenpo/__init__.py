"""A Kenpo Masters match in play, below its table: what a card let go at the ring asks for (drops), the choices of
its set-up (choices), the waiting strikes it shows (strikes) and the positions its rulebook's figures show (figures)."""
