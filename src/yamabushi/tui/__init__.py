"""The Textual front end. It talks to the session controller only."""
