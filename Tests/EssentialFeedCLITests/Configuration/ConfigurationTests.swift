import Foundation
import Testing

@testable import essential_feed

@Suite("Configuration: base URL and clock")
struct ConfigurationTests {
  @Test("--base-url wins over the environment")
  func baseURLOption() throws {
    let option = URL(string: "http://127.0.0.1:1/option")!

    let url = try BaseURLResolver.resolve(
      option: option, environment: environment(["ESSENTIAL_FEED_BASE_URL": "http://env"]))

    #expect(url == option)
  }

  @Test("ESSENTIAL_FEED_BASE_URL is used without --base-url")
  func baseURLEnvironment() throws {
    let url = try BaseURLResolver.resolve(
      option: nil, environment: environment(["ESSENTIAL_FEED_BASE_URL": "https://env.example/api"]))

    #expect(url == URL(string: "https://env.example/api"))
  }

  @Test("the public Essential Feed API is the default base URL")
  func baseURLDefault() throws {
    let url = try BaseURLResolver.resolve(option: nil, environment: environment([:]))

    #expect(url.absoluteString == "https://ile-api.essentialdeveloper.com/essential-feed")
  }

  @Test("a bad ESSENTIAL_FEED_BASE_URL is a usage error naming the variable")
  func badBaseURLEnvironment() {
    #expect(throws: UsageError.invalidBaseURL("file:///etc", source: "ESSENTIAL_FEED_BASE_URL")) {
      try BaseURLResolver.resolve(
        option: nil, environment: environment(["ESSENTIAL_FEED_BASE_URL": "file:///etc"]))
    }
  }

  @Test("--timeout wins over ESSENTIAL_FEED_TIMEOUT")
  func timeoutOption() throws {
    let timeout = try TimeoutResolver.resolve(
      option: 3, environment: environment(["ESSENTIAL_FEED_TIMEOUT": "9"]))

    #expect(timeout == 3)
  }

  @Test("ESSENTIAL_FEED_TIMEOUT is used without --timeout")
  func timeoutEnvironment() throws {
    let timeout = try TimeoutResolver.resolve(
      option: nil, environment: environment(["ESSENTIAL_FEED_TIMEOUT": "0.5"]))

    #expect(timeout == 0.5)
  }

  @Test("without either, a request may take the client's default 30 seconds")
  func timeoutDefault() throws {
    #expect(try TimeoutResolver.resolve(option: nil, environment: environment([:])) == 30)
  }

  @Test(
    "a bad ESSENTIAL_FEED_TIMEOUT is a usage error naming the variable",
    arguments: ["0", "-2", "ten", "1e9", "1e2", "0x10", "+3"])
  func badTimeoutEnvironment(value: String) {
    #expect(throws: UsageError.invalidTimeout(value, source: "ESSENTIAL_FEED_TIMEOUT")) {
      try TimeoutResolver.resolve(
        option: nil, environment: environment(["ESSENTIAL_FEED_TIMEOUT": value]))
    }
  }

  @Test("ESSENTIAL_FEED_NOW fixes the current date")
  func fixedClock() throws {
    let now = try ClockResolver.resolve(
      environment: environment(["ESSENTIAL_FEED_NOW": "2026-11-23T10:00:00Z"]))

    #expect(now() == Date(timeIntervalSince1970: 1_795_428_000))
  }

  @Test("ESSENTIAL_FEED_NOW accepts an offset and fractional seconds")
  func fixedClockFormats() throws {
    #expect(
      ClockResolver.parse("2026-11-23T12:00:00+02:00") == Date(timeIntervalSince1970: 1_795_428_000)
    )
    #expect(
      ClockResolver.parse("2026-11-23T10:00:00.500Z")
        == Date(timeIntervalSince1970: 1_795_428_000.5))
  }

  @Test("a bad ESSENTIAL_FEED_NOW is a usage error")
  func badClock() {
    #expect(throws: UsageError.invalidNow("yesterday")) {
      try ClockResolver.resolve(environment: environment(["ESSENTIAL_FEED_NOW": "yesterday"]))
    }
  }

  @Test("without ESSENTIAL_FEED_NOW the system clock is used")
  func systemClock() throws {
    let now = try ClockResolver.resolve(environment: environment([:]))

    #expect(abs(now().timeIntervalSinceNow) < 60)
  }

  // MARK: - Helpers

  private func environment(_ variables: [String: String]) -> ProcessEnvironment {
    ProcessEnvironment(variables: variables)
  }
}
