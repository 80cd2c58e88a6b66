import EssentialFeed
import Foundation

/// What the command line's HTTP client has done: the bytes received, and the last failure the
/// client itself reported (so a timeout can be told from a refused connection, which the remote
/// loaders both call `connectivity`).
actor TransferMeter {
  private(set) var bytesReceived = 0
  private(set) var lastFailure: (any Error)?

  func received(_ count: Int) { bytesReceived += count }

  func failed(_ error: any Error) { lastFailure = error }
}

/// An ``HTTPClient`` decorator that reports every response's size and every failure to a meter.
struct MeteredHTTPClient: HTTPClient {
  let decoratee: any HTTPClient
  let meter: TransferMeter

  func get(from url: URL) async throws -> (Data, HTTPResponse) {
    do {
      let (data, response) = try await decoratee.get(from: url)
      await meter.received(data.count)
      return (data, response)
    } catch {
      await meter.failed(error)
      throw error
    }
  }
}
