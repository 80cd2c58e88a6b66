@feed-images
Feature: Customer sees the images of their feed
  As a customer
  I want each image of my feed to appear, online or offline
  So I can enjoy my friends' images without waiting for them twice

  Background:
    Given today is 23 November 2026 at 10:00
    And the server's feed holds these images:
      | description        | location | image                             |
      | Sunset at the pier | Brighton | https://images.example/sunset.jpg |

  @primary
  Scenario: An image not yet cached is downloaded, shown and cached
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"
    And the cache now holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"

  @primary
  Scenario: A cached image is shown without asking the server
    Given the customer has connectivity
    And the cache holds the image "https://images.example/sunset.jpg" with data "CACHED-PIXELS"
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows the image "Sunset at the pier" with data "CACHED-PIXELS"
    And the server was not asked for the image "https://images.example/sunset.jpg"

  @offline
  Scenario: A cached image is shown offline
    Given there's a cached version of the feed holding these images:
      | description        | location | image                             |
      | Sunset at the pier | Brighton | https://images.example/sunset.jpg |
    And the cache is 1 day old
    And the cache holds the image "https://images.example/sunset.jpg" with data "CACHED-PIXELS"
    And the customer doesn't have connectivity
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows the image "Sunset at the pier" with data "CACHED-PIXELS"

  @cancel
  Scenario: An image that leaves the view before it arrives is never shown
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer image requests
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view before it arrives
    Then the app shows no data for the image "Sunset at the pier"
    And the request to the server is cancelled

  @cancel @edge
  Scenario: An image that leaves the view after it arrived stays cached
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view after it arrived
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"
    And the cache now holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
