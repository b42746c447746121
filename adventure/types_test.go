package adventure_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/scriptorium/scriptorium/adventure"
)

// TestVersionedTypesOwnTheirShape pins that report.json and adventure.json
// are made of this package's types (and the answer types they copy), never
// of the provider core's: a change to the core must not change a versioned
// file.
func TestVersionedTypesOwnTheirShape(t *testing.T) {
	for _, v := range []any{adventure.Report{}, adventure.Adventure{}} {
		for _, path := range foreignFields(reflect.TypeOf(v), "/provider", map[reflect.Type]bool{}) {
			t.Errorf("%T: field %s has a type of the provider core", v, path)
		}
	}
}

// foreignFields lists the fields reachable from t (through structs, slices,
// maps and pointers) whose type's package path ends in pkgSuffix.
func foreignFields(t reflect.Type, pkgSuffix string, seen map[reflect.Type]bool) []string {
	if t = elem(t); t.Kind() != reflect.Struct || seen[t] {
		return nil
	}
	seen[t] = true
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		ft := elem(f.Type)
		if strings.HasSuffix(ft.PkgPath(), pkgSuffix) {
			out = append(out, t.Name()+"."+f.Name)
		}
		out = append(out, foreignFields(ft, pkgSuffix, seen)...)
	}
	return out
}

// elem is the type t holds, through pointers, slices, arrays and maps.
func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map || t.Kind() == reflect.Array {
		t = t.Elem()
	}
	return t
}
