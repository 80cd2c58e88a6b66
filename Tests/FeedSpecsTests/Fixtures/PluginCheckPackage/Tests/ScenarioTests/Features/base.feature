Feature: Base

  Scenario: A passing scenario
    Given the step passes
