/** Operations (issue 42): how this server sees itself among the others. The probes for load balancers and
 * Kubernetes (/healthz, /readyz) and the Prometheus metrics are operator endpoints outside this contract
 * (docs/operations.md, docs/decisions.md "Operator endpoints"). */
import { z } from 'zod';
import { endpoint } from './core';

export const healthSchema = z.object({
  /** `warning` when `warnings` says something the operator should fix. */
  status: z.enum(['ok', 'warning']),
  /** Live servers on this database, this one included (their heartbeats). */
  servers: z.number().int(),
  file_store: z.enum(['local', 's3']),
  warnings: z.array(z.string()),
});
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/api/health',
    summary:
      'How many servers run on this database and whether their file stores fit: a local folder among several servers is a warning.',
    response: healthSchema,
    access: 'public',
  }),
};
