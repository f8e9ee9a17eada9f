import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.mjs';

// Reports of Debian's wrk 4.1.0 (`--latency`), as it printed them here: the sign-in page through
// scripts/nginx/run.mjs, then a missing page of a plain HTTP server (its socket errors line added).
const ANSWERED = `Running 3s test @ https://127.0.0.1:17443/connexion
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.38ms    1.81ms  22.85ms   88.96%
    Req/Sec     7.11k     1.92k   11.34k    70.00%
  Latency Distribution
     50%    1.96ms
     75%    2.60ms
     90%    3.86ms
     99%   10.49ms
  42528 requests in 3.01s, 261.44MB read
Requests/sec:  14115.49
Transfer/sec:     86.77MB
`;

const REFUSED = `Running 1s test @ http://127.0.0.1:17090/nonexistent
  2 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     6.65ms    5.28ms  42.02ms   87.01%
    Req/Sec   324.30    109.39   550.00     75.00%
  Latency Distribution
     50%    5.46ms
     75%    8.47ms
     90%   12.14ms
     99%   31.01ms
  649 requests in 1.00s, 329.57KB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 649
Requests/sec:    647.11
Transfer/sec:    328.61KB
`;

describe('parseWrk', () => {
  it('reads the requests, rates, latency and transfer of a report', () => {
    expect(parseWrk(ANSWERED)).toEqual({
      requests: 42528,
      seconds: 3.01,
      requestsPerSecond: 14115.49,
      transferPerSecond: '86.77MB',
      latency: { average: '2.38ms', stdev: '1.81ms', max: '22.85ms' },
      percentiles: { '50': '1.96ms', '75': '2.60ms', '90': '3.86ms', '99': '10.49ms' },
      socketErrors: 0,
      non2xx3xx: 0,
    });
  });

  it('counts socket errors and answers that were not 2xx or 3xx', () => {
    const figures = parseWrk(REFUSED);
    expect(figures.socketErrors).toBe(5);
    expect(figures.non2xx3xx).toBe(649);
    expect(figures.requestsPerSecond).toBe(647.11);
  });

  it('refuses what is not a report', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:17443 Connection refused')).toThrow(
      /not a wrk report/,
    );
  });
});
