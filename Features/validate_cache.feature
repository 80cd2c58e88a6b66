@uc-validate-cache
Feature: Validate cache
  The system checks the saved feed and deletes it when it cannot be used.

  Background:
    Given today is 23 November 2026 at 10:00

  @primary
  Scenario: A cache less than seven days old is kept
    Given there's a cached version of the feed holding 3 images
    And the cache is one second short of 7 days old
    When the system validates the cache
    Then the cache is left as it was

  @primary @edge
  Scenario: An empty cache is left alone
    Given the cache is empty
    When the system validates the cache
    Then the cache is left as it was

  @retrieval-error
  Scenario: A cache that cannot be read is deleted
    Given the cache cannot be read
    When the system validates the cache
    Then the system deletes the cache

  @retrieval-error @edge @cache-failure
  Scenario: A cache that is busy for now is kept, even when expired
    Given there's a cached version of the feed holding 3 images
    And the cache is 8 days old
    And the cache is busy for now
    When the system validates the cache
    Then the system delivers an error
    And the cache is left as it was

  @expired-cache
  Scenario Outline: A cache seven days old or more is deleted
    Given there's a cached version of the feed holding 3 images
    And the cache is <age>
    When the system validates the cache
    Then the system deletes the cache

    Examples:
      | age                       |
      | 7 days old                |
      | 7 days and one second old |

  @primary @edge
  Scenario: The cache is validated when the customer leaves the app
    Given there's a cached version of the feed holding 3 images
    And the cache is 8 days old
    When the customer sends the app to the background
    Then the system deletes the cache
