package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/scriptorium/scriptorium/internal/cli"
	"github.com/scriptorium/scriptorium/provider"
)

// cmdFingerprint reads one request as JSON on stdin and prints its
// fingerprint v1 and a newline. The request is a provider.Request (tag,
// system, parts with images as base64 "data", schema) or, when it has a "v"
// member, the canonical request a fixture stores (images as their "sha256"
// and "size"; see package provider). Unknown members and trailing data are
// refused, so a test vector file or a whole fixture passed by mistake fails
// instead of hashing something else.
func cmdFingerprint(_ context.Context, args []string, stdin io.Reader, stdout, _ io.Writer) error {
	if len(args) == 1 && cli.IsHelp(args[0]) {
		return &cli.HelpRequest{Usage: "usage: extract fingerprint < request.json"}
	}
	if len(args) > 0 {
		return cli.Usagef("usage: extract fingerprint < request.json")
	}
	data, err := io.ReadAll(stdin)
	if err != nil {
		return fmt.Errorf("fingerprint: read request: %w", err)
	}
	c, err := readCanonical(data)
	if err != nil {
		return fmt.Errorf("fingerprint: read request: %w", err)
	}
	fp, err := c.Fingerprint()
	if err != nil {
		return fmt.Errorf("fingerprint: %w", err)
	}
	_, err = fmt.Fprintln(stdout, fp)
	return err
}

// readCanonical decodes data, one JSON object, as a canonical request when
// it has a "v" member (which must be provider.FingerprintVersion), else as
// a provider.Request, and returns its canonical form. A whole fixture file
// is refused, naming the member that holds its request.
func readCanonical(data []byte) (*provider.CanonicalRequest, error) {
	var probe struct {
		V      *int   `json:"v"`
		Format string `json:"format"`
	}
	json.Unmarshal(data, &probe) // what is wrong, the strict decoding below says
	if probe.Format == provider.FixtureFormat {
		return nil, fmt.Errorf("a whole fixture, not a request: give its \"request\" member")
	}
	if probe.V != nil {
		var c provider.CanonicalRequest
		if err := decodeStrict(data, &c); err != nil {
			return nil, err
		}
		if c.V != provider.FingerprintVersion {
			return nil, fmt.Errorf("canonical request of fingerprint version %d, want %d", c.V, provider.FingerprintVersion)
		}
		return &c, nil
	}
	var req provider.Request
	if err := decodeStrict(data, &req); err != nil {
		return nil, err
	}
	return provider.Canonical(&req), nil
}

// decodeStrict decodes data, one JSON value, into v, refusing unknown
// members and trailing data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("data after the request object")
	}
	return nil
}
