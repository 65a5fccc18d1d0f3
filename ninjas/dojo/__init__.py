"""Dojo ("Ninjas! Protect your Dojo", RULINGS section 4): the headless hex board so far."""
