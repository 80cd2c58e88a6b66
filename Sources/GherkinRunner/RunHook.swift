/// A block run once before the first scenario (BeforeAll) or after the last (AfterAll).
public struct RunHook: Sendable {
  /// The body; it may attach, and a thrown error fails the run.
  public typealias Body = @Sendable () async throws -> Void

  /// The description reports use.
  package let info: Messages.Hook
  let body: Body
}
