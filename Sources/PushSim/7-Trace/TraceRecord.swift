/// An event as ``Trace`` keeps it until its events are read: whole, or compact (a per-push
/// event with constant field names).
enum TraceRecord {
  /// An event recorded whole.
  case built(TraceEvent)
  /// A per-push event recorded compactly.
  case compact(CompactTraceEvent)
}
