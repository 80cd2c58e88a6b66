@comments
Feature: Customer requests to see image comments
  As an online customer
  I want the app to load image comments
  So I can see how people are engaging with images in my feed

  Background:
    Given today is 23 November 2026 at 10:00
    And the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |

  @online
  Scenario: All comments for the image are shown
    Given the customer has connectivity
    And the server holds these comments for the image "Sunset at the pier":
      | message          | author | written          |
      | What a view!     | ana    | 5 minutes ago    |
      | I was there too  | bruno  | 1 day ago        |
      | Lovely colours   | chloe  | 2 weeks ago      |
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app should display all comments for that image
    And the comments title is "Comments"

  @online @edge
  Scenario Outline: Comments arrive with any success status
    Given the customer has connectivity
    And the server holds these comments for the image "Sunset at the pier":
      | message      | author | written       |
      | What a view! | ana    | 5 minutes ago |
    And the server answers comment requests with status <status>
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app should display all comments for that image

    Examples:
      | status |
      | 200    |
      | 201    |
      | 299    |

  @online @edge
  Scenario: A server error while loading comments shows the error message
    Given the customer has connectivity
    And the server answers comment requests with status 500
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app should display the error message "Couldn't connect to server"

  @offline
  Scenario: Without connectivity the error message is shown
    Given the customer doesn't have connectivity
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app should display the error message "Couldn't connect to server"

  @loading
  Scenario: The app shows it is loading the comments until they arrive
    Given the customer has connectivity
    And the server holds these comments for the image "Sunset at the pier":
      | message      | author | written       |
      | What a view! | ana    | 5 minutes ago |
    And the server is slow to answer
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app shows it is loading the comments
    When the server answers every request under way
    Then the app should display all comments for that image
    And the app stops showing it is loading the comments

  @loading
  Scenario: The app stops showing it is loading the comments when they fail
    Given the customer has connectivity
    And the server answers comment requests with status 500
    And the server is slow to answer
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the app shows it is loading the comments
    When the server answers every request under way
    Then the app should display the error message "Couldn't connect to server"
    And the app stops showing it is loading the comments

  @stale-answer
  Scenario: Comments that arrive after the customer opened another image's comments are not shown there
    Given the customer has connectivity
    And the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    | Porto    |
    And the server holds these comments for the image "Sunset at the pier":
      | message      | author | written       |
      | What a view! | ana    | 5 minutes ago |
    And the server holds these comments for the image "A quiet morning":
      | message     | author | written    |
      | So peaceful | bruno  | 1 hour ago |
    And the server is slow to answer
    When the customer requests to see comments on the image "Sunset at the pier"
    And the customer requests to see comments on the image "A quiet morning"
    And the server answers the request for the comments on the image "A quiet morning"
    And the server answers the request for the comments on the image "Sunset at the pier"
    Then the app should display all comments for that image
    And the app stops showing it is loading the comments
