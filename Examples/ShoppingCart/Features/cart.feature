Feature: Shopping cart
  A shopper fills a cart with the shop's items and sees what they will pay.

  Background:
    Given the shop sells:
      | item   | cents |
      | apple  | 50    |
      | pear   | 75    |
      | banana | 30    |

  Scenario: Adding items totals their prices
    When I add 4 apple
    And I add 2 pear
    Then the cart holds 6 items
    And the total is 350 cents

  Scenario: Adding an item again adds to its line
    When I add 1 apple
    And I add 2 banana
    And I add 3 apple
    Then the cart lists:
      | item   | quantity |
      | apple  | 4        |
      | banana | 2        |

  Scenario: Removing an item takes its whole line out
    When I add 2 apple
    And I add 1 pear
    And I remove the apple
    Then the cart holds 1 item
    And the total is 75 cents

  Scenario: A promotion takes a percentage off the total
    Given the promotion:
      | code    | SPRING |
      | percent | 10     |
    When I add 4 apple
    Then the total is 180 cents

  Scenario Outline: A quantity that is not positive is refused
    When I try to add <quantity> pear
    Then the cart refuses it
    And the cart holds 0 items

    Examples:
      | quantity |
      | 0        |
      | -2       |
