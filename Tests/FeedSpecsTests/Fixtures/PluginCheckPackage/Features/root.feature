Feature: The root folder

  Scenario: A scenario of the root folder
    Given the root step passes
