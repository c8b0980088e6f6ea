-- A login or registration flood from many addresses (the server runs with TRUST_PROXY, so
-- X-Forwarded-For names the client): every request carries a new e-mail and address, so no
-- per-account or per-address limit stops it and each one asks for a password hash. Argument:
-- "login" or "register"; or "one-address" (wrong passwords for new e-mails, all from one
-- address) and "one-account" (wrong passwords for one e-mail, each from a new address), which
-- the login limits refuse with 429 once they lock. Prints one `@@flood {json}` line with the
-- answers by status.
local kind = "login"
local n = 0
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
  thread:set("seed", #threads)
end

function init(args)
  kind = args[1] or "login"
  math.randomseed(os.time() * 1000 + (seed or 0))
end

function request()
  n = n + 1
  local id = string.format("%d-%d-%d", math.random(1, 1e9), n, seed or 0)
  local address = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254))
  if kind == "one-address" then address = "10.99.99.99" end
  local headers = {
    ["Content-Type"] = "application/json",
    ["Accept"] = "application/json",
    ["X-Forwarded-For"] = address,
  }
  local email = kind == "one-account" and "flood-target@example.com" or string.format("flood-%s@example.com", id)
  local body = string.format('{"email":"%s","password":"flood password %s"}', email, id)
  local path = kind == "register" and "/api/auth/register" or "/api/auth/login"
  return wrk.format("POST", path, headers, body)
end

checked = 0
busy = 0
throttled = 0
other = 0

-- 2xx (registered), 401 (password checked and wrong): a hash was paid; 503: refused at once.
function response(status, headers, body)
  if status == 201 or status == 200 or status == 401 then checked = checked + 1
  elseif status == 503 then busy = busy + 1
  elseif status == 429 then throttled = throttled + 1
  else other = other + 1 end
end

function done(summary, latency, requests)
  local c, b, th, o = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    c = c + (t:get("checked") or 0)
    b = b + (t:get("busy") or 0)
    th = th + (t:get("throttled") or 0)
    o = o + (t:get("other") or 0)
  end
  io.write(string.format('@@flood {"requests":%d,"durationUs":%d,"checked":%d,"busy":%d,"throttled":%d,"other":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, c, b, th, o, latency:percentile(99)))
end
