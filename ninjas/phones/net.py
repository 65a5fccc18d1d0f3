"""The addresses the phones' server listens on: the loopback, and this computer's
address on the home network, where the phones are (issue 31 §1.6).

The home network is the one of the default route's interface (Linux: /proc/net/route,
the route to 0.0.0.0/0 with the lowest metric), never a VPN's: a VPN that routes 10/8,
or the two halves of the address space, is not the default route, and an interface
named like a tunnel (tun, wg, ppp, tailscale...) or in the carrier-grade range of
overlay networks (100.64/10) is skipped. Elsewhere, or without that file, a UDP socket
"connected" to a documentation address picks the route (nothing is sent). Every other
network address of this computer is offered too (`networks()`), so that the codes'
screen can say which is used and let the person pick another.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

LOOPBACK = "127.0.0.1"
ROUTES = Path("/proc/net/route")
PROBE = "192.0.2.1"
"""TEST-NET-1 (RFC 5737): never routed anywhere; the fallback's probe."""
VPN_NAMES = ("tun", "tap", "wg", "ppp", "tailscale", "zt", "utun", "ipsec", "vpn", "nordlynx")
VIRTUAL_NAMES = ("lo", "docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "cni")
OVERLAY = ipaddress.ip_network("100.64.0.0/10")
RTF_UP = 0x1
SIOCGIFADDR = 0x8915


@dataclass(frozen=True)
class Network:
    """One of this computer's IPv4 addresses, on the interface `name` ("" if unknown)."""

    address: str
    name: str = ""


@dataclass(frozen=True)
class Route:
    interface: str
    destination: int
    gateway: int
    flags: int
    metric: int
    mask: int


def parse_routes(text: str) -> list[Route]:
    """The routes of a /proc/net/route text (its header line skipped; bad lines too)."""
    routes = []
    for line in text.splitlines()[1:]:
        parts = line.split()
        if len(parts) < 8:
            continue
        try:
            routes.append(
                Route(
                    parts[0],
                    int(parts[1], 16),
                    int(parts[2], 16),
                    int(parts[3], 16),
                    int(parts[6]),
                    int(parts[7], 16),
                )
            )
        except ValueError:
            continue
    return routes


def is_vpn(name: str) -> bool:
    return name.lower().startswith(VPN_NAMES)


def is_virtual(name: str) -> bool:
    return name.lower().startswith(VIRTUAL_NAMES)


def usable(address: str, name: str = "") -> bool:
    """An address a phone on the home network may reach us at."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (
        ip.is_loopback
        or ip.is_link_local
        or ip.is_unspecified
        or ip.is_multicast
        or ip in OVERLAY
        or is_vpn(name)
        or is_virtual(name)
    )


def default_interfaces(routes: list[Route]) -> list[str]:
    """The interfaces of the default routes, best first (lowest metric), VPNs left out;
    then the interfaces with a network of their own (a route with no gateway)."""
    up = [r for r in routes if r.flags & RTF_UP and not is_vpn(r.interface)]
    defaults = sorted((r for r in up if r.destination == 0 and r.mask == 0), key=lambda r: r.metric)
    local = sorted((r for r in up if r.gateway == 0 and r.mask != 0), key=lambda r: r.metric)
    names: list[str] = []
    for route in defaults + local:
        if route.interface not in names and not is_virtual(route.interface):
            names.append(route.interface)
    return names


def interface_address(name: str) -> str | None:
    """The IPv4 address of interface `name` (Linux), or None."""
    try:
        import fcntl
    except ImportError:
        return None
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        packed = struct.pack("256s", name.encode("utf-8")[:15])
        answer = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, packed)
        return socket.inet_ntoa(answer[20:24])
    except OSError:
        return None
    finally:
        probe.close()


def interface_addresses() -> dict[str, str]:
    """Interface name -> its IPv4 address, for every interface that has one."""
    found: dict[str, str] = {}
    try:
        names = [name for _, name in socket.if_nameindex()]
    except (OSError, AttributeError):
        return found
    for name in names:
        address = interface_address(name)
        if address is not None:
            found[name] = address
    return found


def probed_address() -> str | None:
    """The source address of the route out (a UDP "connect" sends nothing), or None."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect((PROBE, 9))
        address = str(probe.getsockname()[0])
    except OSError:
        return None
    finally:
        probe.close()
    return address if usable(address) else None


def networks(
    route_text: str | None = None, addresses: dict[str, str] | None = None
) -> list[Network]:
    """This computer's home-network addresses, the one to use first: the default
    route's interface's (or the probe's), then the others. Empty with no network."""
    if route_text is None and sys.platform.startswith("linux"):
        try:
            route_text = ROUTES.read_text(encoding="ascii", errors="replace")
        except OSError:
            route_text = None
    if addresses is None:
        addresses = interface_addresses()
    found: list[Network] = []
    if route_text is not None:
        for name in default_interfaces(parse_routes(route_text)):
            address = addresses.get(name)
            if address is not None and usable(address, name):
                found.append(Network(address, name))
    if not found:
        probed = probed_address()
        if probed is not None:
            name = next((n for n, a in addresses.items() if a == probed), "")
            if usable(probed, name):
                found.append(Network(probed, name))
    for name, address in sorted(addresses.items()):
        if usable(address, name) and all(n.address != address for n in found):
            found.append(Network(address, name))
    return found


def lan_address() -> str | None:
    """The address to use on the home network, or None when there is none."""
    found = networks()
    return found[0].address if found else None


def listen_hosts() -> list[str]:
    """The loopback first (it always works), then the home network's address if any."""
    lan = lan_address()
    return [LOOPBACK] if lan is None else [LOOPBACK, lan]
