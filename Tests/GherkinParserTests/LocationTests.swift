import Foundation
import Testing

@testable import GherkinParser

@Suite("Locations")
struct LocationTests {
  @Test("a location keeps its line and column, and a missing column stays missing")
  func keepsLineAndColumn() {
    #expect(Location(line: 7, column: 3).line == 7)
    #expect(Location(line: 7, column: 3).column == 3)
    #expect(Location(line: 0).column == nil)
    var location = Location(line: 1, column: 1)
    location.column = nil
    #expect(location == Location(line: 1))
  }

  @Test("a line or column beyond 32 bits reads as the nearest number that fits")
  func clampsOutOfRangeNumbers() {
    let location = Location(line: Int.max, column: Int.min)
    #expect(location.line == Int(Int32.max))
    #expect(location.column == Int(Int32.min) + 1)
  }

  @Test("a location message reads and writes line and column, leaving out a missing column")
  func roundTripsAsMessage() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let withColumn = try encoder.encode(Location(line: 4, column: 2))
    #expect(String(decoding: withColumn, as: UTF8.self) == #"{"column":2,"line":4}"#)
    let lineOnly = try encoder.encode(Location(line: 4))
    #expect(String(decoding: lineOnly, as: UTF8.self) == #"{"line":4}"#)
    #expect(
      try JSONDecoder().decode(Location.self, from: withColumn) == Location(line: 4, column: 2))
    #expect(try JSONDecoder().decode(Location.self, from: lineOnly) == Location(line: 4))
  }

  @Test("a location message whose line does not fit in 32 bits is an error")
  func rejectsOutOfRangeMessage() {
    let message = Data(#"{"line":4294967296}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Location.self, from: message) }
  }

  @Test("a location prints as its line and column")
  func printsLineAndColumn() {
    #expect(
      String(describing: Location(line: 5, column: 3)) == "Location(line: 5, column: Optional(3))")
    #expect(String(describing: Location(line: 5)) == "Location(line: 5, column: nil)")
  }
}
