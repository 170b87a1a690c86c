import GameKit
import Geometry
import Stage

extension AppHost {
  /// What assistive technology asks an element to do (`kinetic_accessibility_action`).
  public enum AccessibilityAction: Int32, CaseIterable, Sendable {
    /// Activate it as a tap would.
    case activate = 0
    /// Move an adjustable element one step up.
    case increment = 1
    /// Move an adjustable element one step down.
    case decrement = 2
  }

  /// The pointer id of the taps that activate elements (the shell's pointers are never negative).
  static let accessibilityPointer: Int32 = -1

  /// Changes whenever the open game's accessibility tree does (read after each frame).
  public var accessibilityRevision: Int32 { accessibilityTree.revision }

  /// The open game's accessibility tree at the last frame as JSON:
  /// `{"revision":N,"elements":[{"id","label","value","hint","traits","frame","container"}],"containers":[…]}`.
  public func accessibilityJSON() -> String {
    var json = JSONWriter()
    json.object { o in
      o.field("revision") { $0.number(Int(accessibilityTree.revision)) }
      o.field("elements") { list in
        list.array { a in
          for element in accessibilityTree.elements { a.element { AppHost.write(element, to: &$0) } }
        }
      }
      o.field("containers") { list in
        list.array { a in
          for container in accessibilityTree.containers { a.element { AppHost.write(container, to: &$0) } }
        }
      }
    }
    return json.text
  }

  /// Runs an accessibility action on the element with `id` in the last frame's tree; returns false
  /// when there is no such element (any more), it is not enabled, or it cannot take the action.
  ///
  /// Activation calls the view's `accessibilityActivate()` and, when that declines, taps the
  /// element's activation point through the pointer router, so games handle it as a finger's tap.
  @discardableResult
  public func accessibilityAction(id: Int32, action rawAction: Int32) -> Bool {
    guard let scene, let action = AccessibilityAction(rawValue: rawAction),
      let view = accessibilityTree.view(for: id), view.isDescendant(of: scene.rootView),
      !view.accessibilityTraits.contains(.notEnabled)
    else { return false }
    noteRunUnderway()
    switch action {
    case .activate:
      if view.accessibilityActivate() { return true }
      tap(at: view.accessibilityActivationPoint)
    case .increment, .decrement:
      guard view.accessibilityTraits.contains(.adjustable) else { return false }
      if action == .increment { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
    }
    return true
  }

  private static func write(_ element: AccessibilityElement, to json: inout JSONWriter) {
    json.object { o in
      o.field("id") { $0.number(Int(element.identifier)) }
      o.field("label") { $0.string(element.label) }
      o.field("value") { $0.string(element.value) }
      o.field("hint") { $0.string(element.hint) }
      o.field("traits") { list in
        list.array { a in
          for (trait, name) in AccessibilityTraits.named where element.traits.contains(trait) {
            a.element { $0.string(name) }
          }
        }
      }
      o.field("frame") { list in
        list.array { a in
          for x in [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height] {
            a.element { $0.number(Int(x)) }
          }
        }
      }
      if element.container != 0 { o.field("container") { $0.number(Int(element.container)) } }
      if let range = element.valueRange {
        o.field("min") { $0.number(range.lowerBound) }
        o.field("max") { $0.number(range.upperBound) }
      }
    }
  }

  private static func write(_ container: AccessibilityContainer, to json: inout JSONWriter) {
    json.object { o in
      o.field("id") { $0.number(Int(container.identifier)) }
      o.field("label") { $0.string(container.label) }
      switch container.type {
      case .grid(let columns):
        o.field("kind") { $0.string("grid") }
        o.field("columns") { $0.number(columns) }
      case .list, .none:
        o.field("kind") { $0.string("list") }
      }
    }
  }
}
