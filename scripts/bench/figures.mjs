/** An autocannon run's throughput and latency, with what did not get a 2xx apart from what failed outright. */
export function throughputFigures(result) {
  return {
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
