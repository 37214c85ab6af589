/// The step kinds and field names of the scenario format, for ``FuzzOperator/scenarioStep``:
/// taken from the loader's own lists, so a new step kind or field (such as `refused` with its
/// `step` and `message`) is mutated as soon as the loader reads it.
public enum FuzzScenarioFields {
  /// Every step kind (``ScenarioStep/kinds``), `refused` included.
  public static let stepKinds: [String] = ScenarioStep.kinds

  /// Every field name the loader reads (top level, devices, apps, step kinds and their fields,
  /// expectations, Kii), once, sorted; `note` included.
  public static let keys: [String] = {
    var names = Set(ScenarioLoader.topLevelKeys + ScenarioLoader.deviceKeys + ScenarioLoader.appKeys + ScenarioStep.kinds)
    names.formUnion(ScenarioLoader.stepKeys.values.joined())
    names.formUnion(ScenarioLoader.stepKeys.keys)
    names.formUnion(ScenarioLoader.centerExpectationKeys + ScenarioLoader.installationExpectationKeys)
    names.formUnion(ScenarioLoader.liveActivitiesKeys + ScenarioLoader.liveActivityKeys + ScenarioLoader.liveActivityExpectationKeys)
    names.formUnion(ScenarioLoader.kiiKeys + ScenarioLoader.kiiGroupKeys + ScenarioLoader.kiiInstallationKeys)
    names.formUnion(["note"])
    return names.sorted()
  }()
}
