package preprocess

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"sync"
	"syscall"

	"github.com/klippa-app/go-pdfium"
	pdfiumerrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// headerWindow is how far into a file the "%PDF-" header may start; PDF
// readers accept leading junk of up to 1 KiB (ISO 32000-1 annex H.3).
const headerWindow = 1024

// objectHeader matches the header of an indirect object, "12 0 obj".
var objectHeader = regexp.MustCompile(`\d+\s+\d+\s+obj\b`)

// pdfcpuOnce disables pdfcpu's configuration directory once, so reading a
// PDF never writes a config.yml under the user's config directory.
var pdfcpuOnce sync.Once

// readPDF reads the file at path and checks it before rendering: size (an
// empty file is ErrEmpty), header, end-of-file marker, then the document's
// page count (see countPages). It returns the bytes, the page count and,
// for a file read only as pdfium repaired it, what pdfcpu found damaged.
func readPDF(ctx context.Context, path string, s Settings) (data []byte, pages int, repaired string, err error) {
	f, info, err := Open(path)
	if err != nil {
		return nil, 0, "", err
	}
	defer f.Close()
	if info.Size() == 0 {
		return nil, 0, "", fmt.Errorf("%w: 0 bytes", ErrEmpty)
	}
	if info.Size() > s.MaxBytes {
		return nil, 0, "", fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, info.Size(), s.MaxBytes)
	}
	if data, err = io.ReadAll(f); err != nil {
		return nil, 0, "", err
	}
	if err := checkFraming(data); err != nil {
		return nil, 0, "", err
	}
	if pages, repaired, err = countPages(ctx, data, s); err != nil {
		return nil, 0, "", err
	}
	if pages > s.MaxPages {
		return nil, 0, "", fmt.Errorf("%w: %d pages, limit %d", ErrTooManyPages, pages, s.MaxPages)
	}
	return data, pages, repaired, nil
}

// Open opens the PDF at path for reading and returns it with its file
// info, refusing with ErrNotPDF anything but a regular file: reading a
// directory fails, and reading a named pipe or a device such as /dev/zero
// would block or never end. It opens without blocking, so a named pipe no
// writer opens is refused too.
func Open(path string) (*os.File, fs.FileInfo, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err == nil {
		if kind := fileKind(info.Mode()); kind != "" {
			err = fmt.Errorf("%w: it is %s", ErrNotPDF, kind)
		}
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// fileKind names the kind of a file that is not regular, or returns "".
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// checkFraming checks the PDF header, that an object follows it, and the
// end-of-file marker. Bytes
// after the last "%%EOF" are ignored, as readers ignore them (zero padding,
// a web page appended by a download), unless they hold an object: then the
// file was cut in the middle of its body or of an update, as a linearized
// file cut short is, whose first "%%EOF" comes after its first page.
func checkFraming(data []byte) error {
	if !bytes.Contains(data[:min(len(data), headerWindow)], []byte("%PDF-")) {
		return ErrNotPDF
	}
	if !objectHeader.Match(data) {
		return fmt.Errorf("%w: nothing but a header, no object", ErrTruncated)
	}
	end := bytes.LastIndex(data, []byte("%%EOF"))
	if end < 0 {
		return fmt.Errorf("%w: no %%%%EOF marker", ErrTruncated)
	}
	if objectHeader.Match(data[end:]) {
		return fmt.Errorf("%w: objects follow the last %%%%EOF marker without one of their own", ErrTruncated)
	}
	return nil
}

// countPages returns the page count of data as pdfcpu reads it, refusing
// documents that need a password to open. A document pdfcpu finds damaged
// (a broken cross-reference table, a page tree missing a required entry)
// is opened with pdfium, which repairs what it can as PDF viewers do, and
// counted there, and what pdfcpu found is returned as repaired (pdfcpu's
// message, e.g. "xref table: invalid last xref section"); it is damaged
// only when pdfium finds no page either, and the error is pdfcpu's.
func countPages(ctx context.Context, data []byte, s Settings) (n int, repaired string, err error) {
	n, err = pdfcpuPages(data)
	if !errors.Is(err, ErrDamaged) {
		return n, "", err
	}
	if m, perr := pdfiumPages(ctx, data, s); perr == nil && m > 0 {
		return m, strings.TrimPrefix(err.Error(), ErrDamaged.Error()+": "), nil
	}
	return 0, "", err
}

// pdfiumPages returns the page count of data as pdfium reads it.
func pdfiumPages(ctx context.Context, data []byte, s Settings) (int, error) {
	pool, _, err := pdfiumPool(s)
	if err != nil {
		return 0, err
	}
	n := 0
	err = work(ctx, pool, data, func(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT) error {
		res, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc})
		if err == nil {
			n = res.PageCount
		}
		return err
	})
	return n, err
}

