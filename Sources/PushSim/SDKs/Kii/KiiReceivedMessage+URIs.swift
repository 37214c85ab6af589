extension KiiReceivedMessage {
  /// The prefix of every Kii URI.
  static let uriHeader = "kiicloud://"

  /// `Sender`: `kiicloud://users/<sender>`; `nil` when the sender id is missing or empty, and
  /// always for a DirectPush ("Sender is always application admin").
  public var sender: String? {
    guard pushMessageType != .directPush, let id = senderID, !id.isEmpty else { return nil }
    return Self.uriHeader + "users/" + id
  }

  /// `ObjectScopeGroup`: `kiicloud://groups/<sg>` when the group id is not empty.
  public var objectScopeGroup: String? {
    objectScopeGroupID.flatMap { $0.isEmpty ? nil : Self.uriHeader + "groups/" + $0 }
  }

  /// `ObjectScopeUser`: `kiicloud://users/<su>` when the user id is not empty.
  public var objectScopeUser: String? {
    objectScopeUserID.flatMap { $0.isEmpty ? nil : Self.uriHeader + "users/" + $0 }
  }

  /// The path of the scope's owner (`""`, `groups/<g>/`, `users/<u>/`), `nil` when the scope is
  /// unknown or its id missing.
  var scopePath: String? {
    switch objectScope {
    case nil: nil
    case .app: ""
    case .appAndGroup: objectScopeGroup == nil ? nil : "groups/\(objectScopeGroupID ?? "")/"
    case .appAndUser: objectScopeUser == nil ? nil : "users/\(objectScopeUserID ?? "")/"
    }
  }

  /// `ContainsKiiBucket()`: a PushToApp message with a scope (and the id a group or user scope
  /// needs) and a bucket id. An undefined scope (`(Scope)3`) counts: it is not null.
  public var containsKiiBucket: Bool {
    guard pushMessageType == .pushToApp, hasObjectScope else { return false }
    if objectScope == .appAndGroup, objectScopeGroup == nil { return false }
    if objectScope == .appAndUser, objectScopeUser == nil { return false }
    return !(bucketID ?? "").isEmpty
  }

  /// `ContainsKiiObject()`: a bucket, a defined scope and an object id.
  public var containsKiiObject: Bool { containsKiiBucket && objectScope != nil && !(objectID ?? "").isEmpty }

  /// `ContainsKiiTopic()`: a PushToUser message with a topic name and a scope (an undefined one
  /// too).
  public var containsKiiTopic: Bool {
    pushMessageType == .pushToUser && !(topicName ?? "").isEmpty && hasObjectScope
  }

  /// `KiiBucket.Uri`: `kiicloud://[groups/<g>/|users/<u>/]buckets/<b>`; `nil` also where the
  /// getter throws (``unexpectedScopeGetter``).
  public var kiiBucket: String? {
    guard containsKiiBucket, let scope = scopePath, let bucket = bucketID else { return nil }
    return Self.uriHeader + scope + "buckets/" + bucket
  }

  /// `KiiObject.Uri`: the bucket's URI + `/objects/<o>`.
  public var kiiObject: String? {
    guard containsKiiObject, let bucket = kiiBucket, let object = objectID else { return nil }
    return bucket + "/objects/" + object
  }

  /// `KiiTopic.Uri`: `kiicloud://topics/<t>`, `kiicloud://groups/<g>/topics/<t>` or
  /// `kiicloud://users/<u>/topics/<t>`. As in the SDK, a group or user scope whose id is missing
  /// makes a topic without a scope object, which is the application's topic of that name.
  /// `nil` where the getter throws (an undefined scope, ``unexpectedScopeGetter``).
  public var kiiTopic: String? {
    guard containsKiiTopic, objectScope != nil, let name = topicName else { return nil }
    return Self.uriHeader + (scopePath ?? "") + "topics/" + name
  }
}
