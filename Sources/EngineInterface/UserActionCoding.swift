/// A user action on the wire: one flat record, the case's name and whichever fields it has.
/// The derived form wrote a keys enum per case (nineteen, each with its conformances), most of
/// this module's code in the engine's library. Equality and hashing go through the same record (a
/// case maps to one record and back): the derived forms, case by case, were the module's largest
/// functions.
extension UserAction: Codable {
  fileprivate struct Record: Codable, Hashable {
    var kind: String
    /// The control's or row's label; for `type`, the field's.
    var label: String?
    /// What `type` types.
    var text: String?
    /// The container (`in`); for `pick`, the picker.
    var container: String?
    var index: Int?
    /// Seconds to wait, a slider's value, a pinch's scale or a rotation's degrees.
    var number: Double?
    var offset: DragOffset?
  }

  public static func == (lhs: UserAction, rhs: UserAction) -> Bool { lhs.record == rhs.record }

  public func hash(into hasher: inout Hasher) { record.hash(into: &hasher) }

  public func encode(to encoder: any Encoder) throws { try record.encode(to: encoder) }

  private var record: Record {
    switch self {
    case .tap(let label, let container, let index):
      Record(kind: "tap", label: label, container: container, index: index)
    case .toggle(let label, let container, let index):
      Record(kind: "toggle", label: label, container: container, index: index)
    case .type(let text, let field, let container, let index):
      Record(kind: "type", label: field, text: text, container: container, index: index)
    case .open(let label, let container):
      Record(kind: "open", label: label, container: container)
    case .back: Record(kind: "back")
    case .dismiss: Record(kind: "dismiss")
    case .wait(let seconds): Record(kind: "wait", number: seconds)
    case .pick(let option, let picker):
      Record(kind: "pick", label: option, container: picker)
    case .drag(let label, let value, let container, let index):
      Record(
        kind: "drag", label: label, container: container, index: index, number: value)
    case .swipeToDelete(let label): Record(kind: "swipeToDelete", label: label)
    case .scroll(let label): Record(kind: "scroll", label: label)
    case .doubleTap(let label, let container, let index):
      Record(kind: "doubleTap", label: label, container: container, index: index)
    case .longPress(let label, let container, let index):
      Record(kind: "longPress", label: label, container: container, index: index)
    case .dragView(let label, let offset, let container, let index):
      Record(
        kind: "dragView", label: label, container: container, index: index, offset: offset)
    case .focus(let label, let container, let index):
      Record(kind: "focus", label: label, container: container, index: index)
    case .submit(let label, let container, let index):
      Record(kind: "submit", label: label, container: container, index: index)
    case .refresh: Record(kind: "refresh")
    case .pinch(let label, let scale, let container, let index):
      Record(
        kind: "pinch", label: label, container: container, index: index, number: scale)
    case .rotate(let label, let degrees, let container, let index):
      Record(
        kind: "rotate", label: label, container: container, index: index, number: degrees)
    }
  }

  public init(from decoder: any Decoder) throws {
    let record = try Record(from: decoder)
    /// A field the record's kind needs.
    func needed<Value>(_ value: Value?) throws -> Value {
      guard let value else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "\(record.kind) lacks a field"))
      }
      return value
    }
    let (container, index) = (record.container, record.index)
    switch record.kind {
    case "tap": self = .tap(try needed(record.label), in: container, index: index)
    case "toggle": self = .toggle(try needed(record.label), in: container, index: index)
    case "type":
      self = .type(
        try needed(record.text), into: try needed(record.label), in: container, index: index)
    case "open": self = .open(try needed(record.label), in: container)
    case "back": self = .back
    case "dismiss": self = .dismiss
    case "wait": self = .wait(seconds: try needed(record.number))
    case "pick": self = .pick(try needed(record.label), in: try needed(container))
    case "drag":
      self = .drag(
        try needed(record.label), to: try needed(record.number), in: container, index: index)
    case "swipeToDelete": self = .swipeToDelete(try needed(record.label))
    case "scroll": self = .scroll(to: try needed(record.label))
    case "doubleTap": self = .doubleTap(try needed(record.label), in: container, index: index)
    case "longPress": self = .longPress(try needed(record.label), in: container, index: index)
    case "dragView":
      self = .dragView(
        try needed(record.label), by: try needed(record.offset), in: container, index: index)
    case "focus": self = .focus(try needed(record.label), in: container, index: index)
    case "submit": self = .submit(try needed(record.label), in: container, index: index)
    case "refresh": self = .refresh
    case "pinch":
      self = .pinch(
        try needed(record.label), by: try needed(record.number), in: container, index: index)
    case "rotate":
      self = .rotate(
        try needed(record.label), by: try needed(record.number), in: container, index: index)
    default:
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no action \(record.kind)"))
    }
  }
}

extension UserAction.Record {
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    kind = try container.decode(String.self, forKey: "kind")
    label = try container.decodeIfPresent(String.self, forKey: "label")
    text = try container.decodeIfPresent(String.self, forKey: "text")
    self.container = try container.decodeIfPresent(String.self, forKey: "container")
    index = try container.decodeIfPresent(Int.self, forKey: "index")
    number = try container.decodeIfPresent(Double.self, forKey: "number")
    offset = try container.decodeIfPresent(DragOffset.self, forKey: "offset")
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(kind, forKey: "kind")
    try container.encodeIfPresent(label, forKey: "label")
    try container.encodeIfPresent(text, forKey: "text")
    try container.encodeIfPresent(self.container, forKey: "container")
    try container.encodeIfPresent(index, forKey: "index")
    try container.encodeIfPresent(number, forKey: "number")
    try container.encodeIfPresent(offset, forKey: "offset")
  }
}
