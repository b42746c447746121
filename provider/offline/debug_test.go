package offline

import (
	"context"
	"fmt"
	"testing"

	"scriptorium/requests"
)

func TestDebugDump(t *testing.T) {
	for _, rel := range []string{"darkloch/Darkloch.md", "raising-a-god/Raising-a-God.tex"} {
		pages := sourcePages(t, rel)
		req, _ := requests.BuildSurveyRequest(1, pages, requests.Settings{})
		resp, err := New().Complete(context.Background(), req)
		fmt.Println(rel, err)
		if resp != nil {
			fmt.Println(string(resp.Data))
		}
		for _, p := range pages {
			req, _ := requests.BuildContentRequest([]requests.Page{p}, nil, requests.Settings{})
			resp, err := New().Complete(context.Background(), req)
			fmt.Println(req.Tag, err)
			if resp != nil {
				fmt.Println(string(resp.Data))
			}
			req, _ = requests.BuildWanderingRequest([]requests.Page{p}, requests.Settings{})
			resp, err = New().Complete(context.Background(), req)
			if resp != nil {
				fmt.Println(string(resp.Data))
			}
		}
	}
}
