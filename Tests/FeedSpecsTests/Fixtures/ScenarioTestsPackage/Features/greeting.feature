Feature: Greeting

  Scenario: Saying hello
    Given the greeting "hello"
    Then the greeting is "hello"

  @letters
  Scenario Outline: Counting letters
    Given the greeting "<word>"
    Then the greeting has <count> letters

    Examples:
      | word | count |
      | hi   | 2     |
      | hey  | 3     |

  Scenario: A broken expectation
    Given the greeting "hello"
    Then the greeting is "goodbye"
