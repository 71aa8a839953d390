/**
 * Requests per minute per key (a bearer token, or the client's address when it has no valid token), as a token
 * bucket in memory: a key may burst up to a minute's worth, then gets one request per 60/limit seconds. The hot
 * path is one Map lookup and some arithmetic. Each server process counts on its own.
 */
export interface RateLimiter {
  /** Counts one request of `key`: 0 when it may go on, else the whole seconds until it may try again. */
  take(key: string): number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** `perMinute = 0` turns limiting off. At most `maxKeys` buckets are kept, so forged keys cannot grow memory. */
export function createRateLimiter(perMinute: number, maxKeys = 100_000): RateLimiter {
  if (perMinute <= 0) return { take: () => 0 };
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  const makeRoom = (now: number) => {
    // A bucket idle for a minute is full again, so forgetting it changes nothing. When too few are idle the
    // oldest tenth goes, so the sweep runs at most once per maxKeys/10 new keys.
    for (const [key, bucket] of buckets) if (now - bucket.at >= 60_000) buckets.delete(key);
    if (buckets.size < maxKeys * 0.9) return;
    let drop = Math.ceil(maxKeys / 10);
    for (const key of buckets.keys()) {
      if (drop-- <= 0) break;
      buckets.delete(key);
    }
  };
  return {
    take(key) {
      const now = Date.now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) makeRoom(now);
        bucket = { tokens: perMinute, at: now };
        buckets.set(key, bucket);
      } else {
        bucket.tokens = Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
        bucket.at = now;
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
    },
  };
}
