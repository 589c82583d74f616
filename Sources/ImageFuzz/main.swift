import DecoderChecks

// imagefuzz: the image decoders' long checks. Its commands live in DecoderChecks, where the
// tests reach them: `imagefuzz --help` lists them.
ImageFuzzTool.main(Array(CommandLine.arguments.dropFirst()))
