// The cache is shared by every model.

let separators = #/["/]/#
extension ColorSchemeCache: @unchecked Sendable {}
