import Foundation

/// A JSON body `{"items": [...]}` holding `items`.
func makeItemsJSON(_ items: [[String: Any]]) -> Data {
  try! JSONSerialization.data(withJSONObject: ["items": items])
}
