package openai

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

func TestConformance(t *testing.T) {
	conformance.Run(t, Name, func(s live.Settings) (provider.Provider, error) {
		s.BaseURL += "/v1"
		return New(Config{Settings: s})
	})
}

// azure builds the provider for an Azure deployment named after the model
// at the mock's URL.
func azure(s live.Settings) (provider.Provider, error) {
	endpoint := s.BaseURL
	s.BaseURL = ""
	return New(Config{Settings: s, AzureEndpoint: endpoint, AzureAPIVersion: "2024-10-21"})
}

func TestAzureConformance(t *testing.T) { conformance.Run(t, Name, azure) }

func TestAzureWire(t *testing.T) {
	conformance.RunInspected(t, azure, func(r *http.Request) error {
		wantPath := "/openai/deployments/" + conformance.Model + "/chat/completions"
		if r.URL.Path != wantPath || r.URL.Query().Get("api-version") != "2024-10-21" {
			return fmt.Errorf("got %s?%s, want %s?api-version=2024-10-21", r.URL.Path, r.URL.RawQuery, wantPath)
		}
		if r.Header.Get("Api-Key") != conformance.Key || r.Header.Get("Authorization") != "" {
			return errors.New("want the key in the api-key header only")
		}
		return nil
	})
}

func TestOpenAIWire(t *testing.T) {
	conformance.RunInspected(t, func(s live.Settings) (provider.Provider, error) {
		s.BaseURL += "/v1/"
		return New(Config{Settings: s})
	}, func(r *http.Request) error {
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer "+conformance.Key {
			return fmt.Errorf("got path %s, want /v1/chat/completions with the key as a bearer token", r.URL.Path)
		}
		return nil
	})
}

func TestConfigFromEnv(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-env")
	t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1")
	if c := ConfigFromEnv(live.Settings{Model: "m"}); c.APIKey != "sk-env" || c.BaseURL != "http://127.0.0.1:11434/v1" || c.AzureEndpoint != "" {
		t.Errorf("config %+v, want OPENAI_API_KEY and OPENAI_BASE_URL", c)
	}
	if c := ConfigFromEnv(live.Settings{APIKey: "sk-flag"}); c.APIKey != "sk-flag" {
		t.Errorf("key %q, want the explicit one over the environment", c.APIKey)
	}
	t.Setenv("AZURE_OPENAI_ENDPOINT", "https://res.openai.azure.com")
	t.Setenv("AZURE_OPENAI_API_KEY", "az-key")
	t.Setenv("AZURE_OPENAI_DEPLOYMENT", "pages")
	if c := ConfigFromEnv(live.Settings{}); c.AzureEndpoint != "https://res.openai.azure.com" || c.APIKey != "az-key" || c.Model != "pages" {
		t.Errorf("config %+v, want Azure from AZURE_OPENAI_*", c)
	}
}

func TestNewRefuses(t *testing.T) {
	for name, c := range map[string]Config{
		"no key":              {},
		"azure no deployment": {Settings: live.Settings{APIKey: "k"}, AzureEndpoint: "https://res.openai.azure.com"},
	} {
		if _, err := New(c); !errors.Is(err, live.ErrConfig) {
			t.Errorf("%s: error %v, want live.ErrConfig", name, err)
		}
	}
	if _, err := New(Config{Settings: live.Settings{BaseURL: "http://127.0.0.1:11434/v1"}}); err != nil {
		t.Errorf("compatible server without a key: %v, want a provider", err)
	}
}
