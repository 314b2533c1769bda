"""A rematch on the game's screen at a table: the game-over dialog's Rematch asks the table, and
the dialog says what the table answers until every person has agreed (net/host/rematch.py).

At one keyboard Rematch starts the next game at once; at a table the others must agree, and
their answers come later: the dialog stays open and says who has asked and whom the table
waits for, and a person whom a request waits for gets the dialog back if it was closed to
look at the board. Once the rematch starts, the app follows its person to the new seat
(net/tui_client/app.py).
"""

from __future__ import annotations

from yamabushi.net.tui_client.remote import RemoteSession
from yamabushi.tui.screens.dialogs import GameOverScreen
from yamabushi.tui.screens.game import GameScreen


def game_over_dialog(screen: GameScreen) -> GameOverScreen | None:
    """The game-over dialog open over `screen`, if any (a review may be open on top of it)."""
    return next((shown for shown in screen.app.screen_stack if isinstance(shown, GameOverScreen)), None)


class RematchFollower:
    """What the app does when the table has said something of the rematch: the game-over dialog
    says it, or the status line when no dialog is open (the started rematch's sentence, on the
    new game's screen)."""

    def __init__(self, screen: GameScreen, session: RemoteSession) -> None:
        self.screen, self.session = screen, session

    def follow(self) -> None:
        news, self.session.rematch_news[:] = list(self.session.rematch_news), []
        if not news:
            return
        request = self.session.rematch_request
        if request is not None and request.get("you_answer"):
            self.screen.show_game_over()
        over = game_over_dialog(self.screen)
        for text, refused in news:
            if over is not None:
                over.tell(text, refused)
            else:
                self.screen.say(text, error=refused)
