// Installs the scene executors before anything in the test process runs a task.
//
// A test process must run every job of Swift concurrency through executors that count what
// is queued, running and sleeping, so that a test can tell when its work has settled (see
// Sources/WorkbookTesting/Scene/SceneExecutors.swift). The executors can be chosen only
// before the first job is enqueued; a constructor of the test binary runs before its main,
// which is the one moment that is early enough. Only test targets link this.

extern void workbook_install_scene_executors(void);

__attribute__((constructor)) static void workbook_scene_boot(void) {
  workbook_install_scene_executors();
}
