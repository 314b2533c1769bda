"""Play across terminals: a table server that owns the game, and clients that join a seat."""
