// check.mjs: an independent implementation of Scriptorium's fingerprint v1,
// in plain Node (no packages), checked against every test vector.
//
//   node tests/assets/fingerprint/check.mjs [dir]
//
// Reads each dir/*.json vector ({about, request, canonical, fingerprint}),
// builds the canonical request from the request JSON, serializes it with
// RFC 8785 (JCS): members sorted by UTF-16 code units (JavaScript's default
// string order), numbers and strings as JSON.stringify writes them (ECMAScript
// formatting), then hashes it with SHA-256. Exits 1 on any disagreement.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

function jcs(value) {
  if (value === null || typeof value !== "object") {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return "[" + value.map(jcs).join(",") + "]";
  }
  const keys = Object.keys(value).sort();
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + jcs(value[k])).join(",") + "}";
}

function canonicalPart(part) {
  if (part.type === "image") {
    const bytes = Buffer.from(part.data ?? "", "base64");
    return { type: "image", mime: part.mime ?? "", sha256: sha256(bytes), size: bytes.length };
  }
  return { type: part.type, text: part.text ?? "" };
}

// canonicalConversation keeps a conversation's members that are not empty;
// a turn's parts are canonical parts.
function canonicalConversation(c) {
  const out = { turns: (c.turns ?? []).map((t) => {
    const turn = { role: t.role };
    if (t.name) turn.name = t.name;
    if (t.parts?.length) turn.parts = t.parts.map(canonicalPart);
    if (t.arguments !== undefined) turn.arguments = t.arguments;
    return turn;
  }) };
  if (c.tools?.length) out.tools = c.tools;
  for (const k of ["tool_choice", "format", "previous"]) {
    if (c[k]) out[k] = c[k];
  }
  return out;
}

function canonical(request) {
  const c = {
    v: 1,
    tag: request.tag ?? "",
    system: request.system ?? "",
    parts: (request.parts ?? []).map(canonicalPart),
    schema: request.schema ?? null,
  };
  if (request.conversation) c.conversation = canonicalConversation(request.conversation);
  return jcs(c);
}

const dir = process.argv[2] ?? dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
let failed = 0;
for (const file of files) {
  const vector = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const text = canonical(vector.request);
  const fp = sha256(Buffer.from(text, "utf8"));
  if (text !== vector.canonical) {
    failed++;
    console.log(`${file}: canonical text differs\n  want ${vector.canonical}\n  got  ${text}`);
  } else if (fp !== vector.fingerprint) {
    failed++;
    console.log(`${file}: fingerprint ${fp}, want ${vector.fingerprint}`);
  }
}
if (files.length === 0) {
  console.log(`no vectors in ${dir}`);
  process.exit(1);
}
if (failed > 0) {
  console.log(`${failed} of ${files.length} vectors disagree`);
  process.exit(1);
}
console.log(`all ${files.length} vectors agree`);
