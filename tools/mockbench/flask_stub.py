"""A Flask stub LLM server that does what DocsGPT's scripts/e2e/mock_llm.py
does, for mockbench to measure mockllm against (see README.md).

POST /v1/chat/completions answers from a fixture file named by the request's
digest: the SHA-256 of the JSON of {model, messages (role, content, and
name, tool_call_id, tool_calls when present), tool_choice} with sorted keys,
compact separators and ensure_ascii=False. The file, {"response": {"content":
..., "finish_reason": ...}}, is read again on every request. A miss answers
200 with a generic sentence and writes the digest and the whole request to
stderr. "stream": true answers five SSE chunks, a finish chunk and [DONE].

Usage:
    python3 flask_stub.py serve FIXTURE_DIR PORT
    python3 flask_stub.py digest < request.json
"""

import hashlib
import json
import sys
import time
from pathlib import Path

GENERIC = "I don't have enough information to answer that from the provided sources."


def digest(payload):
    messages = []
    for msg in payload.get("messages") or []:
        if not isinstance(msg, dict):
            continue
        entry = {"role": msg.get("role"), "content": msg.get("content")}
        for key in ("name", "tool_call_id", "tool_calls"):
            if key in msg:
                entry[key] = msg[key]
        messages.append(entry)
    blob = json.dumps({"model": payload.get("model"), "messages": messages,
                       "tool_choice": payload.get("tool_choice")},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def serve(fixtures, port):
    from flask import Flask, Response, jsonify, request

    app = Flask(__name__)

    @app.post("/v1/chat/completions")
    def chat():
        payload = request.get_json(force=True)
        d = digest(payload)
        path = Path(fixtures) / (d + ".json")
        if path.is_file():
            with path.open(encoding="utf-8") as f:
                answer = json.load(f).get("response") or {}
            content, finish = answer.get("content") or "", answer.get("finish_reason") or "stop"
        else:
            sys.stderr.write("[stub] unknown fixture hash %s\n" % d)
            sys.stderr.write("[stub] request: " + json.dumps(payload, sort_keys=True, ensure_ascii=False) + "\n")
            content, finish = GENERIC, "stop"
        model = payload.get("model")
        if payload.get("stream"):
            return Response(frames(d, model, content, finish), mimetype="text/event-stream")
        return jsonify({"id": "chatcmpl-" + d[:12], "object": "chat.completion", "created": int(time.time()),
                        "model": model, "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                                     "finish_reason": finish}],
                        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}})

    app.run(host="127.0.0.1", port=port, threaded=True)


def frames(d, model, content, finish):
    size = max(1, (len(content) + 4) // 5)
    pieces = [content[i:i + size] for i in range(0, len(content), size)] or [""]
    for i, piece in enumerate(pieces):
        delta = {"content": piece}
        if i == 0:
            delta["role"] = "assistant"
        yield chunk(d, model, delta, None)
    yield chunk(d, model, {}, finish)
    yield "data: [DONE]\n\n"


def chunk(d, model, delta, finish):
    return "data: " + json.dumps({"id": "chatcmpl-" + d[:12], "object": "chat.completion.chunk",
                                  "created": int(time.time()), "model": model,
                                  "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]},
                                 ensure_ascii=False) + "\n\n"


if __name__ == "__main__":
    if sys.argv[1:2] == ["digest"]:
        print(digest(json.load(sys.stdin)))
    else:
        serve(sys.argv[2], int(sys.argv[3]))
