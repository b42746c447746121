package foundry

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/big"
	"strings"

	"scriptorium/requests"
)

// idAlphabet is the alphabet of Foundry ids (validator isValidId:
// /^[a-zA-Z0-9]{16}$/).
const idAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// IDLength is the length of a Foundry document _id.
const IDLength = 16

// ID returns the _id of the document that parts name: 16 characters of
// [a-zA-Z0-9], the base-62 digits of the SHA-256 of the length-prefixed
// parts. The same parts always give the same ID; parts are delimited, so
// ("ab", "c") and ("a", "bc") differ.
func ID(parts ...string) string {
	h := sha256.New()
	var n [8]byte
	for _, p := range parts {
		binary.BigEndian.PutUint64(n[:], uint64(len(p)))
		h.Write(n[:])
		h.Write([]byte(p))
	}
	v := new(big.Int).SetBytes(h.Sum(nil))
	base := big.NewInt(int64(len(idAlphabet)))
	var b [IDLength]byte
	digit := new(big.Int)
	for i := range b {
		v.DivMod(v, base, digit)
		b[i] = idAlphabet[digit.Int64()]
	}
	return string(b[:])
}

// ids derives the ids of one adventure's documents, seeded by the source
// PDF's SHA-256 so that two modules imported into one world never share an
// id, and refuses a repeat.
type ids struct {
	seed string
	seen map[string]string
}

// newIDs returns the id deriver of an adventure converted from the PDF
// whose SHA-256 is seed.
func newIDs(seed string) *ids { return &ids{seed: seed, seen: map[string]string{}} }

// of returns the id of the document parts name, or an error wrapping
// [ErrDuplicateID] when another document already has it.
func (d *ids) of(parts ...string) (string, error) {
	id := ID(append([]string{"scriptorium.foundry/v1", d.seed}, parts...)...)
	what := strings.Join(parts, " ")
	if prev, ok := d.seen[id]; ok {
		return "", fmt.Errorf("%w: %s: %q and %q", ErrDuplicateID, id, prev, what)
	}
	d.seen[id] = what
	return id, nil
}

// FileName returns the name Export Data gives a document's file:
// fvtt-<document>-<slug of name>-<id>.json.
func FileName(document, name, id string) string {
	return "fvtt-" + document + "-" + requests.Slug(name) + "-" + id + ".json"
}
