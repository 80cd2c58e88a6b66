import Foundation
import GherkinParser
import PrintableText

/// A languages file that cannot be used, in plain words: what is wrong and what to do.
package struct LanguagesFileError: Error, Sendable, Hashable {
  /// The file named as it was given (`--languages PATH`), what is wrong and what to do.
  package var message: String

  /// The problem of the file at `path`, given with `setting`: the file named as it was given
  /// (`--languages PATH`), then `reason`.
  init(_ path: String, setting: Setting, _ reason: String) {
    message = "\(setting.written(VisibleText.escaping(path), quoted: false)): \(reason)"
  }
}

extension Diagnostics {
  /// The dialects of the languages file at `path`, given with `setting` (`--languages` or
  /// `GHERKIN_LANGUAGES`).
  ///
  /// - Throws: ``LanguagesFileError`` naming the file, in plain words, with what to do: when it
  ///   does not exist, may not be read, is not an ordinary file (a folder, a named pipe, a
  ///   device), is empty, is not JSON, or is JSON of another shape than Cucumber's
  ///   `gherkin-languages.json`.
  package static func loadLanguagesFile(_ path: String, setting: Setting) throws(LanguagesFileError)
    -> Dialects
  {
    let failure = { (reason: String) in LanguagesFileError(path, setting: setting, reason) }
    let format = "a JSON file in the format of Cucumber's gherkin-languages.json"
    let descriptor = try openLanguagesFile(path, format: format, failure: failure)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw failure(
        "this file cannot be read (\(error.localizedDescription)). Give the path of \(format).")
    }
    guard !data.isEmpty else {
      throw failure("the file is empty. Give the path of \(format).")
    }
    do {
      return try Dialects.load(json: data)
    } catch Dialects.LoadingError.notAnObject {
      throw failure(
        "this JSON is not a languages file: it must be an object whose keys are language codes, each holding that language's name and keywords, as in Cucumber's gherkin-languages.json, for example {\"it\": {\"name\": \"Italian\", \"native\": \"italiano\", \"feature\": [\"Funzionalità\"], ...}}."
      )
    } catch Dialects.LoadingError.missingKey(let language, let key) {
      throw failure(
        "the language '\(Wording.shown(language))' has no \"\(Wording.shown(key))\", or not in the right form. Every language needs \"name\" and \"native\" (texts) and the keyword lists \"feature\", \"rule\", \"background\", \"scenario\", \"scenarioOutline\", \"examples\", \"given\", \"when\", \"then\", \"and\" and \"but\", as in Cucumber's gherkin-languages.json."
      )
    } catch {
      let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      let place = said.flatMap { position(in: data, of: $0) }.map {
        ": the JSON reader stops near line \($0.line), column \($0.column)"
      }
      let quoted = said.map { " (it says: \(VisibleText.escaping($0)))" } ?? ""
      throw failure(
        "this is not JSON, so it is not a languages file\(place ?? "")\(quoted). Check for a missing or extra comma, brace or quote; a languages file is \(format)."
      )
    }
  }

  /// The line and column (from 1) of the offset in "... around character N." of a JSON
  /// reader's message, counted in `data`'s bytes; nil when the message gives no offset.
  private static func position(in data: Data, of message: String) -> (line: Int, column: Int)? {
    guard let range = message.range(of: "character ") else { return nil }
    let digits = message[range.upperBound...].prefix { $0.isNumber }
    guard let offset = Int(digits), offset <= data.count else { return nil }
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return (line, column)
  }

  /// The open descriptor of the languages file at `path`, when it is an ordinary file
  /// (``FileKind``'s rule: a named pipe or a device such as `/dev/zero` is refused at once).
  private static func openLanguagesFile(
    _ path: String, format: String, failure: (String) -> LanguagesFileError
  ) throws(LanguagesFileError) -> Int32 {
    switch FileKind.openOrdinary(path) {
    case .success(let opened):
      return opened.descriptor
    case .failure(.notOrdinary(let kind)):
      throw failure(
        "this is \(kind), not a file. Give the path of the languages file itself, \(format).")
    case .failure(.cannotOpen(let error)) where error == ENOENT || error == ENOTDIR:
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      throw failure(
        "there is no such file (looked for \(VisibleText.escaping(absolute))). Give the path of \(format)."
      )
    case .failure(.cannotOpen(let error)) where error == EACCES || error == EPERM:
      throw failure(
        "you may not read this file (permission denied). Make it readable, for example with chmod a+r \(VisibleText.escaping(path)), or give another languages file."
      )
    case .failure(let refusal):
      throw failure("this file cannot be read (\(refusal.reason)). Give the path of \(format).")
    }
  }
}
