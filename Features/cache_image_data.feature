@uc-cache-image-data @sqlite
Feature: Cache feed image data
  The system keeps an image's data so it can be shown offline.

  @primary
  Scenario: Saved image data can be read back
    When the system saves the data "SUNSET-PIXELS" for the image "https://images.example/sunset.jpg"
    Then the system delivers a success message
    And the cache now holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"

  @primary @edge
  Scenario: Saving again replaces the data
    Given the cache holds the image "https://images.example/sunset.jpg" with data "OLD-PIXELS"
    When the system saves the data "NEW-PIXELS" for the image "https://images.example/sunset.jpg"
    Then the cache now holds the image "https://images.example/sunset.jpg" with data "NEW-PIXELS"

  @insert-error
  Scenario: A cache that cannot be written delivers a failed error
    Given the cache cannot be written
    When the system saves the data "SUNSET-PIXELS" for the image "https://images.example/sunset.jpg"
    Then the system delivers a failed error
