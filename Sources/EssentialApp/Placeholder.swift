// EssentialApp: composition arrives with issue 6.
import EssentialFeed
