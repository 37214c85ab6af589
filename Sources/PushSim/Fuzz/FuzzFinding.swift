/// A case that broke a rule of the fuzzer: too slow, or a rejection without a usable message.
/// (A crash cannot be a finding in-process; the long mode names the case before running it.)
public struct FuzzFinding: Sendable, CustomStringConvertible {
  /// The case, with its input.
  public var fuzzCase: FuzzCase
  /// What was wrong, such as `took 3.2 s, the bound is 2 s`.
  public var problem: String

  /// Creates a finding.
  public init(fuzzCase: FuzzCase, problem: String) {
    self.fuzzCase = fuzzCase
    self.problem = problem
  }

  /// `case-id: problem`.
  public var description: String { "\(fuzzCase.id): \(problem)" }
}
