/// One input for the fuzzer, with a name that says how to make it again.
public struct FuzzCase: Sendable {
  /// `seed 7 case 1234 (splice, hugeNumber) of Scenarios/ios/i01.json`, or the name of an explicit
  /// hostile input such as `deep-array-100000`.
  public var id: String
  /// The input.
  public var bytes: [UInt8]
  /// The platforms a payload is sent to; `nil` for all.
  public var platforms: [Platform]?
  /// The scenario file the bytes stand for (anchors `payloadFile` paths and names errors).
  public var file: String
  /// Picks the app state of the receiving devices, so cases cover every state.
  public var variant: Int

  /// Creates a case.
  public init(id: String, bytes: [UInt8], platforms: [Platform]? = nil, file: String = "fuzz.json", variant: Int = 0) {
    self.id = id
    self.bytes = bytes
    self.platforms = platforms
    self.file = file
    self.variant = variant
  }
}
