"""Ninja Night: villages, geometry and rules (RULINGS section 3)."""
