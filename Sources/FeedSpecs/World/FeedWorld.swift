import EssentialApp
import EssentialFeed
import Foundation

/// Everything one scenario works with, made fresh for each: the clock, the server, the cache, the
/// app once started, and what the last action of the system delivered.
package struct FeedWorld {
  /// The base URL the server's endpoints hang from.
  package static let baseURL = URL(string: "https://feed.example")!
  /// The language the app speaks in the scenarios, unless the customer's is another.
  package static let locale = Locale(identifier: "en_US")

  /// The scenario's "today".
  package var clock = ManualClock()
  /// The customer's language, which the app speaks.
  var locale = FeedWorld.locale
  /// The server, as the app and the use cases reach it.
  package let server = StubHTTPClient()
  /// The cache, as the app and the use cases reach it.
  package private(set) var store: FeedStoreSpy
  /// Which real store backs ``store``.
  package private(set) var storeKind: StoreKind = .memory
  /// The store to use unless a scenario asks for another.
  package let defaultStoreKind: StoreKind
  private var storeFolder: URL?

  /// The images the server's feed holds, in order.
  var serverFeed: [FeedImage] = []
  /// The most images the server sends in one page, whatever the request asks for, or `nil` for
  /// as many as it asks for.
  var serverPageSize: Int?
  /// The body the server answers every feed request with, instead of pages of ``serverFeed``.
  var sentFeedBody: Data?
  /// Whether the server answers every page request from the start of its feed, ignoring the
  /// `after_id` it was sent.
  var serverIgnoresPaging = false
  /// The status the server answers feed requests with.
  var feedStatus = 200
  /// The comments the server holds, by image.
  var serverComments: [UUID: [CommentRow]] = [:]
  /// The status the server answers comment requests with.
  var commentsStatus = 200
  /// Whether every request is slow, or only image requests.
  var slowness: Slowness = .none
  /// Whether the cache is slow to answer image-data reads.
  var cacheIsSlow = false
  /// The images last put in the cache by a step.
  var cachedFeed: [FeedImage]?
  private var imageCount = 0

  /// The cached feed as it was when the first action began.
  var cacheBeforeAction: CachedFeed??
  /// What the last use case delivered.
  var outcome: SystemOutcome?
  /// A use-case load still under way (a slow answer), to be cancelled or awaited.
  var pendingLoad: Task<SystemOutcome, Never>?

  /// The app, once the customer used it.
  var app: FeedApp?
  /// The screen the customer looks at.
  var screen: Screen = .feed
  /// Whether the feed screen showed it was loading while the server had the feed request.
  var loadingWhileRequestUnderWay: Bool?
  /// The image loads the feed screen started, by image.
  var imageLoads: [UUID: Task<Void, Never>] = [:]
  /// The app's loads left under way while the server holds back their answers, by what they
  /// load.
  var loadsUnderWay: [HeldLoad: [Task<Void, Never>]] = [:]

  /// Creates a world whose cache is an empty store of `defaultStoreKind`, or in memory until
  /// ``useStore(_:)`` is called.
  /// - Parameter language: the scenario's Gherkin language code: the customer's language until
  ///   a step sets another (`en` keeps ``locale``).
  package init(defaultStoreKind: StoreKind = .memory, language: String = "en") {
    self.defaultStoreKind = defaultStoreKind
    if language != "en" { locale = Locale(identifier: language) }
    self.store = FeedStoreSpy(backing: InMemoryFeedStore())
  }

  /// Replaces the (still untouched) cache with an empty store of `kind`.
  package mutating func useStore(_ kind: StoreKind) throws {
    guard kind != storeKind else { return }
    let made = try kind.makeStore()
    store = FeedStoreSpy(backing: made.store)
    storeKind = kind
    storeFolder = made.folder
  }

  /// Removes the temporary folder of a SQLite store, if any.
  package mutating func tearDown() throws {
    for load in imageLoads.values { load.cancel() }
    for load in loadsUnderWay.values.joined() { load.cancel() }
    pendingLoad?.cancel()
    guard let storeFolder else { return }
    self.storeFolder = nil
    try FileManager.default.removeItem(at: storeFolder)
  }

  /// Makes a new image with a fresh identity.
  mutating func makeImage(description: String?, location: String?, url: URL? = nil) -> FeedImage {
    imageCount += 1
    let digits = String(imageCount)  // without String(format:), which cost most of a step
    let zeros = String(repeating: "0", count: max(0, 12 - digits.count))
    let id = UUID(uuidString: "00000000-0000-4000-8000-\(zeros)\(digits)")!
    let url = url ?? URL(string: "https://images.example/image-\(imageCount).jpg")!
    return FeedImage(id: id, description: description, location: location, url: url)
  }

  /// Makes `count` images described "Image 1", "Image 2", ... and located "Place 1", ...
  mutating func makeImages(_ count: Int) -> [FeedImage] {
    (0..<count).map { _ in
      let number = imageCount + 1
      return makeImage(description: "Image \(number)", location: "Place \(number)")
    }
  }

  /// Notes the cache as it is before the first action, for "the cache is left as it was".
  mutating func beginAction() async throws {
    guard cacheBeforeAction == nil else { return }
    cacheBeforeAction = .some(try await store.backing.retrieve())
  }
}

/// Which requests the server is slow to answer.
enum Slowness {
  case none, images, all
}

/// What an app load left under way while the server holds back its answer loads.
enum HeldLoad: Hashable {
  /// The first page of the feed.
  case feed
  /// The next page of the feed.
  case nextPage
  /// The comments of the image with this identity.
  case comments(UUID)
}

/// The screen the customer looks at.
enum Screen {
  case feed, comments
}

/// A comment the server holds, as a scenario's table gives it.
struct CommentRow: Sendable, Hashable {
  var message: String
  var author: String
  var written: String
  var createdAt: Date
}
