/**
 * The Lua scripts of the Redis MonitorStore (redis-monitors.ts): each runs as one step in Redis, so two
 * API processes and any number of workers never see half a change. Hash fields hold JSON-encoded
 * values (the owner too: scripts compare against JSON.stringify(owner)). ARGV[1] of the scripts that
 * reach run keys is the key prefix (`<prefix>mrun:` and `<prefix>mrun-report:` are built from it).
 */

/** HSET the pairs of ARGV[2..] when KEYS[1] exists and (ARGV[1] non-empty) its owner is ARGV[1]. */
export const HSET_IF = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[1] ~= '' and redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
if #ARGV > 1 then redis.call('HSET', KEYS[1], unpack(ARGV, 2)) end
return 1`;

/** Deletes one run's keys (its id, and its tick's score in the runs set). */
const DROP_RUN = `
local function drop_run(prefix, runs, ok, ticks, id)
  local tick = redis.call('ZSCORE', runs, id)
  if tick then
    local owner_of_tick = redis.call('HGET', ticks, tick)
    if owner_of_tick == id then redis.call('HDEL', ticks, tick) end
  end
  redis.call('DEL', prefix .. 'mrun:' .. id, prefix .. 'mrun-report:' .. id)
  redis.call('ZREM', runs, id)
  redis.call('ZREM', ok, id)
end`;

/**
 * KEYS: monitor, owner's set, all monitors, runs, successful runs, ticks. ARGV: prefix, owner (JSON),
 * monitor id. The monitor and every run of it, when the owner owns it; answers the number of runs + 1.
 */
export const DELETE_MONITOR = `${DROP_RUN}
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[2] then return 0 end
local ids = redis.call('ZRANGE', KEYS[4], 0, -1)
for _, id in ipairs(ids) do drop_run(ARGV[1], KEYS[4], KEYS[5], KEYS[6], id) end
redis.call('DEL', KEYS[1], KEYS[4], KEYS[5], KEYS[6])
redis.call('ZREM', KEYS[2], ARGV[3])
redis.call('ZREM', KEYS[3], ARGV[3])
return #ids + 1`;

/**
 * KEYS: monitor, ticks, runs, the monitor's hold (`mactive:<id>`). ARGV: prefix, scheduledFor (the tick,
 * as the score), new run id, exclusive ('1'/'0'), hold ms, ticks a busy tick adds, trigger, then the
 * run's field pairs. Answers {1, id} when created, {0, id} when the tick already has a run, {-1} when
 * the monitor is gone (nothing is stored for a deleted monitor), {2, holder, id or ''} when exclusive and
 * another run holds the monitor (a new scheduled tick is then added to the holder's missedTicks).
 */
export const CLAIM_RUN = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1, ''} end
local existing = redis.call('HGET', KEYS[2], ARGV[2])
if existing and redis.call('EXISTS', ARGV[1] .. 'mrun:' .. existing) == 0 then existing = false end
if ARGV[4] == '1' then
  local holder = redis.call('GET', KEYS[4])
  if holder and holder ~= existing then
    local held = ARGV[1] .. 'mrun:' .. holder
    if not existing and ARGV[7] == 'schedule' and redis.call('EXISTS', held) == 1 then
      redis.call('HINCRBY', held, 'missedTicks', tonumber(ARGV[6]))
    end
    return {2, holder, existing or ''}
  end
end
local id = existing
local created = 0
if not existing then
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
  redis.call('HSET', ARGV[1] .. 'mrun:' .. ARGV[3], unpack(ARGV, 8))
  redis.call('ZADD', KEYS[3], ARGV[2], ARGV[3])
  id = ARGV[3]
  created = 1
end
if ARGV[4] == '1' then
  local status = redis.call('HGET', ARGV[1] .. 'mrun:' .. id, 'status')
  if status == '"queued"' or status == '"running"' then redis.call('SET', KEYS[4], id, 'PX', ARGV[5]) end
end
return {created, id}`;

/** KEYS: the monitor's hold. ARGV: run id, 'release' or 'renew', ms. Only the holder's own hold changes. */
export const HOLD_RUN = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == 'release' then redis.call('DEL', KEYS[1]) else redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

/**
 * KEYS: run, successful runs, report. ARGV: run id, status ('' unchanged), finishedAt ('' none), report
 * ('' none; a report is at least "{}"), then field pairs. A run that was deleted meanwhile (its monitor
 * deleted mid-run, or pruned) stays deleted.
 */
export const UPDATE_RUN = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if #ARGV > 4 then redis.call('HSET', KEYS[1], unpack(ARGV, 5)) end
if ARGV[2] == 'ok' and ARGV[3] ~= '' then redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
elseif ARGV[2] ~= '' and ARGV[2] ~= 'ok' then redis.call('ZREM', KEYS[2], ARGV[1]) end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4]) end
return 1`;

/** KEYS: run. ARGV: now. Sets alertSentAt once; 1 for the first caller only. */
export const MARK_ALERT_SENT = `
local sent = redis.call('HGET', KEYS[1], 'alertSentAt')
if not sent or sent ~= 'null' then return 0 end
redis.call('HSET', KEYS[1], 'alertSentAt', ARGV[1])
return 1`;

/**
 * KEYS: runs, successful runs, ticks. ARGV: prefix, cutoff (runs of ticks before it go), keep (the
 * newest this many stay). Answers how many went.
 */
export const PRUNE_RUNS = `${DROP_RUN}
local gone = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[2])) do gone[id] = true end
local keep = tonumber(ARGV[3])
for _, id in ipairs(redis.call('ZREVRANGE', KEYS[1], keep, -1)) do gone[id] = true end
local n = 0
for id in pairs(gone) do
  drop_run(ARGV[1], KEYS[1], KEYS[2], KEYS[3], id)
  n = n + 1
end
return n`;

/**
 * KEYS: token, every pending token. ARGV: prefix, now. Single use: the token goes whatever its age;
 * {owner, email} only when it had not expired (the owner's confirmed set is built from the prefix).
 */
export const CONFIRM_ADDRESS = `
local t = redis.call('HMGET', KEYS[1], 'owner', 'email', 'expiresAt')
if not t[1] then return false end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], KEYS[1])
redis.call('SREM', ARGV[1] .. 'alert-tokens:' .. t[1], KEYS[1])
if tonumber(t[3]) <= tonumber(ARGV[2]) then return false end
redis.call('SADD', ARGV[1] .. 'alert-ok:' .. t[1], t[2])
return {t[1], t[2]}`;

/** KEYS: token, every pending token. ARGV: prefix. An expired token and its entries. */
export const DROP_TOKEN = `
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner then redis.call('SREM', ARGV[1] .. 'alert-tokens:' .. owner, KEYS[1]) end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], KEYS[1])
return 1`;
