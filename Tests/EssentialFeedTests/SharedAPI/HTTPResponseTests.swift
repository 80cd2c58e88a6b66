import Testing

@testable import EssentialFeed

@Suite("HTTP response status")
struct HTTPResponseTests {
  @Test(
    "isOK holds for 200 only", arguments: [(199, false), (200, true), (201, false), (304, false)])
  func isOKOnlyFor200(status: Int, expected: Bool) {
    #expect(HTTPResponse(statusCode: status).isOK == expected)
  }

  @Test(
    "isSuccessful holds for 200 through 299 only",
    arguments: [(199, false), (200, true), (250, true), (299, true), (300, false), (404, false)])
  func isSuccessfulFor2xx(status: Int, expected: Bool) {
    #expect(HTTPResponse(statusCode: status).isSuccessful == expected)
  }
}
