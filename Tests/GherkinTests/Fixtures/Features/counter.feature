Feature: Counter
  The Swift Testing bridge runs each scenario below as its own test case.

  Background:
    Given a counter at 0

  Scenario: Increment once
    When it is incremented by 2
    Then it reads 2

  Scenario: Increment, twice
    When it is incremented by 2
    And it is incremented by 3
    Then it reads 5

  Scenario: Increment twice
    When it is incremented by 1
    And it is incremented by 1
    Then it reads 2

  Scenario Outline: Increment by <step>
    When it is incremented by <step>
    Then it reads <total>

    Examples:
      | step | total |
      | 1    | 1     |
      | 10   | 10    |
