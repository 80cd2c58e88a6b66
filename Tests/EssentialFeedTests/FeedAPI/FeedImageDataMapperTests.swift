import Foundation
import Testing

@testable import EssentialFeed

@Suite("Feed image data mapping")
struct FeedImageDataMapperTests {
  @Test("map throws invalidData on a non-200 response", arguments: [199, 201, 300, 400, 500])
  func mapRejectsNon200(status: Int) {
    #expect(throws: FeedImageDataMapper.Error.invalidData) {
      try FeedImageDataMapper.map(anyData(), from: httpResponse(status: status))
    }
  }

  @Test("map throws invalidData on a 200 response with an empty body")
  func mapRejectsEmpty200() {
    #expect(throws: FeedImageDataMapper.Error.invalidData) {
      try FeedImageDataMapper.map(Data(), from: httpResponse(status: 200))
    }
  }

  @Test("map delivers the body of a 200 response")
  func mapDeliversBodyOn200() throws {
    let data = Data("non-empty data".utf8)

    #expect(try FeedImageDataMapper.map(data, from: httpResponse(status: 200)) == data)
  }
}
