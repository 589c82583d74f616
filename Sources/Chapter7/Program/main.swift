import Chapter7

// `swift run chapter7`: the chapter's demo, defined in its module (`ChapterDemo.swift`). The
// chapter's code is a library, which its tests import; this program only starts it.
chapterDemo.main()
