"""Phones as private hands (issue 19 §2): a small local web server gives each human
seat's phone what that seat may see, and takes that seat's private choices. Every
message is sealed end to end with a key only the seat's QR code carries (issue 31).

The server (`ninjas.phones.server`, on aiohttp) is imported only when a game with
phones starts."""

from .net import LOOPBACK, Network, lan_address, listen_hosts, networks
from .tokens import SeatCodes
from .views import seat_view

__all__ = [
    "LOOPBACK",
    "Network",
    "SeatCodes",
    "lan_address",
    "listen_hosts",
    "networks",
    "seat_view",
]
