import EssentialFeed
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session delegate of ``URLSessionHTTPClient``: routes each task's events to its
/// ``HTTPTransfer``. Its methods run inline on the session's work queue (see
/// ``InlineDelegateQueue``), so they never wait on the session.
///
/// `@unchecked Sendable`: `NSObject` subclasses cannot be checked; its one mutable property,
/// `transfers`, is accessed only while holding `lock`.
final class HTTPTransferRegistry: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var transfers: [Int: HTTPTransfer] = [:]

  func register(_ transfer: HTTPTransfer, for task: URLSessionTask) {
    lock.lock()
    defer { lock.unlock() }
    transfers[task.taskIdentifier] = transfer
  }

  private func unregister(_ task: URLSessionTask) -> HTTPTransfer? {
    lock.lock()
    defer { lock.unlock() }
    return transfers.removeValue(forKey: task.taskIdentifier)
  }

  private func transfer(for task: URLSessionTask) -> HTTPTransfer? {
    lock.lock()
    defer { lock.unlock() }
    return transfers[task.taskIdentifier]
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = transfer(for: dataTask)?.receive(response) ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let follows = request.url.map(HTTPScheme.isSupported) ?? false
    completionHandler(follows ? request : nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    unregister(task)?.complete(with: error)
  }
}
