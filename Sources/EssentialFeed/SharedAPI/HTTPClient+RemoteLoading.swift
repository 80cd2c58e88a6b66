import Foundation

extension HTTPClient {
  /// Fetches `url` and maps the response, translating every failure into the remote loaders'
  /// vocabulary: client failures become ``RemoteLoaderError/connectivity`` (an oversized body
  /// becomes ``RemoteLoaderError/invalidData``), mapper failures and bodies over
  /// `maximumBodySize` become ``RemoteLoaderError/invalidData``. When the awaiting task is
  /// cancelled the load ends with `CancellationError`, whatever the client did.
  func loadResource<Resource>(
    from url: URL,
    maximumBodySize: Int,
    mapping map: (Data, HTTPResponse) throws -> Resource
  ) async throws -> Resource {
    let data: Data
    let response: HTTPResponse
    do {
      (data, response) = try await get(from: url)
    } catch {
      try Task.checkCancellation()
      throw Self.loaderError(for: error)
    }
    try Task.checkCancellation()

    guard data.count <= maximumBodySize else { throw RemoteLoaderError.invalidData }
    do {
      return try map(data, response)
    } catch {
      throw RemoteLoaderError.invalidData
    }
  }

  private static func loaderError(for clientError: any Error) -> any Error {
    switch clientError {
    case is CancellationError:
      return clientError
    case HTTPClientError.bodyTooLarge:
      return RemoteLoaderError.invalidData
    default:
      return RemoteLoaderError.connectivity
    }
  }
}
