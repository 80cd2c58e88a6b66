Feature: Unfinished

  Scenario: No steps yet
    Given the greeting "hi"
  Whatever this line is
