import Testing

@testable import EngineHost
@testable import StateEngine

/// A style of the note's own, written as SwiftUI asks: `_body(configuration:)` wraps the field it
/// is given in views of its own.
private struct CaptionedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    VStack {
      Text("Required")
      configuration
    }
  }
}

private struct SignUp: View {
  @State private var name = ""
  @State private var email = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name).textFieldStyle(CaptionedFieldStyle())
      TextField("Email", text: $email).textFieldStyle(.roundedBorder)
      Text("Hello \(name)")
    }
  }
}

extension Engine {
  @Suite struct TextFieldStyles {
    /// `TextFieldStyle`'s requirement is `_body(configuration: TextField<_Label>)`, given the
    /// field itself (OpenSwiftUI's `TextFieldStyle`; Apple's documentation lists the protocol and
    /// its system styles): the custom style's views show around a field that still edits its
    /// binding, and a system style leaves the field alone.
    @Test func aCustomStyleDrawsAroundTheFieldItIsGiven() throws {
      let host = ViewHost(SignUp())
      let html = host.snapshotHTML()
      #expect(html.contains(">Required<"))
      #expect(html.components(separatedBy: ">Required<").count == 2)
      try host.type("Ada", into: "Name")
      #expect(host.snapshotHTML().contains(">Hello Ada<"))
      try host.type("a@b.c", into: "Email")
      #expect(host.snapshotHTML().components(separatedBy: ">Required<").count == 2)
    }

    /// A field's type carries its label's type, as SwiftUI's `TextField<Label>` does.
    @Test func aFieldsTypeNamesItsLabel() {
      #expect(
        displayName(of: type(of: TextField("Name", text: .constant("")))) == "TextField<Text>")
    }
  }
}
