@language
Feature: Customer sees the app in their language
  As a customer
  I want the app's words in the language of my phone
  So I can understand what it tells me

  Background:
    Given today is 23 November 2026 at 10:00
    And the server's feed holds these images:
      | description        | location |
      | Sunset at the pier | Brighton |

  Scenario Outline: The feed screen speaks the customer's language
    Given the customer's language is "<language>"
    And the customer doesn't have connectivity
    When the customer requests to see their feed
    Then the feed title is "<feed title>"
    And the app should display the error message "<error message>"

    Examples:
      | language             | feed title | error message                               |
      | English              | My Feed    | Couldn't connect to server                  |
      | Brazilian Portuguese | Meu Feed   | Não foi possível conectar ao servidor       |
      | Greek                | Η ροή μου  | Δεν ήταν δυνατή η σύνδεση με τον διακομιστή |

    @edge
    Examples: A language the app does not speak falls back to English
      | language | feed title | error message              |
      | French   | My Feed    | Couldn't connect to server |

  Scenario Outline: Comments speak the customer's language
    Given the customer's language is "<language>"
    And the customer has connectivity
    And the server holds these comments for the image "Sunset at the pier":
      | message      | author | written       |
      | What a view! | ana    | 5 minutes ago |
      | Lovely       | bruno  | 1 day ago     |
    When the customer requests to see comments on the image "Sunset at the pier"
    Then the comments title is "<title>"
    And the comment by "ana" is dated "<minutes ago>"
    And the comment by "bruno" is dated "<one day ago>"

    Examples:
      | language             | title       | minutes ago        | one day ago         |
      | English              | Comments    | 5 minutes ago      | 1 day ago           |
      | Brazilian Portuguese | Comentários | há 5 minutos       | há 1 dia            |
      | Greek                | Σχόλια      | πριν από 5 λεπτά   | πριν από 1 ημέρα    |
