import Foundation

/// A first-in, first-out queue between two threads that holds at most `capacity` items:
/// `send` waits while it is full, `receive` while it is empty; `close` releases both.
final class BoundedChannel<Element: Sendable>: @unchecked Sendable {
    // Every stored property is only touched with `condition` locked.
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private let capacity: Int
    private var isClosed = false

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds an item, waiting for room; false when the receiver has closed the channel.
    func send(_ item: Element) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !isClosed { condition.wait() }
        guard !isClosed else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// Takes the next item, waiting for one; nil once the channel is closed and empty.
    func receive() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while items.count == head && !isClosed { condition.wait() }
        guard items.count > head else { return nil }
        let item = items[head]
        head += 1
        if head >= capacity {  // drop taken items so the storage stays bounded
            items.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// Makes every later `send` fail and every `receive` on an empty channel return nil.
    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }
}
