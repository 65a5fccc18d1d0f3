"""The addresses the phones' server listens on: the loopback, and this computer's
address on the home network (where the phones are)."""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"


def lan_address() -> str | None:
    """This computer's IPv4 address on its local network, or None when it has none.
    A UDP socket "connected" to a private address picks the route; nothing is sent."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 9))
        address = str(probe.getsockname()[0])
    except OSError:
        return None
    finally:
        probe.close()
    if address.startswith("127.") or address == "0.0.0.0":
        return None
    return address


def listen_hosts() -> list[str]:
    """The loopback first (it always works), then the LAN address if there is one."""
    lan = lan_address()
    return [LOOPBACK] if lan is None else [LOOPBACK, lan]
