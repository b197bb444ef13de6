import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used, in seconds: what a per-file bound of a fuzz test
/// measures, so that it means the same on an idle machine and on one shared with other builds
/// and tests (wall time grows with the load; the thread's CPU time does not).
public enum ThreadCPUClock {
  /// The calling thread's CPU time so far.
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
