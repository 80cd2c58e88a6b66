import Foundation

@testable import EssentialApp

/// A ``FeedCacheValidator`` that counts validations and fails when told to.
actor FeedCacheValidatorSpy: FeedCacheValidator {
  private(set) var validationCount = 0
  private var error: (any Error)?

  func stubValidation(with error: any Error) {
    self.error = error
  }

  func validateCache() async throws {
    validationCount += 1
    if let error { throw error }
  }
}
