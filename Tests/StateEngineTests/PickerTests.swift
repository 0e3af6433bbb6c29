import Testing

@testable import EngineHost
@testable import StateEngine

private enum Flavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate
  var id: String { rawValue }
}

private struct FlavorPicker: View {
  @State private var flavor = Flavor.vanilla

  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Chocolate").tag(Flavor.chocolate)
      }
      .pickerStyle(.segmented)
      Text("Chosen: \(flavor.rawValue)")
    }
  }
}

/// Rows of a ForEach are tagged with their ids when no tag is given.
private struct SizePicker: View {
  let sizes = ["S", "M", "L"]
  var locked = false
  @State private var size = "M"

  var body: some View {
    Picker("Size", selection: $size) {
      ForEach(sizes, id: \.self) { Text("Size \($0)") }
    }
    .disabled(locked)
  }
}

/// The older initializer, with the label as a view argument.
private struct LabelledPicker: View {
  @State private var flavor = Flavor.vanilla

  var body: some View {
    Picker(selection: $flavor, label: Text("Taste")) {
      Text("Vanilla").tag(Flavor.vanilla)
      Text("Chocolate").tag(Flavor.chocolate)
    }
  }
}

private enum Seat: String, CaseIterable {
  case window, aisle, middle
}

/// The same picker in a form, where its automatic style is a menu row, and with explicit styles.
private struct SeatForm: View {
  @State private var seat = Seat.window
  @State private var meal = "Rice"

  var body: some View {
    VStack {
      Form {
        Picker("Seat", selection: $seat) {
          ForEach(Seat.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        Picker("Meal", selection: $meal) {
          Text("Rice").tag("Rice")
          Text("Pasta").tag("Pasta")
        }
        .pickerStyle(.inline)
      }
      Picker("Row", selection: $seat) {
        Text("Front").tag(Seat.window)
        Text("Back").tag(Seat.aisle)
      }
      .pickerStyle(.menu)
    }
  }
}

extension Engine {
  @Suite struct Pickers {
    /// `PickerStyle.menu`: "The button itself indicates the selected option"; the automatic style
    /// "may also take into account … whether the picker appears in a container view" (Apple's
    /// documentation): in a form it is a menu row, the label and the selection, the other options
    /// named in its menu but not on screen. An inline picker shows every option.
    @Test func aMenuRowShowsItsSelectionNotItsOptions() throws {
      let host = ViewHost(SeatForm())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<span>Seat</span><select><option selected>Window</option><option label=\"Aisle\">"
            + "</option><option label=\"Middle\"></option></select>"))
      #expect(html.contains("<option selected>Rice</option><option>Pasta</option>"))
      #expect(html.contains("<option selected>Front</option><option label=\"Back\"></option>"))
      try host.pick("Middle", in: "Seat")
      #expect(
        host.snapshotHTML().contains(
          "<option label=\"Window\"></option><option label=\"Aisle\"></option>"
            + "<option selected>Middle</option>"))
    }

    /// `disabled(_:)` "controls whether users can interact with this view" (Apple's
    /// documentation): a disabled picker's options cannot be chosen, by a tap or by `pick`.
    @Test func aDisabledPickersOptionsCannotBeChosen() throws {
      let host = ViewHost(SizePicker(locked: true))
      #expect(throws: DisabledControl(label: "Size L")) { try host.pick("Size L", in: "Size") }
      #expect(throws: DisabledControl(label: "Size L")) { try host.tap("Size L") }
      #expect(host.snapshotHTML().contains("<option selected>Size M</option>"))
    }

    /// `init(selection:label:content:)` "creates a picker that displays a custom label" (Apple's
    /// documentation, deprecated in favour of a label closure): the same picker.
    @Test func theOlderInitializerTakesItsLabelAsAView() throws {
      let host = ViewHost(LabelledPicker())
      #expect(host.snapshotHTML().contains("<span>Taste</span>"))
      try host.tap("Chocolate")
      #expect(host.snapshotHTML().contains("<option selected>Chocolate</option>"))
    }

    @Test func showsOptionsWithTheSelectedOne() {
      let host = ViewHost(FlavorPicker())
      #expect(
        host.snapshotHTML().hasPrefix(
          "<div class=\"ui-vstack\"><label class=\"ui-picker\"><span>Flavor</span>"
            + "<select><option selected>Vanilla</option><option>Chocolate</option></select></label>"
        ))
    }

    @Test func tappingAnOptionWritesItsTag() throws {
      let host = ViewHost(FlavorPicker())
      try host.tap("Chocolate")
      #expect(host.snapshotHTML().contains("<option selected>Chocolate</option>"))
      #expect(host.snapshotHTML().contains("Chosen: chocolate"))
    }

    @Test func forEachRowsAreTaggedWithTheirIDs() throws {
      let host = ViewHost(SizePicker())
      #expect(host.snapshotHTML().contains("<option selected>Size M</option>"))
      try host.tap("Size L")
      #expect(host.snapshotHTML().contains("<option selected>Size L</option>"))
    }
  }
}
