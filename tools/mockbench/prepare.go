package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// prepare writes what a wrk run with load.lua needs into cfg.prepare: the
// request body of each scenario (<scenario>.json), mockllm's fixtures of
// the small store (fixtures/) and the Flask stub's (flask/), then prints
// the commands that serve them and load them.
func prepare(cfg *config, stdout io.Writer) error {
	dir := cfg.prepare
	b, err := newBodies(cfg.root)
	if err != nil {
		return err
	}
	if err := record(filepath.Join(dir, "fixtures"), b, smallStore); err != nil {
		return err
	}
	if err := writeFlaskFixtures(cfg.python, cfg.root, filepath.Join(dir, "flask"), b); err != nil {
		return err
	}
	for name, body := range map[string][]byte{"hit": b.text, "stream": b.stream, "page": b.page, "miss": b.miss} {
		if err := os.WriteFile(filepath.Join(dir, name+".json"), body, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, `wrote %[1]s; serve on CPU 0, one server at a time:
  go build -o /tmp/mockllm-bin ./tools/mockllm
  GOMAXPROCS=1 taskset -c 0 /tmp/mockllm-bin --fixtures %[1]s/fixtures --addr 127.0.0.1:8089
  taskset -c 0 %[2]s %[3]s serve %[1]s/flask 8090
load from CPU 1 (scenarios hit, stream, miss with tag %[4]s; page with %[5]s):
  taskset -c 1 wrk -t1 -c10 -d5s -s tools/mockbench/load.lua http://127.0.0.1:8089/v1/chat/completions %[1]s/page.json %[5]s
`, dir, cfg.python, stubScript, tagText, tagPage)
	return nil
}
