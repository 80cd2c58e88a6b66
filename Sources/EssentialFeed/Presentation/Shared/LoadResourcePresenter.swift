import Foundation

/// Drives the views of one resource load: the loading indicator, the error message and the
/// resource itself, mapped to its view model by an injected mapper.
///
/// ```swift
/// let presenter = LoadResourcePresenter(
///   resourceView: feedView, loadingView: feedView, errorView: feedView,
///   locale: locale, mapper: FeedPresenter.map)
/// presenter.didStartLoading()
/// presenter.didFinishLoading(with: feed)
/// ```
@MainActor
public struct LoadResourcePresenter<Resource, View: ResourceView> {
  /// Maps a loaded resource to what the resource view displays; a thrown error is presented as a
  /// load error.
  public typealias Mapper = (Resource) throws -> View.ResourceViewModel

  private let resourceView: View
  private let loadingView: any ResourceLoadingView
  private let errorView: any ResourceErrorView
  private let errorMessage: String
  private let mapper: Mapper

  /// Creates a presenter whose error message is in `locale`'s language.
  public init(
    resourceView: View,
    loadingView: any ResourceLoadingView,
    errorView: any ResourceErrorView,
    locale: Locale,
    mapper: @escaping Mapper
  ) {
    self.resourceView = resourceView
    self.loadingView = loadingView
    self.errorView = errorView
    self.errorMessage = PresentationStrings.string(.loadError, locale: locale)
    self.mapper = mapper
  }

  /// Hides any error message and shows the loading indicator.
  public func didStartLoading() {
    errorView.display(.noError)
    loadingView.display(ResourceLoadingViewModel(isLoading: true))
  }

  /// Displays `resource`, mapped to its view model, and hides the loading indicator. When the
  /// mapper throws, the load error is shown instead.
  public func didFinishLoading(with resource: Resource) {
    do {
      resourceView.display(try mapper(resource))
      loadingView.display(ResourceLoadingViewModel(isLoading: false))
    } catch {
      didFinishLoading(with: error)
    }
  }

  /// Shows the load error message and hides the loading indicator.
  public func didFinishLoading(with error: any Error) {
    errorView.display(.error(message: errorMessage))
    loadingView.display(ResourceLoadingViewModel(isLoading: false))
  }
}

extension LoadResourcePresenter where Resource == View.ResourceViewModel {
  /// Creates a presenter that displays the resource as it is.
  public init(
    resourceView: View,
    loadingView: any ResourceLoadingView,
    errorView: any ResourceErrorView,
    locale: Locale
  ) {
    self.init(
      resourceView: resourceView, loadingView: loadingView, errorView: errorView, locale: locale,
      mapper: { $0 })
  }
}
