print("feed-specs: not built yet (issue 5)")
