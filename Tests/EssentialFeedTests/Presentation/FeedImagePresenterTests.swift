import EssentialFeed
import Foundation
import Testing

@Suite("Feed image presenter")
struct FeedImagePresenterTests {
  @Test("map shows the description and the location")
  func mapWithLocation() {
    let viewModel = FeedImagePresenter.map(
      makeImage(description: "a description", location: "a location"))

    #expect(viewModel.description == "a description")
    #expect(viewModel.location == "a location")
    #expect(viewModel.hasLocation)
  }

  @Test("map hides the location of an image without one")
  func mapWithoutLocation() {
    let viewModel = FeedImagePresenter.map(makeImage(description: nil, location: nil))

    #expect(viewModel.description == nil)
    #expect(viewModel.location == nil)
    #expect(!viewModel.hasLocation)
  }
}
