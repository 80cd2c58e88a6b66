import Gherkin

/// Whether the customer's requests reach the server.
enum ConnectivitySteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.given("the customer has connectivity") { world in
      await world.server.setConnectivity(true)
    }
    registry.given("the customer doesn't have connectivity") { world in
      await world.server.setConnectivity(false)
    }
    registry.when("the customer loses connectivity") { world in
      await world.server.setConnectivity(false)
    }
  }
}
