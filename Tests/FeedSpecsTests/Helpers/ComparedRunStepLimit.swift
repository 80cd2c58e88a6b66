/// The flags that give a run of `Features/` a step time limit far above any step's time, for the
/// tests that compare two runs' results: on a busy machine (a loaded `swift test` on two cores) a
/// step can outlast the command line's 5 s default without anything being wrong, and one run's
/// timeout would then differ from the other's pass.
let comparedRunStepLimit = ["--step-timeout", "600"]
