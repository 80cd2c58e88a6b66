// libFuzzer entry point for the Gherkin parser and pickle compiler. Not a package target: built
// by run.sh with `swiftc -sanitize=fuzzer,address` together with Sources/GherkinParser.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGherkin(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let source = String(decoding: bytes, as: UTF8.self)
  let parser = GherkinParser()
  var ids = IdGenerator()
  if case .document(let document) = parser.parse(source, uri: "fuzz.feature", ids: &ids) {
    let pickles = PickleCompiler.compile(document, ids: &ids)
    let encoder = JSONEncoder()
    for pickle in pickles { _ = try? encoder.encode(pickle) }
    _ = try? encoder.encode(document)
  }
  _ = TokenFormatter.text(parser.tokens(of: source).tokens)
  return 0
}
