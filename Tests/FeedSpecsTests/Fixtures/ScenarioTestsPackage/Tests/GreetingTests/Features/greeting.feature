Feature: Greeting

  Scenario: Saying "hello" \ loudly
    Given the greeting "hello"
    Then the greeting is "hello"

  @letters
  Scenario Outline: Counting the letters of <word>
    Given the greeting "<word>"
    Then the greeting has <count> letters

    Examples:
      | word | count |
      | hi   | 2     |
      | hey  | 3     |

  Scenario: A broken expectation
    Given the greeting "hello"
    Then the greeting is "goodbye"
