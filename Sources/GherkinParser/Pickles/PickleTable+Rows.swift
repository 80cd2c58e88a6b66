/// A step's data table read the way a step definition wants it, in the spirit of Cucumber's
/// `raw`, `rows`, `hashes` and `rowsHash`: ``PickleTable/rows`` is the raw table, ``header`` and
/// ``dataRows`` split off its first row, ``records()`` keys each data row by the header, and
/// ``dictionary()`` reads a two-column table as keys and values.
///
/// Every check names the row (1-based, the header being row 1) and the column, so a mistake in a
/// feature file fails the step with a message that points at the cell.
extension PickleTable {
  /// The first row: the column names of a table with a header (empty for an empty table).
  public var header: [String] { rows.first ?? [] }

  /// The rows after the header.
  public var dataRows: [[String]] { Array(rows.dropFirst()) }

  /// Each row after the header as a ``PickleTableRecord``, its cells keyed by the header's.
  ///
  /// Throws ``PickleTableError`` when two columns have the same name or a row has another
  /// number of cells than the header.
  public func records() throws(PickleTableError) -> [PickleTableRecord] {
    let columns = header
    var seen: Set<String> = []
    for name in columns where !seen.insert(name).inserted {
      throw .duplicateColumn(name)
    }
    try requireRectangular()
    return dataRows.enumerated().map { offset, cells in
      PickleTableRecord(row: offset + 2, columns: columns, cells: cells)
    }
  }

  /// A table of two columns, one key and its value a row, as a dictionary (no header row).
  ///
  /// Throws ``PickleTableError`` when a row has other than two cells or a key comes twice.
  public func dictionary() throws(PickleTableError) -> [String: String] {
    var values: [String: String] = [:]
    var rowOfKey: [String: Int] = [:]
    for (offset, cells) in rows.enumerated() {
      let row = offset + 1
      guard cells.count == 2 else {
        throw .wrongCellCount(row: row, found: cells.count, expected: 2)
      }
      if let first = rowOfKey[cells[0]] { throw .duplicateKey(cells[0], rows: [first, row]) }
      rowOfKey[cells[0]] = row
      values[cells[0]] = cells[1]
    }
    return values
  }

  /// Throws when a row has another number of cells than the first.
  private func requireRectangular() throws(PickleTableError) {
    let expected = header.count
    for (offset, cells) in rows.enumerated() where cells.count != expected {
      throw .wrongCellCount(row: offset + 1, found: cells.count, expected: expected)
    }
  }
}

/// One data row of a ``PickleTable`` read with ``PickleTable/records()``: its cells by column
/// name, each readable as text or converted to the type the step needs.
public struct PickleTableRecord: Sendable, Hashable {
  /// The row's 1-based number in the table, the header being row 1.
  public let row: Int
  /// The column names, from the header, in order.
  public let columns: [String]
  /// The row's cells, in the columns' order.
  public let cells: [String]

  /// Creates a record; ``PickleTable/records()`` makes them.
  public init(row: Int, columns: [String], cells: [String]) {
    self.row = row
    self.columns = columns
    self.cells = cells
  }

  /// The cells keyed by column name.
  public var values: [String: String] {
    Dictionary(zip(columns, cells), uniquingKeysWith: { first, _ in first })
  }

  /// The text of the cell in `column`; throws ``PickleTableError/missingColumn(_:row:columns:)``
  /// when the table has no such column.
  public func value(_ column: String) throws(PickleTableError) -> String {
    guard let index = columns.firstIndex(of: column), index < cells.count else {
      throw .missingColumn(column, row: row, columns: columns)
    }
    return cells[index]
  }

  /// The cell in `column` converted to `type` with its `init?(_ description:)` (`Int`, `Double`,
  /// `Bool` as `true`/`false`, ...); throws ``PickleTableError/unconvertibleCell(row:column:value:type:)``
  /// naming the cell when the text is not a value of that type.
  public func value<Value: LosslessStringConvertible>(
    _ column: String, as type: Value.Type
  ) throws(PickleTableError) -> Value {
    let text = try value(column)
    guard let converted = Value(text) else {
      throw .unconvertibleCell(row: row, column: column, value: text, type: "\(Value.self)")
    }
    return converted
  }
}

/// Why a ``PickleTable`` cannot be read as a step asked; its description names the row and
/// column, counted from 1 with the header as row 1.
public enum PickleTableError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A row has `found` cells where `expected` were needed.
  case wrongCellCount(row: Int, found: Int, expected: Int)
  /// Two header cells have the same name.
  case duplicateColumn(String)
  /// A key of a two-column table comes twice, in the rows given.
  case duplicateKey(String, rows: [Int])
  /// A step asked for a column the header does not have.
  case missingColumn(String, row: Int, columns: [String])
  /// A cell's text is not a value of the type asked for.
  case unconvertibleCell(row: Int, column: String, value: String, type: String)

  /// The problem in one sentence, naming the cell, row or column.
  public var description: String {
    switch self {
    case .wrongCellCount(let row, let found, let expected):
      return "data table row \(row) has \(found) cells, expected \(expected)"
    case .duplicateColumn(let name):
      return "data table header names the column \"\(name)\" twice"
    case .duplicateKey(let key, let rows):
      let numbers = rows.map(String.init).joined(separator: " and ")
      return "data table key \"\(key)\" comes twice, in rows \(numbers)"
    case .missingColumn(let name, let row, let columns):
      let known = columns.map { "\"\($0)\"" }.joined(separator: ", ")
      return "data table row \(row) has no column \"\(name)\"; the columns are \(known)"
    case .unconvertibleCell(let row, let column, let value, let type):
      return
        "data table row \(row), column \"\(column)\": \"\(value)\" is not a value of type \(type)"
    }
  }
}
