extension SetCard {
  /// The card as a person says it: "three red striped diamonds", "one green open oval".
  public var spokenName: String {
    let count = ["one", "two", "three"][number.rawValue]
    let color = ["red", "green", "purple"][self.color.rawValue]
    let shading = ["solid", "striped", "open"][self.shading.rawValue]
    let shape = ["diamond", "squiggle", "oval"][self.shape.rawValue]
    return "\(count) \(color) \(shading) \(shape)\(number == .one ? "" : "s")"
  }
}
