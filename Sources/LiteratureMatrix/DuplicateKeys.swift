/// The keys two records are compared by to find duplicates: the DOI, and the title folded so that
/// case, full-width/half-width forms, punctuation and spaces do not matter.
enum DuplicateKeys {
    /// "https://doi.org/10.1145/ABC" and "doi:10.1145/abc" both give "10.1145/abc".
    static func doi(_ text: String) -> String {
        var value = text.trimmingSpaces.lowercased()
        for prefix in ["https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:"]
        where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count)).trimmingSpaces
        }
        return value
    }

    /// "Ｗｅａｔｈｅｒ  App：设计!" and "weather app 设计" both give "weatherapp设计".
    static func title(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }  // full-width ASCII forms
            if value < 0x80 {
                switch value {
                case 0x41...0x5A: scalars.append(Unicode.Scalar(value + 0x20)!)
                case 0x61...0x7A, 0x30...0x39: scalars.append(Unicode.Scalar(value)!)
                default: break
                }
                continue
            }
            let folded = Unicode.Scalar(value)!
            let properties = folded.properties
            guard properties.isAlphabetic || properties.numericType != nil else { continue }
            if properties.changesWhenLowercased {
                scalars.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
            } else {
                scalars.append(folded)
            }
        }
        return String(scalars)
    }
}
