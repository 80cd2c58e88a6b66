/// Every item of the seed `000_*.txt` (the customer's stories and the use cases) that the
/// scenarios of `Features/` must prove, in the seed's order and words.
package enum SeedCatalogue {
  /// The items.
  package static let items: [SeedItem] = narratives + comments + feedUseCases + imageUseCases

  static let narratives: [SeedItem] = [
    SeedItem(
      "narrative-1", "primary", title: "Narrative #1: online customer",
      wording: "Given the customer has connectivity When the customer requests to see their feed "
        + "Then the app should display the latest feed from remote And replace the cache with "
        + "the new feed"),
    SeedItem(
      "narrative-2", "fresh-cache", title: "Narrative #2: offline customer, fresh cache",
      wording: "Given the customer doesn't have connectivity And there's a cached version of the "
        + "feed And the cache is less than seven days old When the customer requests to see the "
        + "feed Then the app should display the latest feed saved"),
    SeedItem(
      "narrative-2", "expired-cache", title: "Narrative #2: offline customer, expired cache",
      wording: "Given the customer doesn't have connectivity And there's a cached version of the "
        + "feed And the cache is seven days old or more When the customer requests to see the "
        + "feed Then the app should display an error message"),
    SeedItem(
      "narrative-2", "empty-cache", title: "Narrative #2: offline customer, empty cache",
      wording: "Given the customer doesn't have connectivity And the cache is empty When the "
        + "customer requests to see the feed Then the app should display an error message"),
  ]

  static let comments: [SeedItem] = [
    SeedItem(
      "comments", "online", title: "Image comments: online customer",
      wording: "Given the customer has connectivity When the customer requests to see comments "
        + "on an image Then the app should display all comments for that image"),
    SeedItem(
      "comments", "offline", title: "Image comments: offline customer",
      wording: "Given the customer doesn't have connectivity When the customer requests to see "
        + "comments on an image Then the app should display an error message"),
  ]

  static let feedUseCases: [SeedItem] = [
    SeedItem(
      "uc-load-feed-from-remote", "primary", title: "Load Feed From Remote: primary course",
      wording: "System downloads data from the URL. System validates downloaded data. System "
        + "creates image feed from valid data. System delivers image feed."),
    SeedItem(
      "uc-load-feed-from-remote", "invalid-data", title: "Load Feed From Remote: invalid data",
      wording: "System delivers invalid data error."),
    SeedItem(
      "uc-load-feed-from-remote", "no-connectivity",
      title: "Load Feed From Remote: no connectivity",
      wording: "System delivers connectivity error."),
    SeedItem(
      "uc-load-feed-from-cache", "primary", title: "Load Feed From Cache: primary course",
      wording: "System fetches feed data from cache. System validates cache is less than 7 days "
        + "old. System creates feed images from cache data. System delivers feed images."),
    SeedItem(
      "uc-load-feed-from-cache", "retrieval-error",
      title: "Load Feed From Cache: retrieve cache error",
      wording: "System delivers error message."),
    SeedItem(
      "uc-load-feed-from-cache", "expired-cache", title: "Load Feed From Cache: cache is old",
      wording: "System delivers no feed images."),
    SeedItem(
      "uc-load-feed-from-cache", "empty-cache", title: "Load Feed From Cache: empty cache",
      wording: "System delivers no feed images."),
    SeedItem(
      "uc-validate-cache", "primary", title: "Validate Cache: primary course",
      wording: "System fetches feed data from cache. System validates cache is less than 7 days "
        + "old."),
    SeedItem(
      "uc-validate-cache", "retrieval-error", title: "Validate Cache: retrieve cache error",
      wording: "System deletes cache."),
    SeedItem(
      "uc-validate-cache", "expired-cache", title: "Validate Cache: cache is old",
      wording: "System deletes cache."),
    SeedItem(
      "uc-cache-feed", "primary", title: "Cache Feed: primary course",
      wording: "System deletes old cache. System encodes feed images. System timestamps newly "
        + "created cache. System persists new cache data. System delivers success message."),
    SeedItem(
      "uc-cache-feed", "delete-error", title: "Cache Feed: delete cache error",
      wording: "System delivers error."),
    SeedItem(
      "uc-cache-feed", "insert-error", title: "Cache Feed: saving cache error",
      wording: "System delivers error."),
  ]

  static let imageUseCases: [SeedItem] = [
    SeedItem(
      "uc-load-image-data-from-remote", "primary",
      title: "Load Feed Image Data From Remote: primary course",
      wording: "System loads the image from the remote server. System delivers the remotely "
        + "loaded image data."),
    SeedItem(
      "uc-load-image-data-from-remote", "cancel",
      title: "Load Feed Image Data From Remote: cancel course",
      wording: "System delivers no image data nor error."),
    SeedItem(
      "uc-load-image-data-from-remote", "no-connectivity",
      title: "Load Feed Image Data From Remote: connectivity error",
      wording: "System delivers connectivity error."),
    SeedItem(
      "uc-load-image-data-from-remote", "invalid-data",
      title: "Load Feed Image Data From Remote: invalid response",
      wording: "System delivers invalid data error."),
    SeedItem(
      "uc-load-image-data-from-local", "primary",
      title: "Load Feed Image Data From Local: primary course",
      wording: "System fetches local cache for Feed Image. System delivers stored data for Feed "
        + "Image."),
    SeedItem(
      "uc-load-image-data-from-local", "cancel",
      title: "Load Feed Image Data From Local: cancel course",
      wording: "System delivers no image data nor error."),
    SeedItem(
      "uc-load-image-data-from-local", "not-found",
      title: "Load Feed Image Data From Local: not found",
      wording: "System delivers notFound error."),
    SeedItem(
      "uc-load-image-data-from-local", "retrieval-error",
      title: "Load Feed Image Data From Local: failure retrieving",
      wording: "System delivers failed error."),
    SeedItem(
      "uc-cache-image-data", "primary", title: "Cache Feed Image Data: primary course",
      wording: "System searches for current Feed Image in store. System updates the data "
        + "property with the new image."),
    SeedItem(
      "uc-cache-image-data", "insert-error", title: "Cache Feed Image Data: failure saving",
      wording: "System delivers failed error."),
  ]
}

