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

  @edge
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
