/**
 * Open-model load (issue 26), run in a worker thread so the generator does not share the server's event
 * loop: request i is due at start + i / rate whatever happened to the ones before it, and its latency is
 * counted from that due time (so a stalled server shows as latency, not as fewer requests sent).
 * workerData: { base, headers, requests: [{ path, body }], rate, seconds, timeoutMs, probe? }.
 * probe: { path, everyMs }: a GET of a light page every everyMs while the load runs, its latencies kept apart
 * (what a user who is not searching meets during a search storm).
 * Posts back { latencies (ms, sorted), errors, timeouts, statuses, sent, wallSeconds, probes (ms, sorted), probeFailures }.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, headers, requests, rate, seconds, timeoutMs, probe } = workerData;
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const total = Math.round(rate * seconds);
const latencies = [];
const statuses = {};
let errors = 0;
let timeouts = 0;
let finished = 0;
const start = performance.now() + 20;

function fire(i) {
  const due = start + (i * 1000) / rate;
  const { path, body } = requests[i % requests.length];
  const payload = Buffer.from(JSON.stringify(body));
  let settled = false;
  const settle = (ok) => {
    if (settled) return;
    settled = true;
    if (ok) latencies.push(performance.now() - due);
    if (++finished === total) done();
  };
  const req = http.request(
    {
      agent,
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      headers: { ...headers, 'content-length': payload.length },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (res.statusCode >= 400) errors++;
        settle(res.statusCode < 400);
      });
    },
  );
  req.setTimeout(timeoutMs, () => {
    timeouts++;
    req.destroy(new Error('timeout'));
  });
  req.on('error', () => {
    errors++;
    settle(false);
  });
  req.end(payload);
}

const probes = [];
let probeFailures = 0;
function fireProbe() {
  if (next >= total) return;
  const sent = performance.now();
  const req = http.request(
    {
      agent,
      host: url.hostname,
      port: url.port,
      path: probe.path,
      method: 'GET',
      headers: { authorization: headers.authorization },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode < 400) probes.push(performance.now() - sent);
        else probeFailures++;
      });
    },
  );
  req.on('error', () => {
    if (next < total) probeFailures++;
  });
  req.end();
  setTimeout(fireProbe, probe.everyMs);
}

let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + (next * 1000) / rate <= now) fire(next++);
  if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
}

function done() {
  agent.destroy();
  latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    latencies,
    errors,
    timeouts,
    statuses,
    sent: total,
    wallSeconds: (performance.now() - start) / 1000,
    probes: probes.sort((a, b) => a - b),
    probeFailures,
  });
}

setTimeout(tick, 20);
if (probe) setTimeout(fireProbe, 20);
