extension ScenarioLoader {
  /// A OneSignal app's `notificationChannels`: the dashboard's channel list (`chnl_lst`), an
  /// array of entries shaped as the SDK reads them, `{"chnl": {"id": "OS_…", …}, "bdnd": 1}`
  /// (`chnl` an object, as "when coming from a cold start sync"; `bdnd` 0 or 1, absent 0; `pri`
  /// a whole number, absent 6). PushSim reads the channel's id, `bdnd` and `pri`; the rest of `chnl` (`nm`, `dscr`, …) is the
  /// SDK's and is not checked.
  func loadOneSignalChannels(_ node: JSONNode, file: String, context: String) throws(ScenarioError) -> [OneSignalDashboardChannel] {
    let what = "\"notificationChannels\" in \(context)"
    guard node.type == .array else {
      throw ScenarioReader.error(
        file, at: node,
        "\(what) must be an array of the dashboard's channels, such as [{\"chnl\": {\"id\": \"OS_alerts\", \"nm\": \"Alerts\"}, \"bdnd\": 1}]")
    }
    var channels: [OneSignalDashboardChannel] = []
    for (index, entry) in node.elements.enumerated() {
      let entryContext = "channel \(index) of \(what)"
      let reader = try ScenarioReader(entry, file: file, context: entryContext, allowed: ScenarioLoader.oneSignalChannelKeys)
      let chnl = try reader.required("chnl")
      guard chnl.type == .object, let id = chnl["id"]?.stringValue, !id.isEmpty else {
        throw reader.error(at: chnl, "\"chnl\" in \(entryContext) must be an object with the channel's \"id\" (a non-empty string)")
      }
      var bypasses = false
      if let bdnd = entry["bdnd"] {
        guard let value = bdnd.wholeNumberValue, value == 0 || value == 1 else {
          throw reader.error(at: bdnd, "\"bdnd\" in \(entryContext) must be 0 or 1 (1: the channel bypasses Do Not Disturb)")
        }
        bypasses = value == 1
      }
      var priority: Int?
      if let pri = entry["pri"] {
        guard let value = pri.wholeNumberValue, let exact = Int32(exactly: value) else {
          throw reader.error(
            at: pri,
            "\"pri\" in \(entryContext) must be a whole number (the channel's importance: 9 or more max, 7 high, 5 default, "
              + "3 low, 1 min, below 1 none)")
        }
        priority = Int(exact)
      }
      channels.append(OneSignalDashboardChannel(id: id, bypassesDnd: bypasses, priority: priority))
    }
    return channels
  }
}
