import GherkinCommandLine

/// Whether the customer's requests reach the server.
enum ConnectivitySteps {
  static func register(in registry: inout StepRegistry<FeedWorld>) {
    registry.topic("Connectivity")
    registry.given(
      "the customer has connectivity", means: "The customer's requests reach the server."
    ) { world in
      await world.server.setConnectivity(true)
    }
    registry.given(
      "the customer doesn't have connectivity",
      means: "No request of the customer reaches the server, as when the phone is offline."
    ) { world in
      await world.server.setConnectivity(false)
    }
    registry.when(
      "the customer loses connectivity",
      means: "From this step on, no request of the customer reaches the server."
    ) { world in
      await world.server.setConnectivity(false)
    }
    registry.when(
      "the customer regains connectivity",
      means: "From this step on, the customer's requests reach the server again."
    ) { world in
      await world.server.setConnectivity(true)
    }
  }
}
