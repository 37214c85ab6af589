/// What a decoded push was decoded from: the bytes, the headers, the decoder and the arrival.
///
/// Decoding is pure, so these give the same ``IncomingPush`` again. The notification center
/// keeps a shown notification as its origin when the push was not changed after decoding
/// (``IncomingPush/origin`` is cleared by every change), and decodes it again when read: a
/// stored notification then costs its payload bytes and 48 bytes, not its parsed tape and
/// decoded strings (CONTRACT.md: memory per stored notification within 2× its payload).
struct PushOrigin: Sendable {
  /// The decoder, sharing its configuration with the other pushes it decoded.
  let decoder: PushDecoder
  /// The payload exactly as received.
  let bytes: [UInt8]
  /// The transport headers given to the decoder.
  let headers: ValidatedPushHeaders
  /// The arrival number on the device (generated ids).
  let sequence: Int
  /// The virtual time of arrival.
  let now: SimInstant

  /// Records where a push came from.
  init(decoder: PushDecoder, bytes: [UInt8], headers: ValidatedPushHeaders, sequence: Int, now: SimInstant) {
    self.decoder = decoder
    self.bytes = bytes
    self.headers = headers
    self.sequence = sequence
    self.now = now
  }


  /// The push decoded again: equal, field by field, to the push first decoded from these inputs.
  ///
  /// - Precondition: the first decoding succeeded (decoding is pure, so this one does too).
  func decodeAgain() -> IncomingPush {
    do {
      var push = try decoder.decodeOnce(bytes, headers: headers, sequence: sequence, now: now)
      push.origin = self
      return push
    } catch {
      preconditionFailure("decoding a payload again failed although it succeeded before: \(error)")
    }
  }
}
