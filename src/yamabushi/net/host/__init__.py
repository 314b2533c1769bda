"""The table's authority (`yamabushi host`): one session, the seats' codes, the server."""
