@uc-load-feed-from-remote
Feature: Load feed from remote
  The system downloads the feed from the server, checks it, and delivers the images.

  @primary
  Scenario: A valid feed is delivered as images
    Given the customer has connectivity
    And the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
      |                    | Lisbon   |
      |                    |          |
    When the system loads the feed from the server
    Then the system delivers these images:
      | description        | location |
      | Sunset at the pier | Brighton |
      | A quiet morning    |          |
      |                    | Lisbon   |
      |                    |          |

  @primary @edge
  Scenario: Details the app does not know are ignored
    Given the customer has connectivity
    And the server sends this feed:
      """json
      {"items": [{"id": "2A9F1E9C-8D1B-4A6B-9C3E-1F2D3C4B5A69", "image": "https://a-image.url/1.png",
                  "likes": 12, "description": "Sunset at the pier"}],
       "next": "later"}
      """
    When the system loads the feed from the server
    Then the system delivers 1 image described as "Sunset at the pier"

  @invalid-data
  Scenario Outline: A feed the server sends with an unexpected status is invalid data
    Given the customer has connectivity
    And the server answers the feed request with status <status>
    When the system loads the feed from the server
    Then the system delivers an invalid data error

    Examples:
      | status |
      | 199    |
      | 201    |
      | 300    |
      | 400    |
      | 500    |

  @invalid-data
  Scenario Outline: A feed the server sends that is not a valid feed is invalid data
    Given the customer has connectivity
    And the server sends this feed:
      """json
      <body>
      """
    When the system loads the feed from the server
    Then the system delivers an invalid data error

    Examples:
      | problem                  | body                                                                                       |
      | not JSON                 | this is not a feed                                                                         |
      | no items                 | {"images": []}                                                                             |
      | an item without an id    | {"items": [{"image": "https://a-image.url/1.png"}]}                                        |
      | an id that is not a UUID | {"items": [{"id": "42", "image": "https://a-image.url/1.png"}]}                            |
      | an item without image    | {"items": [{"id": "2A9F1E9C-8D1B-4A6B-9C3E-1F2D3C4B5A69"}]}                                |
      | a local file as image    | {"items": [{"id": "2A9F1E9C-8D1B-4A6B-9C3E-1F2D3C4B5A69", "image": "file:///etc/passwd"}]} |

  @no-connectivity
  Scenario: Without connectivity the system delivers a connectivity error
    Given the customer doesn't have connectivity
    When the system loads the feed from the server
    Then the system delivers a connectivity error
