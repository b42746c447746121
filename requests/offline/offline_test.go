package offline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/scriptorium/scriptorium/provider"
	"github.com/scriptorium/scriptorium/requests"
)

// complete answers req with the offline provider and checks what every
// answer must be: valid against req's schema, from "offline", finished.
func complete(t *testing.T, req *provider.Request) *provider.Response {
	t.Helper()
	resp, err := New().Complete(context.Background(), req)
	if err != nil {
		t.Fatalf("Complete(%s): %v", req.Tag, err)
	}
	if err := provider.ValidateAnswer(req.Schema, resp.Data); err != nil {
		t.Fatalf("answer to %s breaks its schema: %v", req.Tag, err)
	}
	if resp.Provider != Name || resp.Model != Model || resp.FinishReason != provider.FinishStop {
		t.Fatalf("Complete(%s) = provider %q model %q finish %q, want %q %q %q",
			req.Tag, resp.Provider, resp.Model, resp.FinishReason, Name, Model, provider.FinishStop)
	}
	return resp
}

// decode answers req and decodes the answer into v.
func decode(t *testing.T, req *provider.Request, v any) {
	t.Helper()
	if err := requests.Decode(complete(t, req).Data, v); err != nil {
		t.Fatal(err)
	}
}

// built returns a function that returns a builder's request, failing t on
// a builder error: built(t)(requests.BuildSurveyRequest(...)).
func built(t *testing.T) func(*provider.Request, error) *provider.Request {
	return func(req *provider.Request, err error) *provider.Request {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return req
	}
}

// allPages returns the pages of every corpus module, as source text
// stand-ins and as the text layers of the PDFs.
func allPages(t *testing.T) map[string][]requests.Page {
	out := map[string][]requests.Page{}
	for _, rel := range []string{"darkloch/Darkloch.md", "raising-a-god/Raising-a-God.tex"} {
		out[rel] = sourcePages(t, rel)
	}
	for _, rel := range corpusPDFs {
		out[rel] = pdfPages(t, rel)
	}
	return out
}

// TestAnswersValidateOnCorpus builds every request kind on every page of
// every corpus module and checks each answer against its schema.
func TestAnswersValidateOnCorpus(t *testing.T) {
	for rel, pages := range allPages(t) {
		t.Run(rel, func(t *testing.T) {
			var survey requests.Survey
			decode(t, built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})), &survey)
			var names []string
			for i, p := range pages {
				one := []requests.Page{p}
				complete(t, built(t)(requests.BuildSurveyRequest(i+1, one, requests.Settings{})))
				complete(t, built(t)(requests.BuildWanderingRequest(one, requests.Settings{})))
				ctx := &requests.ContentContext{ExpectedKeys: keysOnPage(survey, p.Number)}
				complete(t, built(t)(requests.BuildContentRequest(one, ctx, requests.Settings{})))
				var c requests.Content
				decode(t, built(t)(requests.BuildContentRequest(one, nil, requests.Settings{})), &c)
				for _, a := range c.Areas {
					for _, e := range a.Encounters {
						names = append(names, e.Creature)
						cr := requests.Creature{Canonical: e.Creature, Printed: []string{e.Creature}, StatLines: nonEmpty(e.StatLine)}
						complete(t, built(t)(requests.BuildStatblockRequest(cr, one, requests.Settings{})))
					}
				}
			}
			if len(names) > 0 {
				complete(t, built(t)(requests.BuildMonstersRequest(names, requests.DefaultAliases())))
			}
		})
	}
}

func keysOnPage(s requests.Survey, page int) []string {
	var out []string
	for _, site := range s.Sites {
		for _, lv := range site.Levels {
			for _, k := range lv.Keys {
				if len(k.Pages) > 0 && k.Pages[0] == page {
					out = append(out, k.Key)
				}
			}
		}
	}
	return out
}

func nonEmpty(s string) []string {
	if s == "" {
		return nil
	}
	return []string{s}
}

// TestDeterministic checks that one request answered twice, also
// concurrently, gives the same bytes.
func TestDeterministic(t *testing.T) {
	pages := sourcePages(t, "darkloch/Darkloch.md")
	req := built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{}))
	want := complete(t, req).Data
	got := make(chan []byte, 4)
	for range 4 {
		go func() {
			resp, err := New().Complete(context.Background(), req)
			if err != nil {
				got <- []byte(err.Error())
				return
			}
			got <- resp.Data
		}()
	}
	for range 4 {
		if g := <-got; !bytes.Equal(g, want) {
			t.Fatalf("second answer differs:\n%s\nwant\n%s", g, want)
		}
	}
}

