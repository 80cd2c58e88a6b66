import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session delegate of ``URLSessionHTTPClient``: routes each task's events to its
/// ``HTTPTransfer``.
final class HTTPTransferRegistry: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var transfers: [Int: HTTPTransfer] = [:]

  func register(_ transfer: HTTPTransfer) {
    lock.lock()
    defer { lock.unlock() }
    transfers[transfer.task.taskIdentifier] = transfer
  }

  func unregister(_ transfer: HTTPTransfer) {
    lock.lock()
    defer { lock.unlock() }
    transfers[transfer.task.taskIdentifier] = nil
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
    transfer(for: task)?.complete(with: error)
  }
}
