-- Drives one call for the HTTP benchmark. Arguments: method, then the file of cookies to
-- rotate through (one `name=value` per line; "-" for none). Prints one `@@wrk {json}` line.
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
  if #cookies > 0 then headers["Cookie"] = cookies[(n % #cookies) + 1] end
  return wrk.format(method, nil, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '@@wrk {"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