func TestCompleteRefuses(t *testing.T) {
	page := []requests.Page{{Number: 1, Text: "1 A room."}}
	req := built(t)(requests.BuildContentRequest(page, nil, requests.Settings{}))
	bogus := *req
	bogus.Tag = "bogus.p001"
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	noCreature := built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: "Orc"}, nil, requests.Settings{}))
	noCreature.Parts = nil
	for _, tc := range []struct {
		name string
		ctx  context.Context
		req  *provider.Request
		want error
	}{
		{"unknown kind", context.Background(), &bogus, requests.ErrUnknownKind},
		{"cancelled", cancelled, req, context.Canceled},
		{"no creature section", context.Background(), noCreature, requests.ErrNoSection},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New().Complete(tc.ctx, tc.req)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Complete = %v, want an error wrapping %v", err, tc.want)
			}
		})
	}
}

// TestSchemaBreakReported checks that an answer the request's schema
// refuses is reported, not returned.
func TestSchemaBreakReported(t *testing.T) {
	req := built(t)(requests.BuildWanderingRequest([]requests.Page{{Number: 1, Text: "nothing"}}, requests.Settings{}))
	req.Schema = []byte(`{"type":"object","required":["nope"]}`)
	_, err := New().Complete(context.Background(), req)
	if !errors.Is(err, provider.ErrSchema) {
		t.Fatalf("Complete = %v, want an error wrapping provider.ErrSchema", err)
	}
}

func ExampleNew() {
	page := requests.Page{Number: 1, Text: "1 Guard room. 3 orcs (HD1 AC6 1d6) play dice for 30 gp.\n2 Crypt. A skeleton guards a potion of healing."}
	req, _ := requests.BuildContentRequest([]requests.Page{page}, nil, requests.Settings{})
	resp, _ := New().Complete(context.Background(), req)
	var c requests.Content
	_ = requests.Decode(resp.Data, &c)
	for _, a := range c.Areas {
		fmt.Println(a.Key, a.Encounters[0].Creature, a.Encounters[0].StatLine, a.Treasure.MagicItems)
	}
	// Output:
	// 1 orcs HD1 AC6 1d6 []
	// 2 skeleton  [potion of healing]
}

// FuzzComplete feeds arbitrary page text to every request kind: the rules
// must never fail or answer outside the schema.
func FuzzComplete(f *testing.F) {
	for _, seed := range []string{
		"1 A room. 3 orcs (HD1 AC6 1d6) guard 200 gp.\n2. HALL\n\nA box.\n\nThe door is locked.",
		"Wandering Monsters (1d6)\n1 Goblins\n2-3 1d4 orcs\n\nGoblins (3): AC 6, HD 1-1, hp 4, XP 5 ea.",
		"Outside\nSome pilgrims camp here, said the 9 (",
		"Smuggler\nAC 7 [12], HD 1\n(\n9 10 \"\n*",
		"12.\nGUARD ROOM\nFour orcs sit here.\nGoblin x3 (HD 1, AC 6), 2x zombies.\n| d% | Monster |\n|---|---|\n| 01-50 | 2d4 kobolds |",
		"A. LAIR\n1-3. Cells\nGoblins (2d4): Playing. AC 6 [13], HD 1\nDoor E to 2, stairs down to 5. Exits: north to 4.\n▶ Treasure: 1d6 × 100 sp (2 ×",
		"Rat, Giant\nArmor Class: 13\nHit Dice: 1-6 hit points\nAttacks: 2 (claw, bite)\n1.2 Hall\n\"You see a long hall with pillars of stone.\"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pages := []requests.Page{{Number: 1, Text: text}, {Number: 2, Text: text}}
		for _, req := range []*provider.Request{
			built(t)(requests.BuildSurveyRequest(1, pages, requests.Settings{})),
			built(t)(requests.BuildContentRequest(pages, nil, requests.Settings{})),
			built(t)(requests.BuildWanderingRequest(pages, requests.Settings{})),
			built(t)(requests.BuildStatblockRequest(requests.Creature{Canonical: "Orc", StatLines: []string{text}}, pages, requests.Settings{})),
		} {
			complete(t, req)
		}
	})
}
