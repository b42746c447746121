// Package evals scores a converted adventure against ground truth authored
// from the printed module. [Score] is the entry point: a pure, deterministic
// function of an *adventure.Adventure and a parsed [Truth] (see [ParseTruth]
// and [LoadTruth]) giving [Scores], a fixed list of [Metric] counts in
// families (areas, encounters, treasure, connections, doors, stat blocks,
// wandering tables). [Mean] averages the scores of several modules.
//
// Every metric is a ratio Num/Den of counts, so scores are exact and compare
// byte for byte; a metric whose denominator is zero is undefined and is
// reported as absent, never as 0 or 1. The families bound to areas
// (encounters, treasure, connections, doors) are measured over matched
// areas only, so each family measures one thing and a missed area costs
// area recall alone.
//
// The truth format (truth.yaml v1) and the rules for authoring it are
// documented in tools/eval/README.md. An omitted field asserts nothing; an
// empty list asserts "verified empty".
//
// Package evals never calls a model. It reads the adventure model (package
// adventure, and package naming for name folding), never the pipeline or
// request building (deps_test.go at the module root holds it to that): the
// caller (tools/eval) produces the adventure.
package evals
