"""Phones as private hands (issue 19 §2): a small local web server gives each human
seat's phone what that seat may see, and takes that seat's private choices.

The server (`ninjas.phones.server`, on aiohttp) is imported only when a game with
phones starts."""

from .net import LOOPBACK, lan_address, listen_hosts
from .tokens import SeatTokens
from .views import seat_view

__all__ = ["LOOPBACK", "SeatTokens", "lan_address", "listen_hosts", "seat_view"]
