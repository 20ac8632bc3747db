import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { StatusRecord } from './progress-logic';
import { UploadReportStatusQuery } from './progress.queries';

/** operations §9: event-stream fallback polling every 5 s; 15 s when server-sent events are off by config. */
export const FALLBACK_POLL_MS = 5_000;
export const NO_SSE_POLL_MS = 15_000;
/** operations §4: a report found committed by polling is done one second after it shows 95 %. */
export const FINISH_DELAY_MS = 1_000;

export interface PollingHandlers {
  /** A poll answered (stable). */
  onStatus: (status: StatusRecord) => void;
  /** A poll failed; the next one still runs (stable). */
  onError: () => void;
  /** One second after a poll found the report committed (stable). */
  onFinish: () => void;
}

/**
 * The last transport of operations §4: reportStatus, polled while `active`, until the report is committed.
 * The interval follows `sseEnabled` without restarting the loop.
 */
export function usePollingTransport(tempId: string, active: boolean, sseEnabled: boolean, { onStatus, onError, onFinish }: PollingHandlers) {
  const client = useApolloClient();
  const sseEnabledRef = useRef(sseEnabled);
  useEffect(() => {
    sseEnabledRef.current = sseEnabled;
  }, [sseEnabled]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const { data } = await client.query({ query: UploadReportStatusQuery, variables: { id: tempId }, fetchPolicy: 'network-only' });
        if (stopped) return;
        const status = data?.reportStatus;
        if (status) {
          onStatus(status);
          if (status.state === 'complete') {
            timer = window.setTimeout(onFinish, FINISH_DELAY_MS);
            return;
          }
        }
      } catch (error) {
        if (stopped) return;
        console.warn('report status poll failed', error);
        onError();
      }
      timer = window.setTimeout(poll, sseEnabledRef.current ? FALLBACK_POLL_MS : NO_SSE_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, client, tempId, onStatus, onError, onFinish]);
}
