@_spi(Reflection) import Swift

/// What the graph knows about a view type from reflection: its dynamic property fields (flattened through
/// nested DynamicProperty structs, modifiers and a mounted App) and how to compare two values as view inputs.
final class TypeLayout {
  typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  struct DynamicField {
    let name: String
    let offset: Int
    let install: (UnsafeMutableRawPointer, inout PropertyBox?, InstallContext) -> Void
  }

  /// A user DynamicProperty whose `update()` runs after its nested fields are installed.
  struct UpdateHook {
    let offset: Int
    let update: (UnsafeMutableRawPointer) -> Void
  }

  let dynamicFields: [DynamicField]
  let updateHooks: [UpdateHook]
  let readsEnvironment: Bool
  let compare: Comparator

  private static var cache: [ObjectIdentifier: TypeLayout] = [:]

  static func of(_ type: Any.Type) -> TypeLayout {
    if let layout = cache[ObjectIdentifier(type)] { return layout }
    let layout = TypeLayout(type)
    cache[ObjectIdentifier(type)] = layout
    return layout
  }

  private init(_ type: Any.Type) {
    var dynamicFields: [DynamicField] = []
    var updateHooks: [UpdateHook] = []
    var comparators: [(offset: Int, compare: Comparator)] = []
    var readsEnvironment = false
    let isStruct = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
      let fieldName = String(cString: name)
      if let installable = fieldType as? any InstallableProperty.Type {
        dynamicFields.append(
          DynamicField(name: fieldName, offset: offset, install: installable.install))
        readsEnvironment = readsEnvironment || fieldType is EnvironmentReading.Type
      } else if fieldType is DynamicProperty.Type || fieldType is any ViewModifier.Type
        || fieldType is any App.Type
      {
        let nested = TypeLayout.of(fieldType)
        dynamicFields += nested.dynamicFields.map {
          DynamicField(name: $0.name, offset: offset + $0.offset, install: $0.install)
        }
        updateHooks += nested.updateHooks.map {
          UpdateHook(offset: offset + $0.offset, update: $0.update)
        }
        if let dynamic = fieldType as? any DynamicProperty.Type {
          updateHooks.append(UpdateHook(offset: offset, update: dynamic.callUpdate))
        }
        readsEnvironment = readsEnvironment || nested.readsEnvironment
      }
      comparators.append((offset, InputComparison.comparator(for: fieldType, kind: kind)))
      return true
    }
    self.dynamicFields = dynamicFields
    self.updateHooks = updateHooks
    self.readsEnvironment = readsEnvironment
    if isStruct {
      self.compare = { old, new in
        comparators.allSatisfy { $0.compare(old + $0.offset, new + $0.offset) }
      }
    } else {
      self.compare = { _, _ in false }
    }
  }

  /// Wires the node's boxes into a copy of the view before its body runs.
  func install<V>(into view: inout V, node: Node) {
    guard !dynamicFields.isEmpty || !updateHooks.isEmpty else { return }
    if node.slots.count != dynamicFields.count {
      node.slots = Array(repeating: nil, count: dynamicFields.count)
    }
    node.readsEnvironment = readsEnvironment
    withUnsafeMutableBytes(of: &view) { raw in
      let base = raw.baseAddress!
      for (index, field) in dynamicFields.enumerated() {
        field.install(
          base + field.offset, &node.slots[index], InstallContext(node: node, name: field.name))
      }
      for hook in updateHooks {
        hook.update(base + hook.offset)
      }
    }
  }
}

/// Marks wrappers whose value comes from the environment.
protocol EnvironmentReading {}
