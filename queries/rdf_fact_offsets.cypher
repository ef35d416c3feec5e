// The highest storage offset of the Fact table (-1 when it is empty), to export facts in windows of offsets.
// mode: read
// params:
MATCH (f:Fact)
RETURN coalesce(max(offset(id(f))), -1) AS last
