"""Ninjas: headless rules, AI, saves and tools. Never imports pygame."""

__version__ = "0.1.0"
