import Foundation

/// A delegate queue that runs each delegate call at once, on the thread that delivers it.
///
/// FoundationNetworking hands every received chunk to the delegate queue without back-pressure;
/// on an ordinary queue, a fast endless body piles up there faster than it is counted. Running the
/// calls inline means each chunk is counted (and dropped past the cap) as it arrives, so memory
/// stays bounded. Delegate code run here must never wait on the session.
///
/// `@unchecked Sendable`: it adds no stored state to `OperationQueue`, which is thread-safe.
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    block()
  }

  override func addOperation(_ operation: Operation) {
    operation.start()
  }
}
