@uc-load-image-data-from-remote
Feature: Load feed image data from remote
  The system downloads an image's data from the server.

  @primary
  Scenario: The image's data is delivered
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    When the system loads the image "https://images.example/sunset.jpg" from the server
    Then the system delivers the image data "SUNSET-PIXELS"

  @cancel
  Scenario: A load cancelled before the image arrives delivers nothing
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer
    When the system loads the image "https://images.example/sunset.jpg" from the server
    And the load is cancelled before the image arrives
    Then the system delivers no image data nor error
    And the request to the server is cancelled

  @no-connectivity
  Scenario: Without connectivity the system delivers a connectivity error
    Given the customer doesn't have connectivity
    When the system loads the image "https://images.example/sunset.jpg" from the server
    Then the system delivers a connectivity error

  @invalid-data
  Scenario Outline: An unexpected answer is invalid data
    Given the customer has connectivity
    And the server answers the image "https://images.example/sunset.jpg" with status <status> and data "<data>"
    When the system loads the image "https://images.example/sunset.jpg" from the server
    Then the system delivers an invalid data error

    Examples:
      | status | data          |
      | 200    |               |
      | 199    | SUNSET-PIXELS |
      | 201    | SUNSET-PIXELS |
      | 404    | SUNSET-PIXELS |
      | 500    | SUNSET-PIXELS |

  @cancel @edge @cancelled-load
  Scenario: A load cancelled while the server's answer is on its way delivers nothing
    Given the customer has connectivity
    And the server holds the image "https://images.example/sunset.jpg" with data "SUNSET-PIXELS"
    And the server is slow to answer
    And the server still answers the requests that are cancelled
    When the system loads the image "https://images.example/sunset.jpg" from the server
    And the load is cancelled before the image arrives
    Then the system delivers no image data nor error
