/// A JSON document (RFC 8259) parsed once into a flat list of nodes over its UTF-8 bytes.
///
/// Member names and strings stay bytes until asked for, so reading typed fields out of a large
/// response allocates little. Nodes are numbered in document order; the root is node 0, and the
/// children of an array or object follow it (for objects: name, value, name, value, ...).
public struct JSONDocument: Sendable {
    /// What a node holds.
    public enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    struct Node {
        /// Numbers: the value; bools: 1 or 0.
        var number: Double
        /// Strings: where the content starts in `bytes`; other nodes: their first byte.
        var offset: Int32
        /// Strings: content bytes; arrays and objects: their children (two per member).
        var count: Int32
        /// The bytes of the value's text, from its first byte to its last (quotes and brackets included).
        var length: Int32
        /// The node after this one and everything inside it.
        var end: Int32
        /// Strings with escape sequences: their decoded text in `unescaped`; -1 otherwise.
        var unescapedIndex: Int32
        var kind: Kind
    }

    let bytes: [UInt8]
    let nodes: [Node]
    let unescaped: [String]

    /// The root node's number.
    public static let root = 0

    /// Parses `bytes`; anything that is not one JSON value (with white space around it) is an error
    /// naming the line.
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        var parser = JSONParser(count: bytes.count)
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) in try parser.parseDocument(buffer) }
        self.bytes = bytes
        self.nodes = parser.nodes
        self.unescaped = parser.unescaped
    }

    /// What `node` holds.
    public func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The number at `node`, if it is one.
    public func number(_ node: Int) -> Double? {
        nodes[node].kind == .number ? nodes[node].number : nil
    }

    /// The truth value at `node`, if it is one.
    public func bool(_ node: Int) -> Bool? {
        nodes[node].kind == .bool ? nodes[node].number != 0 : nil
    }

    /// How many bytes the text of the value at `node` takes in the document (quotes and brackets
    /// included): what it weighs on the wire.
    public func byteCount(_ node: Int) -> Int {
        let item = nodes[node]
        return item.kind == .string ? Int(item.length) + 2 : Int(item.length)
    }

    /// The string at `node` (escapes decoded), if it is one.
    public func string(_ node: Int) -> String? {
        withUTF8(node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the string at `node` (escapes decoded), without copying
    /// them when the string has no escapes; nil when `node` is not a string.
    public func withUTF8<Result>(_ node: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result?
    {
        let item = nodes[node]
        guard item.kind == .string else { return nil }
        if item.unescapedIndex >= 0 {
            var text = unescaped[Int(item.unescapedIndex)]
            return try text.withUTF8(body)
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(item.offset)..<Int(item.offset + item.count)]))
        }
    }

    /// The elements of the array at `node`, or the names and values of the object at `node`
    /// (alternating); empty for other nodes.
    public func children(_ node: Int) -> Children {
        let item = nodes[node]
        let count = item.kind == .array || item.kind == .object ? Int(item.count) : 0
        return Children(document: self, first: node + 1, count: count)
    }

    /// The value of the member named `name` in the object at `node` (the first, if the name occurs
    /// more than once); nil when absent or when `node` is not an object.
    public func member(_ name: StaticString, of node: Int) -> Int? {
        guard nodes[node].kind == .object else { return nil }
        let wanted = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var child = node + 1
        for _ in 0..<Int(nodes[node].count) / 2 {
            let nameNode = nodes[child]
            if nameNode.count == wanted.count || nameNode.unescapedIndex >= 0, hasName(child, wanted) {
                return child + 1
            }
            child = Int(nodes[child + 1].end)
        }
        return nil
    }

    private func hasName(_ node: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        withUTF8(node) { name in
            name.count == wanted.count && name.elementsEqual(wanted)
        } ?? false
    }

    /// The value at `node` as a tree.
    public func value(_ node: Int = root) -> JSONValue {
        switch nodes[node].kind {
        case .null: return .null
        case .bool: return .bool(nodes[node].number != 0)
        case .number: return .number(nodes[node].number)
        case .string: return .string(string(node) ?? "")
        case .array: return .array(children(node).map { value($0) })
        case .object:
            let parts = Array(children(node))
            return .object(
                stride(from: 0, to: parts.count, by: 2).map {
                    JSONMember(string(parts[$0]) ?? "", value(parts[$0 + 1]))
                })
        }
    }

    /// The children of an array or object, as node numbers.
    public struct Children: Sequence, IteratorProtocol {
        let document: JSONDocument
        var position: Int
        var remaining: Int

        init(document: JSONDocument, first: Int, count: Int) {
            self.document = document
            self.position = first
            self.remaining = count
        }

        /// How many children there are left.
        public var underestimatedCount: Int { remaining }

        public mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            defer { position = Int(document.nodes[position].end) }
            return position
        }
    }
}
