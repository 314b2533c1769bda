"""Joining a table in plain text: the seat's view printed, a prompt on its turn."""
