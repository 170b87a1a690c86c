import Testing

@testable import GameKit

@Suite struct JSONWriterTests {
  @Test func escapesAndNests() {
    var json = JSONWriter()
    json.object { o in
      o.field("name") { $0.string("a\"b\\c\n\u{1}é") }
      o.field("n") { $0.number(2.5) }
      o.field("i") { $0.number(3.0) }
      o.field("bad") { $0.number(Double.nan) }
      o.field("list") { l in
        l.array { a in
          a.element { $0.bool(true) }
          a.element { $0.null() }
        }
      }
    }
    #expect(json.text == #"{"name":"a\"b\\c\n\u0001é","n":2.5,"i":3,"bad":null,"list":[true,null]}"#)
  }

  @Test func alertEventShape() {
    var json = JSONWriter()
    GameEvent.alert(title: "You win!", message: "7 – 2", actions: [AlertAction(title: "New game", action: .newGame)])
      .write(to: &json)
    #expect(
      json.text
        == #"{"type":"alert","title":"You win!","message":"7 – 2","actions":[{"title":"New game","action":"newGame"}]}"#
    )
  }
}
