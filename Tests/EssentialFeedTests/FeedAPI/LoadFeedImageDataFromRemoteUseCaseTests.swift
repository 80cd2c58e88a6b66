import EssentialFeed
import Foundation
import Testing

@Suite("Load feed image data from remote")
struct LoadFeedImageDataFromRemoteUseCaseTests {
  @Test("init does not request data")
  func initDoesNotRequestData() {
    let (_, client) = makeSUT()

    #expect(client.messages == [])
  }

  @Test("loadImageData requests data from the URL")
  func loadRequestsDataFromURL() async throws {
    let url = URL(string: "https://a-given-url.com/image.png")!
    let (sut, client) = makeSUT()

    _ = try await sut.loadImageData(from: url)

    #expect(client.messages == [.get(url)])
  }

  @Test("loading twice requests data twice")
  func loadTwiceRequestsDataTwice() async throws {
    let url = URL(string: "https://a-given-url.com/image.png")!
    let (sut, client) = makeSUT()

    _ = try await sut.loadImageData(from: url)
    _ = try await sut.loadImageData(from: url)

    #expect(client.messages == [.get(url), .get(url)])
  }

  @Test(
    "loadImageData fails with connectivity when the client fails",
    arguments: [anyNSError(), URLError(.cannotConnectToHost), HTTPClientError.timedOut]
      as [any Error])
  func loadFailsWithConnectivityOnClientError(error: any Error) async {
    let (sut, _) = makeSUT(result: .failure(error))

    await #expect(throws: RemoteFeedImageDataLoader.Error.connectivity) {
      _ = try await sut.loadImageData(from: anyURL())
    }
  }

  @Test(
    "loadImageData fails with invalidData on a non-200 response",
    arguments: [199, 201, 300, 400, 500])
  func loadFailsOnNon200(status: Int) async {
    let (sut, _) = makeSUT(result: .success((anyData(), httpResponse(status: status))))

    await #expect(throws: RemoteFeedImageDataLoader.Error.invalidData) {
      _ = try await sut.loadImageData(from: anyURL())
    }
  }

  @Test("loadImageData fails with invalidData on a 200 response with an empty body")
  func loadFailsOnEmpty200() async {
    let (sut, _) = makeSUT(result: .success((Data(), httpResponse(status: 200))))

    await #expect(throws: RemoteFeedImageDataLoader.Error.invalidData) {
      _ = try await sut.loadImageData(from: anyURL())
    }
  }

  @Test("loadImageData delivers the non-empty body of a 200 response")
  func loadDeliversDataOn200() async throws {
    let data = Data("image bytes".utf8)
    let (sut, _) = makeSUT(result: .success((data, httpResponse(status: 200))))

    #expect(try await sut.loadImageData(from: anyURL()) == data)
  }

  @Test("loadImageData fails with invalidData when the body is over the loader's cap")
  func loadFailsOnBodyOverCap() async {
    let (sut, _) = makeSUT(
      result: .success((Data(count: 9), httpResponse(status: 200))), maximumBodySize: 8)

    await #expect(throws: RemoteFeedImageDataLoader.Error.invalidData) {
      _ = try await sut.loadImageData(from: anyURL())
    }
  }

  @Test("loadImageData delivers a body exactly at the loader's cap")
  func loadDeliversBodyAtCap() async throws {
    let data = Data(count: 8)
    let (sut, _) = makeSUT(result: .success((data, httpResponse(status: 200))), maximumBodySize: 8)

    #expect(try await sut.loadImageData(from: anyURL()) == data)
  }

  @Test("loadImageData fails with invalidData when the client stops an oversized body")
  func loadFailsWhenClientRejectsOversizedBody() async {
    let (sut, _) = makeSUT(result: .failure(HTTPClientError.bodyTooLarge(limit: 1024)))

    await #expect(throws: RemoteFeedImageDataLoader.Error.invalidData) {
      _ = try await sut.loadImageData(from: anyURL())
    }
  }

  @Test(
    "a cancelled load ends with CancellationError and cancels the request, whatever the client does",
    arguments: [
      .failure(CancellationError()),
      .failure(URLError(.cancelled)),
      .failure(anyNSError()),
      .success((anyData(), httpResponse(status: 200))),
      .success((Data(), httpResponse(status: 500))),
    ] as [Result<(Data, HTTPResponse), any Error>])
  func cancelledLoadEndsWithCancellationError(
    clientOutcome: Result<(Data, HTTPResponse), any Error>
  ) async {
    let url = anyURL()
    let client = HTTPClientSpy(.suspendUntilCancelled(then: clientOutcome))
    let sut = RemoteFeedImageDataLoader(client: client)

    let task = Task { try await sut.loadImageData(from: url) }
    await client.waitForRequest()
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(client.messages == [.get(url), .cancel(url)])
  }

  // MARK: - Helpers

  private func makeSUT(
    result: Result<(Data, HTTPResponse), any Error> = .success(
      (anyData(), httpResponse(status: 200))),
    maximumBodySize: Int = RemoteFeedImageDataLoader.defaultMaximumBodySize
  ) -> (sut: RemoteFeedImageDataLoader, client: HTTPClientSpy) {
    let client = HTTPClientSpy(completingWith: result)
    let sut = RemoteFeedImageDataLoader(client: client, maximumBodySize: maximumBodySize)
    return (sut, client)
  }
}
