"""Dashed strings with sweep-based propagation (paper 003): the tier for long strings."""
