Feature: Steady

  Scenario: Always here
    Given the step passes
