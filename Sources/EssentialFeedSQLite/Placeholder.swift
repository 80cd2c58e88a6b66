// EssentialFeedSQLite: SQLiteFeedStore arrives with issue 3.
import CSQLite
import EssentialFeed
