import EssentialFeed
import Foundation
import Testing

@Suite("Remote loader")
struct RemoteLoaderTests {
  @Test("init does not request data")
  func initDoesNotRequestData() {
    let (_, client) = makeSUT()

    #expect(client.messages == [])
  }

  @Test("load requests data from the loader's URL")
  func loadRequestsDataFromURL() async throws {
    let url = URL(string: "https://a-given-url.com/v1/feed")!
    let (sut, client) = makeSUT(url: url)

    _ = try await sut.load()

    #expect(client.messages == [.get(url)])
  }

  @Test("loading twice requests data twice")
  func loadTwiceRequestsDataTwice() async throws {
    let url = URL(string: "https://a-given-url.com/v1/feed")!
    let (sut, client) = makeSUT(url: url)

    _ = try await sut.load()
    _ = try await sut.load()

    #expect(client.messages == [.get(url), .get(url)])
  }

  @Test(
    "load fails with connectivity when the client fails",
    arguments: [anyNSError(), URLError(.cannotConnectToHost), HTTPClientError.timedOut]
      as [any Error])
  func loadFailsWithConnectivityOnClientError(error: any Error) async {
    let (sut, _) = makeSUT(result: .failure(error))

    await #expect(throws: RemoteLoader<String>.Error.connectivity) { try await sut.load() }
  }

  @Test("load fails with invalidData when the client stops an oversized body")
  func loadFailsWhenClientRejectsOversizedBody() async {
    let (sut, _) = makeSUT(result: .failure(HTTPClientError.bodyTooLarge(limit: 1024)))

    await #expect(throws: RemoteLoader<String>.Error.invalidData) { try await sut.load() }
  }

  @Test("load fails with invalidData when the mapper rejects the response")
  func loadFailsWhenMapperThrows() async {
    let (sut, _) = makeSUT(mapper: { _, _ in throw anyNSError() })

    await #expect(throws: RemoteLoader<String>.Error.invalidData) { try await sut.load() }
  }

  @Test("load hands the client's data and response to the mapper and delivers its resource")
  func loadDeliversMappedResource() async throws {
    let data = Data("a body".utf8)
    let response = httpResponse(status: 203)
    let (sut, _) = makeSUT(result: .success((data, response))) { data, response in
      "\(String(decoding: data, as: UTF8.self)) with status \(response.statusCode)"
    }

    #expect(try await sut.load() == "a body with status 203")
  }

  @Test("load fails with invalidData, without mapping, when the body is over the loader's cap")
  func loadFailsOnBodyOverCap() async {
    let (sut, _) = makeSUT(
      result: .success((Data(count: 9), httpResponse(status: 200))), maximumBodySize: 8,
      mapper: { _, _ in
        Issue.record("the mapper must not see an oversized body")
        return "mapped"
      })

    await #expect(throws: RemoteLoader<String>.Error.invalidData) { try await sut.load() }
  }

  @Test("load maps a body exactly at the loader's cap")
  func loadMapsBodyAtCap() async throws {
    let (sut, _) = makeSUT(
      result: .success((Data(count: 8), httpResponse(status: 200))), maximumBodySize: 8,
      mapper: { data, _ in "\(data.count) bytes" })

    #expect(try await sut.load() == "8 bytes")
  }

  @Test("the default body cap is a few MB")
  func defaultCap() {
    let (sut, _) = makeSUT()

    #expect(sut.maximumBodySize == 4 * 1024 * 1024)
  }

  @Test(
    "a cancelled load ends with CancellationError and cancels the request",
    arguments: [
      .failure(URLError(.cancelled)),
      .success((anyData(), httpResponse(status: 200))),
    ] as [Result<(Data, HTTPResponse), any Error>])
  func cancelledLoadEndsWithCancellationError(
    clientOutcome: Result<(Data, HTTPResponse), any Error>
  ) async {
    let url = anyURL()
    let client = HTTPClientSpy(.suspendUntilCancelled(then: clientOutcome))
    let sut = RemoteLoader(url: url, client: client) { _, _ in "mapped" }

    let task = Task { try await sut.load() }
    await client.waitForRequest()
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(client.messages == [.get(url), .cancel(url)])
  }

  // MARK: - Helpers

  private func makeSUT(
    url: URL = anyURL(),
    result: Result<(Data, HTTPResponse), any Error> = .success(
      (anyData(), httpResponse(status: 200))),
    maximumBodySize: Int = RemoteLoader<String>.defaultMaximumBodySize,
    mapper: @escaping RemoteLoader<String>.Mapper = { _, _ in "any resource" }
  ) -> (sut: RemoteLoader<String>, client: HTTPClientSpy) {
    let client = HTTPClientSpy(completingWith: result)
    let sut = RemoteLoader(
      url: url, client: client, maximumBodySize: maximumBodySize, mapper: mapper)
    return (sut, client)
  }
}
