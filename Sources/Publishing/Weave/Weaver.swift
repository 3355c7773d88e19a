import DecisionRecords
import Foundation
import TextSupport

/// Regenerates the `lit:` blocks of Markdown documents (`lit weave`) and reports what is out of date
/// or broken (`lit check`). Everything outside the blocks stays byte for byte; a document with a
/// problem is left as it was.
public struct Weaver {
    let context: WeaveContext

    /// A weaver over `context`.
    public init(context: WeaveContext) {
        self.context = context
    }

    /// Rewrites the blocks of the document at `path` (shown as `file`); true when it changed.
    public func weave(path: String, file: String) throws -> Bool {
        let document = try read(path: path, file: file)
        let contents = try render(document, path: path, file: file, writes: true)
        let woven = document.blocks.replacing(
            zip(document.blocks.blocks, contents).map { WovenDocument.framed($1, for: $0) })
        guard woven != document.blocks.bytes else { return false }
        let output = try AtomicFile(path: path)
        try woven.withUnsafeBytes { try output.write($0) }
        try output.commit()
        return true
    }

    /// Every problem of the document at `path`: broken markers, blocks that cannot be made, blocks out of date.
    public func check(path: String, file: String) -> [WeaveProblem] {
        do {
            let document = try read(path: path, file: file)
            var problems: [WeaveProblem] = []
            var cited: [String] = []
            let renderer = BlockRenderer(
                context: context, folder: Self.folder(of: path), writes: false, record: document.record)
            for block in document.blocks.blocks {
                do {
                    let (text, citations) = try renderer.render(block.directive, cited: cited, inline: block.isInline)
                    cited += citations.filter { !cited.contains($0) }
                    if document.blocks.content(of: block) != WovenDocument.framed(text, for: block) {
                        problems.append(WeaveProblem(file: file, line: block.line, reason: .stale))
                    }
                } catch {
                    problems.append(WeaveProblem(file: file, line: block.line, reason: error))
                }
            }
            return problems
        } catch let problem as WeaveProblem {
            return [problem]
        } catch {
            return [WeaveProblem(file: file, line: 1, reason: .cannotRender("\(error)"))]
        }
    }

    /// The document, and the decision record it is when it starts with front matter.
    private func read(path: String, file: String) throws -> (blocks: WovenDocument, record: DecisionRecord?) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WeaveProblem(file: file, line: 1, reason: .cannotRender("cannot read the file"))
        }
        let document = try WovenDocument(bytes: [UInt8](data), file: file)
        guard data.starts(with: Data("---\n".utf8)) else { return (document, nil) }
        do {
            return (document, try DecisionParser.parse(String(decoding: data, as: UTF8.self), path: file))
        } catch let error as DecisionError {
            throw WeaveProblem(file: file, line: error.line, reason: .malformed(error.expected))
        }
    }

    /// The blocks' new contents; the first block that cannot be made is thrown with its line.
    private func render(
        _ document: (blocks: WovenDocument, record: DecisionRecord?), path: String, file: String, writes: Bool
    ) throws -> [String] {
        let renderer = BlockRenderer(
            context: context, folder: Self.folder(of: path), writes: writes, record: document.record)
        var cited: [String] = []
        var contents: [String] = []
        for block in document.blocks.blocks {
            do {
                let (text, citations) = try renderer.render(block.directive, cited: cited, inline: block.isInline)
                cited += citations.filter { !cited.contains($0) }
                contents.append(text)
            } catch {
                throw WeaveProblem(file: file, line: block.line, reason: error)
            }
        }
        return contents
    }

    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The Markdown documents under `root` with `lit:` blocks (hidden folders and `.build` skipped),
    /// workspace-relative and sorted.
    public static func documents(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            let last = (name as NSString).lastPathComponent
            if last.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".md"), let data = FileManager.default.contents(atPath: root + "/" + name),
                data.range(of: Data("<!-- lit:".utf8)) != nil
            else { continue }
            // Markers shown in code (a README's examples) do not make a woven document; broken ones do.
            if let document = try? WovenDocument(bytes: [UInt8](data), file: name), document.blocks.isEmpty { continue }
            found.append(name)
        }
        return found.sorted()
    }
}
