package main

import "testing"

func TestShellQuote(t *testing.T) {
	for in, want := range map[string]string{
		"Darkloch.scriptorium": "Darkloch.scriptorium", "/tmp/sp ace/w": "'/tmp/sp ace/w'",
		"it's": `'it'\''s'`, "": "''", "http://127.0.0.1:8089/v1": "http://127.0.0.1:8089/v1",
	} {
		if got := shellQuote(in); got != want {
			t.Errorf("shellQuote(%q) = %s, want %s", in, got, want)
		}
	}
}
