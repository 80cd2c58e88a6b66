@narrative-1
Feature: Customer requests to see their image feed while online
  As an online customer
  I want the app to automatically load my latest image feed
  So I can always enjoy the newest images of my friends

  Background:
    Given today is 23 November 2026 at 10:00

  @primary
  Scenario: The latest feed from the server is shown and replaces the cache
    Given the customer has connectivity
    And the server's feed holds these images:
      | description        | location       |
      | Sunset at the pier | Brighton       |
      | A quiet morning    |                |
      |                    | Lisbon         |
      |                    |                |
    And there's a cached version of the feed holding these images:
      | description     | location |
      | An older photo  | Porto    |
    When the customer requests to see their feed
    Then the app should display the latest feed from remote
    And replace the cache with the new feed
    And the feed title is "My Feed"

  @primary @edge
  Scenario: An empty feed from the server is shown as an empty feed
    Given the customer has connectivity
    And the server's feed holds no images
    When the customer requests to see their feed
    Then the app should display an empty feed
    And no error message is shown

  @primary @edge @loading
  Scenario: The app shows it is loading until the feed arrives
    Given the customer has connectivity
    And the server's feed holds 2 images
    When the customer requests to see their feed
    Then the app shows it is loading while the request is under way
    And the app stops showing it is loading once the feed is shown

  @cache-failure
  Scenario: The latest feed is shown even when the cache cannot keep it
    Given the customer has connectivity
    And the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache cannot be written
    When the customer requests to see their feed
    Then the app should display the latest feed from remote
    And no error message is shown

  @fallback
  Scenario: When the server sends something the app cannot read, the saved feed is shown
    Given the customer has connectivity
    And there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is 1 day old
    And the server answers the feed request with status 500
    When the customer requests to see their feed
    Then the app should display the latest feed saved
    And no error message is shown

  @request-under-way
  Scenario: Requesting the feed again while it is loading does not ask the server twice
    Given the customer has connectivity
    And the server's feed holds 2 images
    And the server is slow to answer
    When the customer requests to see their feed
    And the customer requests to see their feed
    And the server answers the request for the first page
    Then the app displays 2 images
    And the server was asked for these pages of the feed:
      | images | after |
      | 10     |       |

  @retry
  Scenario: Requesting the feed again once connectivity is back shows it and hides the error message
    Given the customer doesn't have connectivity
    And the server's feed holds 2 images
    And the cache is empty
    When the customer requests to see their feed
    Then the app should display the error message "Couldn't connect to server"
    When the customer regains connectivity
    And the customer requests to see their feed
    Then the app displays 2 images
    And no error message is shown
