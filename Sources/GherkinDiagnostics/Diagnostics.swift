/// The plain-words checks of feature files, selections and step definitions.
///
/// Each check is a function from what it looks at to ``Diagnostic``s, so that the command line,
/// the Swift Testing bridge and an editor report the same problems in the same words. They all live
/// here, in the language service, and take small values (a file's text, the sentences that
/// exist, what a selection was given), not the runner's registry nor the command line's
/// options.
package enum Diagnostics {}
