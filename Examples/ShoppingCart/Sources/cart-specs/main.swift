import Foundation
import Gherkin
import GherkinLanguageServer
import GherkinReports
import ShoppingCartSteps

// `swift run cart-specs [OPTIONS] [PATHS]`: every option of feed-specs, over Features/, with the
// wings for JUnit, JSON, HTML and `report`, and for `cart-specs language-server`.
var command = GherkinCommand()
command.wings = [.reports(), .languageServer]
let status = await command.run(
  arguments: CommandLine.arguments, registry: CartSteps.registry())
exit(status)
