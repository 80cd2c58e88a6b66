import GherkinParser
import Testing

@Suite("Reading a step's data table: header, records, a dictionary, typed cells")
struct PickleTableRowsTests {
  private let cart = PickleTable(rows: [
    ["item", "price", "quantity"],
    ["apple", "0.5", "4"],
    ["pear", "0.75", "2"],
  ])

  @Test("header is the first row and dataRows the rows after it")
  func headerAndDataRows() {
    #expect(cart.header == ["item", "price", "quantity"])
    #expect(cart.dataRows == [["apple", "0.5", "4"], ["pear", "0.75", "2"]])
  }

  @Test("an empty table has an empty header and no data rows or records")
  func emptyTable() throws {
    let empty = PickleTable(rows: [])
    #expect(empty.header.isEmpty)
    #expect(empty.dataRows.isEmpty)
    #expect(try empty.records().isEmpty)
  }

  @Test("records key each data row by the header and number it from the header's row 1")
  func recordsKeyRowsByHeader() throws {
    let records = try cart.records()

    #expect(records.map(\.row) == [2, 3])
    #expect(
      records.map(\.values) == [
        ["item": "apple", "price": "0.5", "quantity": "4"],
        ["item": "pear", "price": "0.75", "quantity": "2"],
      ])
    #expect(try records[1].value("item") == "pear")
  }

  @Test("a cell converts to the type asked for")
  func typedCells() throws {
    let record = try #require(try cart.records().first)

    #expect(try record.value("quantity", as: Int.self) == 4)
    #expect(try record.value("price", as: Double.self) == 0.5)
  }

  @Test("a cell that is not a value of the type asked for is an error naming row, column and text")
  func unconvertibleCellIsNamed() throws {
    let record = try #require(try cart.records().last)

    #expect(
      throws: PickleTableError.unconvertibleCell(
        row: 3, column: "price", value: "0.75", type: "Int")
    ) { try record.value("price", as: Int.self) }
    #expect(
      PickleTableError.unconvertibleCell(row: 3, column: "price", value: "0.75", type: "Int")
        .description == "data table row 3, column \"price\": \"0.75\" is not a value of type Int")
  }

  @Test("a column the header does not have is an error listing the columns there are")
  func missingColumnIsNamed() throws {
    let record = try #require(try cart.records().first)

    #expect(
      throws: PickleTableError.missingColumn(
        "colour", row: 2, columns: ["item", "price", "quantity"])
    ) { try record.value("colour") }
    #expect(
      PickleTableError.missingColumn("colour", row: 2, columns: ["item", "price"]).description
        == "data table row 2 has no column \"colour\"; the columns are \"item\", \"price\"")
  }

  @Test("records refuse a row with another number of cells than the header, naming the row")
  func raggedRowIsRefused() {
    let ragged = PickleTable(rows: [["item", "price"], ["apple", "0.5"], ["pear"]])

    #expect(throws: PickleTableError.wrongCellCount(row: 3, found: 1, expected: 2)) {
      try ragged.records()
    }
    #expect(
      PickleTableError.wrongCellCount(row: 3, found: 1, expected: 2).description
        == "data table row 3 has 1 cells, expected 2")
  }

  @Test("records refuse a header that names a column twice")
  func duplicateColumnIsRefused() {
    let table = PickleTable(rows: [["item", "item"], ["apple", "pear"]])

    #expect(throws: PickleTableError.duplicateColumn("item")) { try table.records() }
    #expect(
      PickleTableError.duplicateColumn("item").description
        == "data table header names the column \"item\" twice")
  }

  @Test("dictionary reads a two-column table as keys and values")
  func twoColumnsAsDictionary() throws {
    let table = PickleTable(rows: [["currency", "EUR"], ["discount", "10%"]])

    #expect(try table.dictionary() == ["currency": "EUR", "discount": "10%"])
  }

  @Test("dictionary refuses a key given twice, naming both rows")
  func duplicateKeyIsRefused() {
    let table = PickleTable(rows: [
      ["currency", "EUR"], ["discount", "10%"], ["currency", "USD"],
    ])

    #expect(throws: PickleTableError.duplicateKey("currency", rows: [1, 3])) {
      try table.dictionary()
    }
    #expect(
      PickleTableError.duplicateKey("currency", rows: [1, 3]).description
        == "data table key \"currency\" comes twice, in rows 1 and 3")
  }

  @Test("dictionary refuses a row of other than two cells, naming the row")
  func wrongColumnCountIsRefused() {
    #expect(throws: PickleTableError.wrongCellCount(row: 1, found: 3, expected: 2)) {
      try cart.dictionary()
    }
  }
}
