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

  @cancel @cancelled-load
  Scenario: An image that leaves the view before it arrives is never shown
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer image requests
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view before it arrives
    Then the app shows no data for the image "Sunset at the pier"
    And the request to the server is cancelled

  @cancel @edge @cancelled-load
  Scenario: An image that leaves the view after it arrived stays cached
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view after it arrived
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"
    And the cache now holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"

  @cancelled-load
  Scenario: An image that leaves the view while the cache is still reading is not asked from the server
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the cache is slow to answer
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view before it arrives
    Then the app shows no data for the image "Sunset at the pier"
    And the server was not asked for the image "https://images.example/sunset.jpg"

  @cancelled-load
  Scenario: An image whose data arrives after it left the view is neither shown nor cached
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer image requests
    And the server still answers the requests that are cancelled
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view before it arrives
    Then the app shows no data for the image "Sunset at the pier"
    And the cache holds no data for the image "https://images.example/sunset.jpg"

  @cache-failure
  Scenario: An image is shown even when the cache cannot keep it
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the cache cannot be written
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"

  @cache-failure
  Scenario: An image is downloaded when the cache cannot be read
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the cache cannot be read
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"

  @retry
  Scenario: An image that could not be loaded offers a retry, which shows it once connectivity is back
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the customer requests to see their feed
    And the customer loses connectivity
    And the image "Sunset at the pier" comes into view
    Then the app offers to retry the image "Sunset at the pier"
    When the customer regains connectivity
    And the customer retries the image "Sunset at the pier"
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"
    And the app does not offer to retry the image "Sunset at the pier"

  @kept-on-reload
  Scenario: An image already shown keeps its data when the feed is requested again
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the customer requests to see their feed
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"

  @loading
  Scenario: The app shows an image is loading until its data arrives
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer image requests
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows it is loading the image "Sunset at the pier"
    When the server answers every request under way
    Then the app shows the image "Sunset at the pier" with data "SUNSET-PIXELS"
    And the app stops showing it is loading the image "Sunset at the pier"

  @loading
  Scenario: The app stops showing an image is loading when it fails
    Given the customer has connectivity
    And the server answers the image "https://images.example/sunset.jpg" with status 500 and data "ERROR"
    And the server is slow to answer image requests
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    Then the app shows it is loading the image "Sunset at the pier"
    When the server answers every request under way
    Then the app stops showing it is loading the image "Sunset at the pier"
    And the app shows no data for the image "Sunset at the pier"

  @loading
  Scenario: The app stops showing an image is loading when it leaves the view
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer image requests
    When the customer requests to see their feed
    And the image "Sunset at the pier" comes into view
    And the image "Sunset at the pier" leaves the view before it arrives
    Then the app stops showing it is loading the image "Sunset at the pier"
