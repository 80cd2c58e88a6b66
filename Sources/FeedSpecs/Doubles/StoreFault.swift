/// A way the scenario's cache can be made to fail.
package enum StoreFault: Sendable, Hashable, CaseIterable {
  /// Reading the feed or image data throws.
  case read
  /// Writing the feed or image data throws.
  case write
  /// Deleting the feed throws.
  case delete
  /// Every call throws an error that may pass (a busy store): nothing about the cache is known.
  case busy
}
