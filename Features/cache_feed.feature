@uc-cache-feed @sqlite
Feature: Cache feed
  The system replaces the saved feed with new images and the time they were saved.

  Background:
    Given today is 23 November 2026 at 10:00

  @primary
  Scenario: Saving replaces the old cache and timestamps the new one
    Given there's a cached version of the feed holding 3 images
    And the cache is 2 days old
    When the system saves these images to the cache:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
    Then the system delivers a success message
    And the cache holds these images, saved today at 10:00:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |

  @delete-error
  Scenario: A cache that cannot be deleted is not replaced
    Given there's a cached version of the feed holding 3 images
    And the cache cannot be deleted
    When the system saves 2 images to the cache
    Then the system delivers an error
    And the cache is left as it was

  @insert-error
  Scenario: A cache that cannot be written delivers an error
    Given the cache cannot be written
    When the system saves 2 images to the cache
    Then the system delivers an error
    And the cache holds no feed
