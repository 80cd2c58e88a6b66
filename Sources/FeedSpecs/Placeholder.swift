// FeedSpecs: step definitions arrive with issue 6.
import EssentialApp
import EssentialFeed
import Gherkin
