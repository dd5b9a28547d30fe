import { useEffect, useState } from 'react';

/** Spec §3 simulated monitor state; only latency, uptime and requests move. */
export interface MonitorState {
  encryption: 'AES-256';
  status: 'active';
  dataRetention: 'local';
  logging: 'encrypted';
  latency: number;
  uptime: number;
  frameworks: string[];
  lastAudit: string;
  requests: number;
  dataFlow: 'internal';
  externalCalls: 0;
}

export const MONITOR_TICK_MS = 3000;

/** Spec §9: latency 35-54 ms, uptime 99.95-100 %, requests +1..3 per tick, external calls 0. */
export function nextMonitorState(state: MonitorState, random = Math.random): MonitorState {
  return {
    ...state,
    latency: 35 + Math.floor(random() * 20),
    uptime: Number((99.95 + random() * 0.05).toFixed(2)),
    requests: state.requests + 1 + Math.floor(random() * 3),
    externalCalls: 0,
  };
}

export const INITIAL_MONITOR_STATE: MonitorState = {
  encryption: 'AES-256',
  status: 'active',
  dataRetention: 'local',
  logging: 'encrypted',
  latency: 42,
  uptime: 99.98,
  frameworks: ['SOC 2', 'HIPAA', 'GDPR'],
  lastAudit: '2024-12-15',
  requests: 1247,
  dataFlow: 'internal',
  externalCalls: 0,
};

export function useSimulatedMonitor(): MonitorState {
  const [state, setState] = useState(INITIAL_MONITOR_STATE);
  useEffect(() => {
    const timer = setInterval(() => setState((s) => nextMonitorState(s)), MONITOR_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return state;
}
