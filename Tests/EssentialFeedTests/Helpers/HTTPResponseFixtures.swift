import EssentialFeed

func httpResponse(status: Int) -> HTTPResponse {
  HTTPResponse(statusCode: status)
}
