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
        let contents = try rendered(document, path: path, writes: true).map { block, content in
            switch content {
            case .success(let text): return WovenDocument.framed(text, for: block)
            case .failure(let reason): throw WeaveProblem(file: file, line: block.line, reason: reason)
            }
        }
        let woven = document.blocks.replacing(contents)
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
            return rendered(document, path: path, writes: false).compactMap { block, content in
                switch content {
                case .failure(let reason): return WeaveProblem(file: file, line: block.line, reason: reason)
                case .success(let text):
                    let current = document.blocks.content(of: block) == WovenDocument.framed(text, for: block)
                    return current ? nil : WeaveProblem(file: file, line: block.line, reason: .stale)
                }
            }
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
        } catch let error as InputError {
            throw WeaveProblem(file: file, line: error.line, reason: .malformed(error.expected))
        }
    }

    /// Each block's new content, or why it cannot be made; the rows cited so far flow on to
    /// `lit:references`. When it writes (figures), it stops at the first block that cannot be made.
    private func rendered(_ document: (blocks: WovenDocument, record: DecisionRecord?), path: String, writes: Bool)
        -> [(WovenDocument.Block, Result<String, WeaveProblem.Reason>)]
    {
        let renderer = BlockRenderer(
            context: context, folder: Self.folder(of: path), writes: writes, record: document.record)
        var cited: [String] = []
        var results: [(WovenDocument.Block, Result<String, WeaveProblem.Reason>)] = []
        for block in document.blocks.blocks {
            do throws(WeaveProblem.Reason) {
                let (text, citations) = try renderer.render(block.directive, cited: cited, inline: block.isInline)
                cited += citations.filter { !cited.contains($0) }
                results.append((block, .success(text)))
            } catch {
                results.append((block, .failure(error)))
                if writes { break }
            }
        }
        return results
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
            guard name.hasSuffix(".md"), name != "Decisions/" + DecisionFolder.templateName,
                let data = FileManager.default.contents(atPath: root + "/" + name),
                data.range(of: Data("<!-- lit:".utf8)) != nil
            else { continue }
            // Markers shown in code (a README's examples) do not make a woven document; broken ones do.
            if let document = try? WovenDocument(bytes: [UInt8](data), file: name), document.blocks.isEmpty { continue }
            found.append(name)
        }
        return found.sorted()
    }
}
