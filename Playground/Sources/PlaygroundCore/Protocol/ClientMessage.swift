import Foundation

/// A message from the live page, validated: an optional sequence number and one or more events.
public struct ClientMessage: Sendable, Hashable {
  /// The page's sequence number, echoed in the reply; `nil` when the page sent none.
  public var seq: Int?
  /// The events, in order; never empty.
  public var events: [AddressedEvent]
  /// Whether the page sent the `{"events": […]}` form; error paths then name the event's index.
  public var isBatch: Bool

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - seq: The sequence number.
  ///   - events: The events, in order.
  ///   - isBatch: Whether it was sent as a batch.
  public init(seq: Int?, events: [AddressedEvent], isBatch: Bool = false) {
    self.seq = seq
    self.events = events
    self.isBatch = isBatch
  }
}

/// Why a message was refused: what was wrong and where, with the sequence number when it could be read.
public struct ProtocolError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sequence number of the refused message, if it could be read.
  public var seq: Int?
  /// A sentence that says what is wrong and where, such as
  /// `events[2].event: unknown event "hover"; expected one of …`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - seq: The sequence number, if known.
  ///   - message: What is wrong and where.
  public init(seq: Int?, message: String) {
    self.seq = seq
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Limits on what one live session accepts.
public struct PlaygroundLimits: Sendable, Hashable {
  /// The largest message accepted, in bytes of UTF-8: 16 KiB by default. A larger message gets an
  /// error reply and is otherwise ignored.
  public var maxMessageBytes: Int
  /// The most events one batch may carry: 256 by default.
  public var maxEventsPerMessage: Int
  /// The longest `key` value, in characters: 32 by default (DOM key names are short).
  public var maxKeyLength: Int
  /// The largest single WebSocket frame the transport reads before it closes the connection: 64 KiB.
  /// Frames between ``maxMessageBytes`` and this get an error reply instead. A frame's bytes are
  /// unmasked and checked before the frame is charged its fixed ``processingPerFrame``, so this limit
  /// bounds that work; a page's own messages are at most ``maxMessageBytes``.
  public var maxFrameBytes: Int
  /// The share of one core's time a session's messages may use over time: 0.25 by default. A session
  /// over its share has its next message read later, so it cannot slow the other sessions down.
  public var processingShare = 0.25
  /// The most processing time a session may use in one burst before its share applies: 50 ms.
  public var processingBurst = Duration.milliseconds(50)
  /// What each WebSocket frame a session sends costs its processing share, whatever the frame holds:
  /// 20 µs by default. Pings, pongs, closes and empty fragments count too, so a session flooding the
  /// server with them slows only itself: while its share is in debt, its socket is not read.
  public var processingPerFrame = Duration.microseconds(20)
  /// How long reads that carried only pings, pongs and empty fragments may keep a session's socket
  /// unread, over its share, before the WebSocket is closed with 1008 (policy violation): 2 s by
  /// default. A read that carries a message's frame starts the count again.
  public var maxIdleFrameDelay = Duration.seconds(2)
  /// How long a live page's socket may take none of the server's bytes, because the page does not read
  /// them, before its connection is closed: 10 s by default.
  public var writeTimeout = Duration.seconds(10)

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - maxMessageBytes: The largest message accepted, in bytes.
  ///   - maxEventsPerMessage: The most events in one batch.
  ///   - maxKeyLength: The longest `key` value.
  ///   - maxFrameBytes: The largest frame before the transport closes the connection.
  public init(
    maxMessageBytes: Int = 16 * 1024, maxEventsPerMessage: Int = 256, maxKeyLength: Int = 32,
    maxFrameBytes: Int = 64 * 1024
  ) {
    self.maxMessageBytes = maxMessageBytes
    self.maxEventsPerMessage = maxEventsPerMessage
    self.maxKeyLength = maxKeyLength
    self.maxFrameBytes = maxFrameBytes
  }
}

extension ClientMessage {
  /// The deepest nesting of arrays and objects a message may have: a message nests two levels.
  public static let maxNesting = 32

  /// Parses and validates one message's text.
  ///
  /// Two forms are accepted:
  /// - one event: `{"seq": 12, "control": "checkout.add", "event": "click"}`, with `"key"` for key events;
  /// - a batch: `{"seq": 13, "events": [{"control": "checkout.add", "event": "click"}, …]}`.
  ///
  /// Unknown fields are refused so that a misspelt field is reported rather than ignored. Control ids
  /// are not checked here; the session checks them against its scene.
  ///
  /// The text is checked for its size and its nesting (at most ``maxNesting`` levels) before it is
  /// decoded, then decoded by Foundation's `JSONDecoder` into ``WireMessage``, which checks the
  /// fields in the order the errors are reported.
  ///
  /// - Parameters:
  ///   - text: The message text.
  ///   - limits: The limits to enforce.
  /// - Returns: The message.
  /// - Throws: ``ProtocolError`` saying what is wrong and where.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, limits: PlaygroundLimits = PlaygroundLimits())
    throws(ProtocolError)
    -> ClientMessage
  {
    let byteCount = text.utf8.count
    guard byteCount <= limits.maxMessageBytes else {
      throw ProtocolError(seq: nil, message: oversizeMessage(byteCount: byteCount, limits: limits))
    }
    guard !JSONNesting.exceeds(maxNesting, in: text) else {
      throw ProtocolError(
        seq: nil, message: "message: nested more than \(maxNesting) levels deep; a message nests two")
    }
    let decoder = JSONDecoder()
    decoder.userInfo[WireMessage.limitsKey] = limits
    do {
      return try decoder.decode(WireMessage.self, from: Data(text.utf8)).message
    } catch let error as ProtocolError {
      throw error
    } catch {
      // WireMessage reads every value it decodes as it should be read, so what reaches here is text
      // that JSONDecoder could not read at all.
      throw ProtocolError(seq: nil, message: "malformed JSON: the message is not one JSON value")
    }
  }

  /// The error text for a message over the size limit.
  static func oversizeMessage(byteCount: Int, limits: PlaygroundLimits) -> String {
    "message: \(byteCount) bytes; the limit is \(limits.maxMessageBytes) bytes "
      + "(\(limits.maxMessageBytes / 1024) KiB)"
  }
}

extension ClientMessage {
  /// A JSON-style quotation of user text, cut to 40 characters so an error stays readable.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    var result = "\""
    for scalar in cut.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