extension SeedCatalogue {
  /// The behaviours beyond the seed that scenarios state, most specific first: a scenario beyond
  /// the seed is grouped under the first one whose tag it carries.
  package static let behaviours: [BeyondSeedBehaviour] = [
    BeyondSeedBehaviour(
      "server-requests", title: "What the app asks the server for",
      wording: "Each page of the feed is asked for 10 images at a time; every page after the "
        + "first asks for the images after the last one shown (after_id); once a page brings no "
        + "new image, the app asks for no more."),
    BeyondSeedBehaviour(
      "kept-offline", title: "What stays available offline after loading more",
      wording: "The images of every page the customer scrolled through are kept in the cache, "
        + "so offline the customer sees them all."),
    BeyondSeedBehaviour(
      "cancelled-load", title: "A cancelled image load, on every path",
      wording: "An image load that is cancelled delivers neither data nor error, from the server, "
        + "from the cache, or from the cache with the server behind it: it does not fall back to "
        + "the server, and data that arrives after it is neither shown nor cached."),
    BeyondSeedBehaviour(
      "cache-failure", title: "A cache that fails",
      wording: "When the cache cannot keep the feed or an image, or cannot read an image, the "
        + "customer still sees what the server sent; offline, a saved feed that cannot be read "
        + "shows the error message."),
    BeyondSeedBehaviour(
      "fallback", title: "Where the feed comes from when the server fails",
      wording: "When the server fails in any way, the fresh saved feed is shown, and showing it "
        + "does not save it again."),
    BeyondSeedBehaviour(
      "future-cache", title: "A cache dated after today",
      wording: "A cache dated after the current date is never fresh, so it is not shown."),
    BeyondSeedBehaviour(
      "retry", title: "Trying again after a failure",
      wording: "An image that could not be loaded offers a retry; a retry, or scrolling again "
        + "after a page failed, loads it and hides the earlier failure."),
    BeyondSeedBehaviour(
      "request-under-way", title: "Asking again while the app is loading",
      wording: "Requesting the feed while it is loading, or scrolling to the end while the next "
        + "page or the feed is loading, does not ask the server again: the app waits for the "
        + "answer under way."),
    BeyondSeedBehaviour(
      "stale-answer", title: "An answer that arrives after the customer moved on",
      wording: "A page asked for before the customer requested the feed again is neither added "
        + "to the new feed nor kept in the cache, and comments that arrive after the customer "
        + "opened another image's comments are not shown there."),
    BeyondSeedBehaviour(
      "loading", title: "Showing that the app is loading",
      wording: "The app shows it is loading while the feed, the next page, an image's data or "
        + "the comments are on their way, and stops once they are shown, or the error message "
        + "or a retry is, or the image leaves the view."),
    BeyondSeedBehaviour(
      "no-duplicates", title: "A server that repeats itself",
      wording: "Images the feed already shows are not shown twice, and a page bringing no new "
        + "image ends the feed."),
    BeyondSeedBehaviour(
      "kept-on-reload", title: "Requesting the feed again",
      wording: "Images still in the feed keep the data they showed when the customer requests "
        + "the feed again."),
    BeyondSeedBehaviour(
      "language", title: "The app in the customer's language",
      wording: "Titles, the error message and the comments' dates are in the customer's language "
        + "(English, Brazilian Portuguese or Greek), and in English for any other language."),
    BeyondSeedBehaviour(
      "paging", title: "Loading more pages",
      wording: "More images load as the customer reaches the end of the feed, until the last "
        + "page; a page that fails keeps the images already shown."),
    BeyondSeedBehaviour(
      "feed-images", title: "Images shown as they come into view",
      wording: "An image's data comes from the cache, else from the server (and is then kept in "
        + "the cache), and is shown when its image comes into view."),
  ]
}
