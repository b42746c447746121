-- load.lua: wrk posts one request body again and again, as mockbench's
-- load does, and prints one line: requests per second, p50 and p99
-- latency, and answers that were not 2xx (a miss is a 404 from mockllm).
--
--   wrk -t1 -c10 -d5s -s tools/mockbench/load.lua URL BODY_FILE [TAG]
--
-- URL is a server's /v1/chat/completions; BODY_FILE a request body that
-- go run ./tools/mockbench --prepare DIR wrote; TAG goes in the
-- X-Fixture-Tag header (mockllm's fixture tag; other servers ignore it).

function init(args)
  local path = assert(args[1], "usage: wrk -s load.lua URL BODY_FILE [TAG]")
  local f = assert(io.open(path, "rb"))
  wrk.method = "POST"
  wrk.body = f:read("*a")
  f:close()
  wrk.headers["Content-Type"] = "application/json"
  if args[2] then
    wrk.headers["X-Fixture-Tag"] = args[2]
  end
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local failed = summary.errors.status + summary.errors.connect + summary.errors.read +
    summary.errors.write + summary.errors.timeout
  io.write(string.format("req/s %.0f  p50 %.2fms  p99 %.2fms  requests %d  not 2xx or failed %d\n",
    summary.requests / seconds, latency:percentile(50) / 1e3, latency:percentile(99) / 1e3,
    summary.requests, failed))
end
