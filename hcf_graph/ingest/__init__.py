"""Getting documents and facts in: loaders, chunking, and the ingest pipeline."""
