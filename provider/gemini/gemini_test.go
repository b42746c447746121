package gemini

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

func TestWire(t *testing.T) {
	conformance.RunInspected(t, newProvider, func(r *http.Request) error {
		want := "/v1beta/models/" + conformance.Model + ":generateContent"
		if r.URL.Path != want || r.Header.Get("X-Goog-Api-Key") != conformance.Key || r.URL.Query().Get("key") != "" {
			return fmt.Errorf("got path %s, want %s with the key in x-goog-api-key only", r.URL.Path, want)
		}
		return nil
	})
}

func TestConfigFromEnv(t *testing.T) {
	t.Setenv("GEMINI_API_KEY", "")
	t.Setenv("GOOGLE_API_KEY", "google-key")
	t.Setenv("GEMINI_BASE_URL", "http://127.0.0.1:9")
	if c := ConfigFromEnv(live.Settings{}); c.APIKey != "google-key" || c.BaseURL != "http://127.0.0.1:9" {
		t.Errorf("config %+v, want GOOGLE_API_KEY when GEMINI_API_KEY is empty, and GEMINI_BASE_URL", c)
	}
	t.Setenv("GEMINI_API_KEY", "gemini-key")
	if c := ConfigFromEnv(live.Settings{}); c.APIKey != "gemini-key" {
		t.Errorf("key %q, want GEMINI_API_KEY first", c.APIKey)
	}
}

func TestNewRefusesNoKey(t *testing.T) {
	if _, err := New(Config{}); !errors.Is(err, live.ErrConfig) {
		t.Errorf("error %v, want live.ErrConfig", err)
	}
}
