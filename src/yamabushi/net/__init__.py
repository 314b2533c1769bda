"""Play across machines, in four folders that import one way:

- `transport/`: what goes over the wire and how (the messages, the value codec, what a seat
  of a game with secrets is sent, the clock's fields, an outbox per connection, the door
  that slows wrong codes, the address a client opens). Imports no other net folder.
- `host/`: the table's authority, what `yamabushi host` runs: one `Session` (the same undo
  policy and bot loop as the app and plain mode), the seats' codes, undo and rematch
  requests, a campaign mission, the server. Imports `transport/`, never a client.
- `tui_client/`: `yamabushi join` in the app: the remote session and the game's own screen.
- `plain_client/`: `yamabushi join --plain`: the seat's text and a prompt.

The clients import `transport/` only; neither imports the other or the host.
"""
