import GherkinCommandLine

/// The step definitions that bind `Features/` to the app and the use cases.
///
/// ```swift
/// let registry = try FeedSpecs.registry(store: .sqlite)
/// let outcome = await TestRunner(registry: registry).run(suite, to: &reporter)
/// ```
package enum FeedSpecs {
  /// The folder holding the feature files, relative to the package root.
  package static let featuresFolder = "Features"

  /// The registry of every step, with a fresh ``FeedWorld`` per scenario whose cache is a
  /// `store` store (a scenario tagged `@sqlite` always gets a SQLite file), and whose customer
  /// speaks the language the scenario is written in until a step sets another.
  ///
  /// - Throws: when a parameter type cannot be made (a defect in FeedSpecs itself).
  package static func registry(store: StoreKind = .memory) throws -> StepRegistry<FeedWorld> {
    var registry = StepRegistry(worldSpeaking: { language in
      FeedWorld(defaultStoreKind: store, language: language)
    })
    try FeedParameterTypes.register(in: &registry)
    registry.before { world in try world.useStore(world.defaultStoreKind) }
    registry.before(tags: StoreKind.sqliteTag) { world in try world.useStore(.sqlite) }
    registry.after { world in try world.tearDown() }
    ClockSteps.register(in: &registry)
    LanguageSteps.register(in: &registry)
    ConnectivitySteps.register(in: &registry)
    ServerSteps.register(in: &registry)
    CacheSteps.register(in: &registry)
    FeedScreenSteps.register(in: &registry)
    ImageSteps.register(in: &registry)
    CommentsSteps.register(in: &registry)
    FeedUseCaseSteps.register(in: &registry)
    ImageDataUseCaseSteps.register(in: &registry)
    return registry
  }
}
