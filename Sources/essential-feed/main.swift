print("essential-feed: not built yet (issue 7)")
