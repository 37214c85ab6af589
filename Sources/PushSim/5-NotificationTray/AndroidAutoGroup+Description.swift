extension AndroidAutoGroup.IDs: CustomStringConvertible, CustomReflectable {
  /// The ids as an array literal, in ``sorted`` order: `["fcm-1", "fcm-2"]`. `print`, `dump`, the
  /// debugger and a failed `#expect` show the ids, not the set of keys (a private type whose
  /// name carries a memory address, each id's hash, an order that changes from run to run).
  public var description: String { sorted.description }

  /// The ids, in ``sorted`` order.
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: sorted, displayStyle: .set) }
}
