extension DisplayedNotification: CustomReflectable {
  /// What the notification shows and how it is held, by name: `print`, `dump`, the debugger and
  /// a failed `#expect` show the notification, not how the center stores its push (the payload
  /// bytes it is decoded from again, the decoder, a type with a memory address in its name).
  /// The push it came from is ``push``.
  public var customMirror: Mirror {
    let shown = push.notification
    return Mirror(
      self,
      children: [
        "id": id, "title": shown.title as Any, "subtitle": shown.subtitle as Any, "body": shown.body as Any,
        "tag": tag as Any, "replacementKey": replacementKey as Any, "channel": channel as Any,
        "attachments": attachments, "restored": restored, "postedBySDK": postedBySDK,
        "isGroupSummary": isGroupSummary, "hasGeneratedTag": hasGeneratedTag, "sortKey": sortKey as Any,
        "extras": extras, "when": when as Any, "people": people, "isRepeatCall": isRepeatCall,
        "displayedAt": displayedAt,
      ],
      displayStyle: .struct)
  }
}
