// Minimal types for the part of autocannon the bench uses.
declare module 'autocannon' {
  interface Stats {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
