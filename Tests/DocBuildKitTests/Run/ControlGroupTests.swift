import Foundation
import Testing

@testable import DocBuildKit

/// Where docbuild may make control groups for its examples, read from /proc's descriptions of
/// the mounts and of its own groups (here written by the test, over folders it made).
@Suite struct ControlGroupTests {
  /// A mountinfo line for a cgroup file system at `point` showing the group `root`.
  static func mount(_ point: URL, type: String, options: String, root: String = "/") -> String {
    "30 25 0:26 \(root) \(point.path) rw,nosuid - \(type) \(type) rw,\(options)"
  }

  @Test func findsAVersionTwoGroupThatDelegatesMemoryAndProcesses() throws {
    let hierarchy = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: hierarchy) }
    let own = hierarchy.appendingPathComponent("ci/job")
    try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
    try Data("cpu memory pids\n".utf8).write(
      to: own.appendingPathComponent("cgroup.subtree_control"))
    let parents = ControlGroup.Parents.find(
      mountInfo: Self.mount(hierarchy, type: "cgroup2", options: "nsdelegate"),
      membership: "0::/ci/job\n")
    #expect(parents?.version == .two)
    #expect(parents?.folders == [own.path])
  }

  /// Without the memory controller for its children, the group bounds nothing: none is used.
  @Test func refusesAVersionTwoGroupWithoutMemory() throws {
    let hierarchy = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: hierarchy) }
    try Data("cpu pids\n".utf8).write(
      to: hierarchy.appendingPathComponent("cgroup.subtree_control"))
    let parents = ControlGroup.Parents.find(
      mountInfo: Self.mount(hierarchy, type: "cgroup2", options: "nsdelegate"),
      membership: "0::/\n")
    #expect(parents == nil)
  }

  /// The v1 way: memory and pids in hierarchies of their own, the mounts showing only a part of
  /// them (a container's view).
  @Test func findsVersionOneMemoryAndProcessGroups() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let memory = root.appendingPathComponent("memory")
    let pids = root.appendingPathComponent("pids")
    for folder in [memory.appendingPathComponent("job"), pids] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let parents = ControlGroup.Parents.find(
      mountInfo: [
        Self.mount(memory, type: "cgroup", options: "memory", root: "/docker/abc"),
        Self.mount(pids, type: "cgroup", options: "pids"),
        Self.mount(root.appendingPathComponent("cpu"), type: "cgroup", options: "cpu,cpuacct"),
      ].joined(separator: "\n"),
      membership: "4:memory:/docker/abc/job\n3:cpu,cpuacct:/\n8:pids:/\n0::/\n")
    #expect(parents?.version == .one)
    #expect(parents?.folders == [memory.appendingPathComponent("job").path, pids.path])
  }

  @Test func findsNothingWithoutCgroupMounts() {
    #expect(
      ControlGroup.Parents.find(
        mountInfo: "22 1 0:21 / /proc rw - proc proc rw", membership: "0::/\n") == nil)
  }
}
