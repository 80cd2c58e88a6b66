@uc-load-feed-from-cache
Feature: Load feed from cache
  The system reads the saved feed and delivers it while it is less than seven days old.

  Background:
    Given today is 23 November 2026 at 10:00

  @primary
  Scenario: A cache less than seven days old delivers its images
    Given there's a cached version of the feed holding these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
    And the cache is 3 days old
    When the system loads the feed from the cache
    Then the system delivers these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
    And the cache is left as it was

  @primary @edge
  Scenario: A cache one second short of seven days old delivers its images
    Given there's a cached version of the feed holding 3 images
    And the cache is one second short of 7 days old
    When the system loads the feed from the cache
    Then the system delivers 3 images
    And the cache is left as it was

  @retrieval-error
  Scenario: A cache that cannot be read delivers an error
    Given the cache cannot be read
    When the system loads the feed from the cache
    Then the system delivers an error
    And the cache is left as it was

  @expired-cache
  Scenario Outline: A cache seven days old or more delivers no images
    Given there's a cached version of the feed holding 3 images
    And the cache is <age>
    When the system loads the feed from the cache
    Then the system delivers no feed images
    And the cache is left as it was

    Examples:
      | age                       |
      | 7 days old                |
      | 7 days and one second old |

  @empty-cache
  Scenario: An empty cache delivers no images
    Given the cache is empty
    When the system loads the feed from the cache
    Then the system delivers no feed images
    And the cache is left as it was
