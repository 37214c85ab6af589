/// Moves a value out of a variable, leaving `placeholder` in its place: a decoder hands its large
/// structs (``PushNotification``, ``RemoteMessage``) to ``IncomingPush`` this way, where passing
/// the variable copied every field and then destroyed the original (`consume` is refused by this
/// compiler for these variables).
func takeValue<Value>(_ value: inout Value, leaving placeholder: Value) -> Value {
  var taken = placeholder
  swap(&taken, &value)
  return taken
}
