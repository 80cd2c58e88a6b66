import GherkinParser

// The nodes of a document below an edit that added or removed lines, moved to their new lines
// (``FeatureAnalysis/edit(from:to:parser:)``): what parsing the edited text again gives them.

extension Location {
  /// This location, `lines` lines further down (up when negative).
  func moved(by lines: Int) -> Location {
    var moved = self
    moved.line += lines
    return moved
  }
}

/// A node with one location and nothing else placed in the text.
protocol Located {
  var location: Location { get set }
}

extension Located {
  /// This node, `lines` lines further down (up when negative).
  func moved(by lines: Int) -> Self {
    var moved = self
    moved.location = location.moved(by: lines)
    return moved
  }
}

extension Tag: Located {}

extension Comment: Located {}

extension TableCell: Located {}

extension TableRow {
  func moved(by lines: Int) -> TableRow {
    var moved = self
    moved.location = location.moved(by: lines)
    moved.cells = cells.map { $0.moved(by: lines) }
    return moved
  }
}

extension Step {
  func moved(by lines: Int) -> Step {
    var moved = self
    moved.location = location.moved(by: lines)
    if var docString {
      docString.location = docString.location.moved(by: lines)
      moved.docString = docString
    }
    if var dataTable {
      dataTable.location = dataTable.location.moved(by: lines)
      dataTable.rows = dataTable.rows.map { $0.moved(by: lines) }
      moved.dataTable = dataTable
    }
    return moved
  }
}

extension Examples {
  func moved(by lines: Int) -> Examples {
    var moved = self
    moved.location = location.moved(by: lines)
    moved.tags = tags.map { $0.moved(by: lines) }
    moved.tableHeader = tableHeader?.moved(by: lines)
    moved.tableBody = tableBody.map { $0.moved(by: lines) }
    return moved
  }
}

extension Scenario {
  func moved(by lines: Int) -> Scenario {
    var moved = self
    moved.location = location.moved(by: lines)
    moved.tags = tags.map { $0.moved(by: lines) }
    moved.steps = steps.map { $0.moved(by: lines) }
    moved.examples = examples.map { $0.moved(by: lines) }
    return moved
  }
}

extension Pickle: Located {}
