"""Analyses over the fact graph: conflict clusters (networkx)."""
