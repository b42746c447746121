"""A plain Python stdlib mock LLM stub, the peer of mockllm's benchmark.

It answers POST /v1/chat/completions like the usual hand-written stubs: read
the body, parse it, hash model + messages + tool_choice, look the hash up in
a dict of canned answers, and reply with a chat completion, or with five SSE
chunks and [DONE] when the request streams. Keep-alive is on (HTTP/1.1) and
each connection gets a thread; with a third argument "close" it speaks
HTTP/1.0 and closes the connection after each answer, as the Flask stubs
described in shared/MEASURED.md do. It prints the port it listens on, then
serves until killed or until its standard input closes. Loopback only. Nagle's algorithm is off, as in Go's server, so
the stub is not held up by delayed ACKs.
"""
import hashlib
import http.server
import json
import os
import sys
import threading
import time


def key(req):
    canon = {"model": req.get("model"), "messages": req.get("messages"), "tool_choice": req.get("tool_choice")}
    return hashlib.sha256(json.dumps(canon, sort_keys=True).encode()).hexdigest()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    answers = {}

    def log_message(self, *args):
        pass

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        text = self.answers.get(key(body), "generic answer")
        base = {"id": "chatcmpl-1", "created": int(time.time()), "model": body.get("model")}
        if body.get("stream"):
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            chunked = self.protocol_version == "HTTP/1.1"
            if chunked:
                self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            step = max(1, len(text) // 5)
            pieces = [text[i:i + step] for i in range(0, len(text), step)]
            events = [dict(base, object="chat.completion.chunk",
                           choices=[{"index": 0, "delta": {"content": p}, "finish_reason": None}]) for p in pieces]
            events.append(dict(base, object="chat.completion.chunk",
                               choices=[{"index": 0, "delta": {}, "finish_reason": "stop"}]))
            for ev in events:
                self.chunk(("data: " + json.dumps(ev) + "\n\n").encode(), chunked)
            self.chunk(b"data: [DONE]\n\n", chunked)
            if chunked:
                self.chunk(b"", chunked)
            return
        out = json.dumps(dict(base, object="chat.completion", choices=[
            {"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            usage={"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20})).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def chunk(self, data, chunked):
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data) if chunked else data)
        self.wfile.flush()


def main():
    req = json.loads(sys.argv[1])
    Handler.answers[key(req)] = sys.argv[2]
    if sys.argv[3:] == ["close"]:
        Handler.protocol_version = "HTTP/1.0"
    http.server.ThreadingHTTPServer.request_queue_size = 128  # not 5: no SYN drops under load
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
