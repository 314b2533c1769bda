"""The table's wire: messages, their values, what a seat may be sent, and the connections."""
