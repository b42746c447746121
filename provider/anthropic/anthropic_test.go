package anthropic

import (
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/scriptorium/scriptorium/internal/conformance"
	"github.com/scriptorium/scriptorium/internal/testenv"
	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/provider/live"
)

// TestMain keeps the tests off the network (see netguard).
func TestMain(m *testing.M) { testenv.Main(m) }

func newProvider(s live.Settings) (provider.Provider, error) { return New(Config{Settings: s}) }

func TestConformance(t *testing.T) { conformance.Run(t, Name, newProvider) }

func TestConformanceOutputFormat(t *testing.T) {
	conformance.Run(t, Name, func(s live.Settings) (provider.Provider, error) {
		return New(Config{Settings: s, Output: OutputFormat})
	})
}

func TestWire(t *testing.T) {
	conformance.RunInspected(t, newProvider, func(r *http.Request) error {
		bearer, apiKey := r.Header.Get("Authorization") == "Bearer "+conformance.Key, r.Header.Get("X-Api-Key") == conformance.Key
		if r.URL.Path != "/v1/messages" || bearer == apiKey {
			return fmt.Errorf("got path %s, want /v1/messages with the key once, as a bearer token or in X-Api-Key", r.URL.Path)
		}
		return nil
	})
}

func TestConfigFromEnv(t *testing.T) {
	t.Setenv("ANTHROPIC_API_KEY", "sk-ant-env")
	t.Setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9/")
	if c := ConfigFromEnv(live.Settings{}); c.APIKey != "sk-ant-env" || c.BaseURL != "http://127.0.0.1:9/" {
		t.Errorf("config %+v, want ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL", c)
	}
	t.Setenv("SCRIPTORIUM_ANTHROPIC_OUTPUT", "format")
	if c := ConfigFromEnv(live.Settings{APIKey: "k", BaseURL: "u"}); c.APIKey != "k" || c.BaseURL != "u" || c.Output != OutputFormat {
		t.Errorf("config %+v, want the explicit values over the environment, and the output from it", c)
	}
}

func TestNewRefuses(t *testing.T) {
	for name, c := range map[string]Config{
		"no key":         {},
		"unknown output": {Settings: live.Settings{APIKey: "k"}, Output: "json"},
	} {
		if _, err := New(c); !errors.Is(err, live.ErrConfig) {
			t.Errorf("%s: error %v, want live.ErrConfig", name, err)
		}
	}
}

func TestInputSchemaRefusesNonObjects(t *testing.T) {
	if _, err := inputSchema([]byte(`{"type":"array"}`)); err == nil {
		t.Error("array schema accepted, want an error")
	}
}
