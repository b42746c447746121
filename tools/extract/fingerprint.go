package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/provider"
)

// cmdFingerprint reads one provider.Request as JSON on stdin (tag, system,
// parts with images as base64 "data", schema) and prints its fingerprint v1
// and a newline. Unknown members and trailing data are refused, so a test
// vector file or a fixture passed by mistake fails instead of hashing
// something else.
func cmdFingerprint(_ context.Context, args []string, stdin io.Reader, stdout, _ io.Writer) error {
	if len(args) == 1 && cli.IsHelp(args[0]) {
		return &cli.HelpRequest{Usage: "usage: extract fingerprint < request.json"}
	}
	if len(args) > 0 {
		return cli.Usagef("usage: extract fingerprint < request.json")
	}
	var req provider.Request
	dec := json.NewDecoder(stdin)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return fmt.Errorf("fingerprint: read request: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("fingerprint: read request: data after the request object")
	}
	fp, err := provider.Fingerprint(&req)
	if err != nil {
		return fmt.Errorf("fingerprint: %w", err)
	}
	_, err = fmt.Fprintln(stdout, fp)
	return err
}
