-- Drives one call for the HTTP benchmark. Arguments: method, then the file of cookies to
-- rotate through (one `name=value` per line; "-" for none). Prints one `@@wrk {json}` line.
-- Each cookie's player also has its own client address (X-Forwarded-For, read by a server
-- started with TRUST_PROXY=1), as real players do: the per-address write limit then counts
-- each player alone. The address of line k is the one `playerAddress(k - 1)` in game.ts gives.
local cookies = {}
local method = "GET"
local n = 0

function init(args)
  method = args[1] or "GET"
  if args[2] and args[2] ~= "-" then
    for line in io.lines(args[2]) do
      if #line > 0 then cookies[#cookies + 1] = line end
    end
  end
end

function request()
  n = n + 1
  local headers = { ["Accept"] = "application/json" }
  if #cookies > 0 then
    local k = n % #cookies
    headers["Cookie"] = cookies[k + 1]
    headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(k / 62500) % 250, math.floor(k / 250) % 250, k % 250 + 1)
  end
  return wrk.format(method, nil, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '@@wrk {"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
