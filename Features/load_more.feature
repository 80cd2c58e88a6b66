@narrative-1 @paging
Feature: Customer scrolls to see more of their feed
  As an online customer
  I want the app to load more images when I reach the end of my feed
  So I can keep enjoying my friends' images

  Background:
    Given today is 23 November 2026 at 10:00
    And the customer has connectivity

  @edge
  Scenario: Loading more pages until the last page
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    Then the app displays 10 images
    When the customer scrolls to the end of the feed
    Then the app displays 20 images
    When the customer scrolls to the end of the feed
    Then the app displays 25 images
    When the customer scrolls to the end of the feed
    Then the app displays 25 images
    And the app says there are no more images to load

  @edge @server-requests
  Scenario: Each page asks for the images after the last one shown
    Given the server's feed holds 12 images in pages of 10
    When the customer requests to see their feed
    And the customer scrolls to the end of the feed
    Then the server was asked for the first page, then for the page after image 10

  @edge
  Scenario: Losing connectivity while loading more keeps the images already shown
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the customer loses connectivity
    And the customer scrolls to the end of the feed
    Then the app displays 10 images
    And the app should display the error message "Couldn't connect to server"

  @server-requests
  Scenario: The app asks the server for 10 images at a time, each page after the last image shown
    Given the server's feed holds 25 images
    When the customer requests to see their feed
    And the customer scrolls to the end of the feed
    And the customer scrolls to the end of the feed
    And the customer scrolls to the end of the feed
    And the customer scrolls to the end of the feed
    Then the server was asked for these pages of the feed:
      | images | after    |
      | 10     |          |
      | 10     | Image 10 |
      | 10     | Image 20 |
      | 10     | Image 25 |
    And the app displays 25 images

  @kept-offline
  Scenario: The images of every page scrolled through stay available offline
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the customer scrolls to the end of the feed
    And the customer scrolls to the end of the feed
    And the customer loses connectivity
    And the customer requests to see their feed
    Then the app displays 25 images
    And no error message is shown

  @retry
  Scenario: Scrolling again once connectivity is back loads the next page
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the customer loses connectivity
    And the customer scrolls to the end of the feed
    And the customer regains connectivity
    And the customer scrolls to the end of the feed
    Then the app displays 20 images
    And no error message is shown

  @no-duplicates
  Scenario: A server that sends the same images again does not show them twice
    Given the server's feed holds 25 images in pages of 10
    And the server sends its first images again whatever page is asked for
    When the customer requests to see their feed
    And the customer scrolls to the end of the feed
    Then the app displays 10 images
    And the app says there are no more images to load

  @loading
  Scenario: The app shows it is loading more images until the next page arrives
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer scrolls to the end of the feed
    Then the app shows it is loading more images
    When the server answers the request for the next page
    Then the app displays 20 images
    And the app stops showing it is loading more images

  @loading
  Scenario: The app stops showing it is loading more images when the next page fails
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer scrolls to the end of the feed
    And the server answers the feed request with status 500
    And the server answers the request for the next page
    Then the app should display the error message "Couldn't connect to server"
    And the app stops showing it is loading more images
    And the app displays 10 images

  @request-under-way
  Scenario: Scrolling to the end again while the next page is loading asks for it once
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer scrolls to the end of the feed
    And the customer scrolls to the end of the feed
    And the server answers the request for the next page
    Then the app displays 20 images
    And the server was asked for these pages of the feed:
      | images | after    |
      | 10     |          |
      | 10     | Image 10 |

  @request-under-way
  Scenario: Scrolling to the end while the feed is requested again asks for no page of the old feed
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer requests to see their feed
    And the customer scrolls to the end of the feed
    And the server answers the request for the first page
    Then the app displays 10 images
    And the server was asked for these pages of the feed:
      | images | after |
      | 10     |       |
      | 10     |       |

  @stale-answer
  Scenario: A page that arrives after the feed was requested again is not added to the new feed
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer scrolls to the end of the feed
    And the customer requests to see their feed
    And the server answers the request for the first page
    And the server answers the request for the next page
    Then the app displays 10 images

  @stale-answer
  Scenario: A page that arrives after the feed was requested again is not kept offline either
    Given the server's feed holds 25 images in pages of 10
    When the customer requests to see their feed
    And the server is slow to answer
    And the customer scrolls to the end of the feed
    And the customer requests to see their feed
    And the server answers the request for the first page
    And the server answers the request for the next page
    And the server answers every request under way
    And the customer loses connectivity
    And the customer requests to see their feed
    Then the app displays 10 images
    And no error message is shown

  Scenario: The app offers to load more images until a page brings none
    Given the server's feed holds 12 images in pages of 10
    When the customer requests to see their feed
    Then the app offers to load more images
    When the customer scrolls to the end of the feed
    Then the app displays 12 images
    And the app offers to load more images
    When the customer scrolls to the end of the feed
    Then the app says there are no more images to load
