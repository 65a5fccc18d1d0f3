"""The pygame interface: app, scene stack, widgets, shared screens, one scene per game."""
