// Examples write `import Combine`; on Linux that is OpenCombine.
@_exported import OpenCombine
