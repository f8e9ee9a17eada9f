export interface OverloadScenario {
  candidates: number;
  arrivalMs: number;
  capacity: number;
  droppedCapacity: number;
  dropAtMs: number;
  recoverAtMs: number;
  serveMs: number;
  refuseMs: number;
  humanRetryMs: [number, number];
  retryAfterSeconds: number | null;
  seed: number;
}
export interface OverloadResult {
  candidates: number;
  served: number;
  requests: number;
  refused: number;
  /** Requests the server saw over one per candidate. */
  ratio: number;
  manualResubmits: number;
  p50Ms: number | null;
  p99Ms: number | null;
  lastServedMs: number;
}
export const SCENARIO: OverloadScenario;
/** Candidates running the real loginMachine against a token endpoint of fixed capacity (simulated time). */
export function simulate(options?: Partial<OverloadScenario>): Promise<OverloadResult>;
