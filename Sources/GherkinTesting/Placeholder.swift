// GherkinTesting: the Swift Testing bridge arrives with issue 5.
import Gherkin
