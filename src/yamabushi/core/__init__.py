"""Game-agnostic pieces shared by every engine. Never imports Textual or Rich."""
