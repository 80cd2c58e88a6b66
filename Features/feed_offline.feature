@narrative-2
Feature: Customer requests to see their image feed while offline
  As an offline customer
  I want the app to show the latest saved version of my image feed
  So I can always enjoy images of my friends

  Background:
    Given today is 23 November 2026 at 10:00
    And the customer doesn't have connectivity

  @fresh-cache
  Scenario: A cache less than seven days old is shown
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
    And the cache is 6 days old
    When the customer requests to see the feed
    Then the app should display the latest feed saved
    And no error message is shown

  @fresh-cache @edge
  Scenario: A cache one second short of seven days old is still shown
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is one second short of 7 days old
    When the customer requests to see the feed
    Then the app should display the latest feed saved

  @fresh-cache @edge
  Scenario: A fresh cache holding an empty feed shows an empty feed
    Given there's a cached version of the feed holding no images
    And the cache is 1 day old
    When the customer requests to see the feed
    Then the app should display an empty feed
    And no error message is shown

  @expired-cache
  Scenario Outline: A cache seven days old or more is not shown
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is <age>
    When the customer requests to see the feed
    Then the app should display the error message "Couldn't connect to server"
    And the app displays no images

    Examples:
      | age                        |
      | 7 days old                 |
      | 7 days and one second old  |
      | 30 days old                |

  @empty-cache
  Scenario: An empty cache shows the error message
    Given the cache is empty
    When the customer requests to see their feed
    Then the app should display the error message "Couldn't connect to server"
    And the app displays no images

  @fallback
  Scenario: Showing the saved feed does not save it again
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is 6 days old
    When the customer requests to see the feed
    Then the app should display the latest feed saved
    And the cache is left as it was

  @future-cache
  Scenario: A cache dated after today is not shown
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is dated 24 November 2026 at 10:00
    When the customer requests to see the feed
    Then the app should display the error message "Couldn't connect to server"
    And the app displays no images

  @loading
  Scenario: The app stops showing it is loading when the feed cannot be shown
    Given the cache is empty
    When the customer requests to see their feed
    Then the app shows it is loading while the request is under way
    And the app should display the error message "Couldn't connect to server"
    And the app stops showing it is loading

  @cache-failure
  Scenario: A saved feed that cannot be read shows the error message
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
    And the cache is 1 day old
    And the cache cannot be read
    When the customer requests to see the feed
    Then the app should display the error message "Couldn't connect to server"
    And the app displays no images
