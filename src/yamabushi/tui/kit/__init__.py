"""The TUI's bottom rung: literal text, the app as its screens see it, messages, colours,
ASCII-only drawing, and what a game's views offer the generic screens. Imports nothing of tui/."""
