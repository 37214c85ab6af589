/// An event as ``TraceLog`` keeps it until the trace is read: for a per-push event recorded
/// compactly (``CompactTraceEvent``), its time, device and layout, its values kept apart in
/// order; for an event recorded whole, only its place among the others.
///
/// Plain data (no references): an array of records is freed without visiting them, where a
/// record holding six `JSONValue`s and a device name had to be taken apart one by one
/// (docs/Performance.md, sixth round).
struct TraceRecord {
  /// When it happened.
  var time: SimInstant
  /// The device's number in the log's table of devices, or ``whole`` for an event recorded
  /// whole.
  var device: UInt32
  /// The event name and field names (unused for a whole event).
  var layout: TraceEventLayout

  /// The `device` of an event recorded whole.
  static let whole = UInt32.max
}
