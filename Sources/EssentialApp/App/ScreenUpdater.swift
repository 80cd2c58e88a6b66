import EssentialFeed
import Foundation

/// A view that forwards what a ``LoadResourcePresenter`` displays to closures, which write it into
/// ``FeedApp``'s screen state.
@MainActor
final class ScreenUpdater<ViewModel>: ResourceView, ResourceLoadingView, ResourceErrorView {
  typealias ResourceViewModel = ViewModel

  private let onResource: (ViewModel) -> Void
  private let onLoading: (Bool) -> Void
  private let onError: (String?) -> Void

  init(
    onResource: @escaping (ViewModel) -> Void = { _ in },
    onLoading: @escaping (Bool) -> Void,
    onError: @escaping (String?) -> Void
  ) {
    self.onResource = onResource
    self.onLoading = onLoading
    self.onError = onError
  }

  func display(_ viewModel: ViewModel) {
    onResource(viewModel)
  }

  func display(_ viewModel: ResourceLoadingViewModel) {
    onLoading(viewModel.isLoading)
  }

  func display(_ viewModel: ResourceErrorViewModel) {
    onError(viewModel.message)
  }
}
