@uc-load-image-data-from-local
Feature: Load feed image data from local
  The system reads an image's data from the cache.

  @primary
  Scenario: Cached image data is delivered
    Given the cache holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the system loads the image "https://images.example/sunset.jpg" from the cache
    Then the system delivers the image data "SUNSET-PIXELS"

  @cancel
  Scenario: A load cancelled before the cache answers delivers nothing
    Given the cache holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the cache is slow to answer
    When the system loads the image "https://images.example/sunset.jpg" from the cache
    And the load is cancelled before the image arrives
    Then the system delivers no image data nor error

  @not-found
  Scenario: An image that is not cached is not found
    Given the cache holds the image "https://images.example/other.jpg" with data "OTHER-PIXELS"
    When the system loads the image "https://images.example/sunset.jpg" from the cache
    Then the system delivers a not found error

  @retrieval-error
  Scenario: A cache that cannot be read delivers a failed error
    Given the cache cannot be read
    When the system loads the image "https://images.example/sunset.jpg" from the cache
    Then the system delivers a failed error

  @cancel @edge @cancelled-load
  Scenario: A load cancelled before an unreadable cache answers delivers nothing, not an error
    Given the cache holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the cache cannot be read
    And the cache is slow to answer
    When the system loads the image "https://images.example/sunset.jpg" from the cache
    And the load is cancelled before the image arrives
    Then the system delivers no image data nor error
