import Foundation
import Gherkin
import ShoppingCartSteps

// `swift run cart-specs [OPTIONS] [PATHS]`: every option of feed-specs, over Features/.
let status = await GherkinCommand().run(
  arguments: CommandLine.arguments, registry: CartSteps.registry())
exit(status)
