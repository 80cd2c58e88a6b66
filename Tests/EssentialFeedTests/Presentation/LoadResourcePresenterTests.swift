import EssentialFeed
import Foundation
import Testing

@MainActor
@Suite("Load resource presenter")
struct LoadResourcePresenterTests {
  @Test("creating the presenter sends no message to the views")
  func initDoesNotMessageViews() {
    let (_, view) = makeSUT()

    #expect(view.messages.isEmpty)
  }

  @Test("starting a load hides the error message and shows the loading indicator")
  func didStartLoading() {
    let (sut, view) = makeSUT()

    sut.didStartLoading()

    #expect(view.messages == [.display(errorMessage: nil), .display(isLoading: true)])
  }

  @Test("finishing with a resource displays it mapped and hides the loading indicator")
  func didFinishLoadingWithResource() {
    let (sut, view) = makeSUT(mapper: { "\($0) view model" })

    sut.didFinishLoading(with: "resource")

    #expect(
      view.messages == [.display(resource: "resource view model"), .display(isLoading: false)])
  }

  @Test("finishing with a resource the mapper rejects shows the error and hides the loading")
  func didFinishLoadingWithMapperError() {
    let (sut, view) = makeSUT(mapper: { _ in throw MapperError() })

    sut.didFinishLoading(with: "resource")

    #expect(
      view.messages == [
        .display(errorMessage: "Couldn't connect to server"), .display(isLoading: false),
      ])
  }

  @Test("finishing with an error shows the error message and hides the loading indicator")
  func didFinishLoadingWithError() {
    let (sut, view) = makeSUT()

    sut.didFinishLoading(with: MapperError())

    #expect(
      view.messages == [
        .display(errorMessage: "Couldn't connect to server"), .display(isLoading: false),
      ])
  }

  @Test("the error message is in the locale's language")
  func errorMessageIsLocalized() {
    let (sut, view) = makeSUT(locale: Locale(identifier: "pt_BR"))

    sut.didFinishLoading(with: MapperError())

    #expect(view.messages.first == .display(errorMessage: "Não foi possível conectar ao servidor"))
  }

  @Test("a presenter without a mapper displays the resource as it is")
  func identityMapper() {
    let view = ViewSpy()
    let sut = LoadResourcePresenter<String, ViewSpy>(
      resourceView: view, loadingView: view, errorView: view, locale: Locale(identifier: "en_US"))

    sut.didFinishLoading(with: "resource")

    #expect(view.messages == [.display(resource: "resource"), .display(isLoading: false)])
  }

  // MARK: - Helpers

  private struct MapperError: Error {}

  private func makeSUT(
    locale: Locale = Locale(identifier: "en_US"),
    mapper: @escaping LoadResourcePresenter<String, ViewSpy>.Mapper = { $0 }
  ) -> (LoadResourcePresenter<String, ViewSpy>, ViewSpy) {
    let view = ViewSpy()
    let sut = LoadResourcePresenter(
      resourceView: view, loadingView: view, errorView: view, locale: locale, mapper: mapper)
    return (sut, view)
  }

  @MainActor
  private final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = String

    enum Message: Equatable {
      case display(errorMessage: String?)
      case display(isLoading: Bool)
      case display(resource: String)
    }

    private(set) var messages: [Message] = []

    func display(_ viewModel: String) {
      messages.append(.display(resource: viewModel))
    }

    func display(_ viewModel: ResourceLoadingViewModel) {
      messages.append(.display(isLoading: viewModel.isLoading))
    }

    func display(_ viewModel: ResourceErrorViewModel) {
      messages.append(.display(errorMessage: viewModel.message))
    }
  }
}
