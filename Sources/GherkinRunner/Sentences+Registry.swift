extension Sentences {
  /// The sentences of `registry`, matched as the runner matches them.
  package init<World>(_ registry: StepRegistry<World>) {
    self.init(definitions: registry.definitions.map(\.info)) { text in
      registry.match(text).found.map(\.definition.info)
    }
  }
}
