"""The game-session controller shared by every game. Never imports Textual or Rich."""
