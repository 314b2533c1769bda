"""Joining a table in the app: a remote session the game's own screen draws."""
