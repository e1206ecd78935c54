/** The monitoring screens' server state (react-query): the list, one monitor, its runs, the actions. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { monitorsApi, type Monitor, type Run } from './api';

export const MONITORS_KEY = ['monitors'] as const;
const monitorKey = (id: string) => ['monitors', id] as const;
export const runsKey = (id: string) => ['monitors', id, 'runs'] as const;

/** While a run is queued or running, its list is asked again this often (the run ends on its own). */
const RUN_POLL_MS = 1500;

export function useMonitorList(enabled = true) {
  return useQuery({ queryKey: MONITORS_KEY, queryFn: monitorsApi.list, enabled, retry: false });
}

export function useMonitor(id: string) {
  return useQuery({ queryKey: monitorKey(id), queryFn: () => monitorsApi.get(id), retry: false });
}

const unfinished = (runs: Run[] | undefined) =>
  runs?.some((r) => r.status === 'queued' || r.status === 'running') ?? false;

/**
 * A monitor's runs, newest first; `awaiting`: a run asked for that is not finished in the list yet. When
 * a run finishes, the monitor's state, last score and next run are asked again.
 */
/** Whether the run asked for (`awaiting`) is in the list as finished. */
export const runFinished = (runs: Run[] | undefined, awaiting: string | null): boolean =>
  awaiting !== null && (runs?.some((r) => r.id === awaiting && r.finishedAt !== null) ?? false);

export function useRuns(id: string, awaiting: string | null = null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: runsKey(id),
    queryFn: () => monitorsApi.runs(id),
    retry: false,
    refetchInterval: (q) => {
      const runs = q.state.data;
      const waiting = awaiting !== null && !runFinished(runs, awaiting);
      return waiting || unfinished(runs) ? RUN_POLL_MS : false;
    },
  });
  const newestFinished = query.data?.find((r) => r.finishedAt !== null)?.id ?? null;
  const seen = useRef(newestFinished);
  useEffect(() => {
    if (newestFinished === seen.current) return;
    seen.current = newestFinished;
    void client.invalidateQueries({ queryKey: MONITORS_KEY, exact: true });
    void client.invalidateQueries({ queryKey: monitorKey(id), exact: true });
  }, [client, id, newestFinished]);
  return query;
}

/** Run now, pause/resume and delete, each refreshing what it changed. */
export function useMonitorActions(monitor: Monitor, onRunQueued?: (runId: string) => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MONITORS_KEY });
  const runNow = useMutation({
    mutationFn: () => monitorsApi.runNow(monitor.id),
    onSuccess: ({ runId }) => {
      onRunQueued?.(runId);
      void client.invalidateQueries({ queryKey: runsKey(monitor.id) });
    },
  });
  const togglePause = useMutation({
    mutationFn: () => monitorsApi.update(monitor.id, { paused: !monitor.paused }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => monitorsApi.remove(monitor.id),
    onSuccess: () => {
      client.removeQueries({ queryKey: monitorKey(monitor.id) });
      return refresh();
    },
  });
  return { runNow, togglePause, remove };
}