// pdfcpuPages reads data with pdfcpu and returns its page count, refusing
// documents that need a password to open and, as damaged, documents it
// cannot read or validate and documents without pages. A document
// encrypted with an empty user password (an owner password that only
// restricts printing or copying, common in sold PDFs) opens as any reader
// opens it. A panic in pdfcpu is a damaged document too.
func pdfcpuPages(data []byte) (n int, err error) {
	defer func() {
		// pdfcpu recovers only its own panics; a runtime error on a
		// malformed file (an xref stream whose /Index disagrees with its
		// entries) would end the process with a stack trace.
		if r := recover(); r != nil {
			n, err = 0, fmt.Errorf("%w: pdfcpu: %v", ErrDamaged, r)
		}
	}()
	pdfcpuOnce.Do(api.DisableConfigDir)
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	ctx, err := api.ReadContext(bytes.NewReader(data), conf)
	switch {
	case errors.Is(err, pdfcpu.ErrWrongPassword):
		return 0, fmt.Errorf("%w: it needs a password to open; decrypt a copy first, e.g. qpdf --password=PW --decrypt in.pdf out.pdf", ErrEncrypted)
	case err != nil:
		return 0, fmt.Errorf("%w: %s", ErrDamaged, pdfcpuMessage(err))
	}
	if err := api.ValidateContext(ctx); err != nil {
		return 0, fmt.Errorf("%w: %s", ErrDamaged, pdfcpuMessage(err))
	}
	if ctx.PageCount < 1 {
		return 0, fmt.Errorf("%w: no pages", ErrDamaged)
	}
	return ctx.PageCount, nil
}

// pdfcpuMessage returns the message of pdfcpu's error err on one line,
// each thing said once: pdfcpu wraps some of its errors in the context
// they already name, and names an end of file at each step it ends
// ("xref table: xref table: unexpected eof: stream obj#3: load encoded
// content: read stream content: EOF" for an xref stream cut short). A part
// ending in the same word as the one before it ("xref table", "read stream
// content" after "load encoded content") is dropped, and an end of file is
// said once, last: "xref table: stream obj#3: load encoded content:
// unexpected end of file".
func pdfcpuMessage(err error) string {
	var out []string
	eof := false
	for _, p := range strings.Split(oneLine(err.Error()), ": ") {
		switch {
		case strings.EqualFold(p, "EOF") || strings.EqualFold(p, "unexpected EOF"):
			eof = true
		case len(out) == 0 || lastWord(p) != lastWord(out[len(out)-1]):
			out = append(out, p)
		}
	}
	if eof {
		out = append(out, "unexpected end of file")
	}
	return strings.Join(out, ": ")
}

// lastWord is the last space-separated word of s.
func lastWord(s string) string {
	return s[strings.LastIndexByte(s, ' ')+1:]
}

// pdfiumErrors are the words of pdfium's error codes (FPDF_ERR_UNKNOWN to
// FPDF_ERR_PAGE in its public header, public/fpdfview.h), for go-pdfium's
// errors that give the code and a word or two ("3: incorrect format").
var pdfiumErrors = []struct {
	err   error
	words string
}{
	{pdfiumerrors.ErrUnknown, "unknown error"},
	{pdfiumerrors.ErrFile, "file not found or could not be opened"},
	{pdfiumerrors.ErrFormat, "file not in PDF format or corrupted"},
	{pdfiumerrors.ErrPassword, "password required or incorrect password"},
	{pdfiumerrors.ErrSecurity, "unsupported security scheme"},
	{pdfiumerrors.ErrPage, "page not found or content error"},
}

// pdfiumMessage returns the message of pdfium's error err on one line, an
// error code in pdfium's words.
func pdfiumMessage(err error) string {
	for _, e := range pdfiumErrors {
		if errors.Is(err, e.err) || err.Error() == e.err.Error() {
			return e.words
		}
	}
	return oneLine(err.Error())
}

// oneLine folds a multi-line message onto one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
