@cache
Feature: Cache

  Scenario: Fresh cache
    Given the cache was saved 1 days ago
    Then the app displays 2 images

  @broken
  Scenario: Broken store
    Given the store fails
    Then the app displays 0 images

  Scenario Outline: Cache of <age> days
    Given the cache was saved <age> days ago
    Then the app displays <count> images

    Examples:
      | age | count |
      | 7   | 5     |
      | 8   | 5     |
