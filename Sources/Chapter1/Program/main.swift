import Chapter1

// `swift run chapter1`: the chapter's demo, defined in its module (`ChapterDemo.swift`). The
// chapter's code is a library, which its tests import; this program only starts it.
chapterDemo.main()
