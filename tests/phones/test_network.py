"""The right network (issue 31 §1.6): the codes hold the address of the default
route's interface, never a VPN's (the address was chosen by the route to
10.254.254.254, and a VPN routing 10/8 took it); where there are several networks the
codes' screen says which is used and lets the person pick another, where the server
then listens too (that screen: tests/scenes/test_phones_screens.py)."""

from __future__ import annotations

from ninjas.phones import net
from ninjas.phones.net import Network, default_interfaces, networks, parse_routes

HEADER = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT"


def routes(*lines: str) -> str:
    return "\n".join([HEADER, *lines]) + "\n"


# /proc/net/route writes addresses as little-endian hex: 0101A8C0 is 192.168.1.1
HOME_DEFAULT = "wlp2s0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0"
HOME_LAN = "wlp2s0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0"
VPN_TEN = "tun0\t0000000A\t00000000\t0001\t0\t0\t0\t000000FF\t0\t0\t0"  # 10/8 on the VPN
VPN_HALVES = [
    "tun0\t00000000\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0",  # 0/1
    "tun0\t00000080\t0100080A\t0003\t0\t0\t0\t00000080\t0\t0\t0",  # 128/1
]
DOCKER = "docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0"
ADDRESSES = {
    "lo": "127.0.0.1",
    "wlp2s0": "192.168.1.23",
    "tun0": "10.8.0.2",
    "docker0": "172.17.0.1",
    "eth0": "10.0.0.5",
}


def test_the_default_routes_interface_is_chosen_not_a_vpn_routing_ten_eight():
    text = routes(HOME_DEFAULT, HOME_LAN, VPN_TEN, *VPN_HALVES, DOCKER)
    assert default_interfaces(parse_routes(text)) == ["wlp2s0"]
    found = networks(text, ADDRESSES)
    assert found[0] == Network("192.168.1.23", "wlp2s0")
    addresses = [n.address for n in found]
    assert "10.8.0.2" not in addresses  # the VPN's, never offered
    assert "172.17.0.1" not in addresses and "127.0.0.1" not in addresses
    assert addresses == ["192.168.1.23", "10.0.0.5"]  # another network, offered second


def test_of_two_default_routes_the_lowest_metric_wins_and_a_vpns_default_is_skipped():
    wired = "enp3s0\t00000000\t0100000A\t0003\t0\t0\t100\t00000000\t0\t0\t0"
    vpn = "wg0\t00000000\t00000000\t0001\t0\t0\t50\t00000000\t0\t0\t0"
    down = "eth9\t00000000\t0100000A\t0002\t0\t0\t1\t00000000\t0\t0\t0"  # not up
    text = routes(HOME_DEFAULT, wired, vpn, down)
    assert default_interfaces(parse_routes(text)) == ["enp3s0", "wlp2s0"]
    found = networks(text, {"enp3s0": "10.0.0.7", "wlp2s0": "192.168.1.23", "wg0": "10.9.0.1"})
    assert [n.address for n in found] == ["10.0.0.7", "192.168.1.23"]


def test_odd_route_files_and_no_network_leave_the_probe_or_nothing(monkeypatch):
    monkeypatch.setattr(net, "probed_address", lambda: None)
    assert parse_routes("") == [] and parse_routes("garbage\nx y z\n") == []
    assert networks(routes("wlp2s0\tZZZ\t0\t3\t0\t0\t0\t0\t0\t0\t0"), {}) == []
    assert networks(routes(HOME_DEFAULT), {"lo": "127.0.0.1"}) == []
    monkeypatch.setattr(net, "probed_address", lambda: "192.168.5.5")
    assert networks(routes(), {"wlan0": "192.168.5.5"}) == [Network("192.168.5.5", "wlan0")]
    assert networks(routes(), {"tailscale0": "100.100.1.2"}) == [Network("192.168.5.5", "")]
    assert not net.usable("100.100.1.2") and not net.usable("169.254.3.3")


def test_this_computers_own_route_file_gives_a_usable_address_or_none():
    found = networks()
    assert all(net.usable(n.address, n.name) for n in found)
    assert net.listen_hosts()[0] == "127.0.0.1"
