import { useEffect, useRef, useState } from 'react';
import type {
  AnalysisRecord,
  AnalysisType,
  ReadingHintsInput,
  ReadingPreview,
} from '@candlelens/contracts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { useCreateAnalysis } from '../api/create-analysis.ts';
import { discardReading, rereadChart, useReadChart } from '../api/read-chart.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';

/** A reading on the page: the trader checks it, fixes it with marks, and confirms or drops it. */
export interface ReadingCheck {
  preview: ReadingPreview;
  /** Counts the readings shown for this screenshot (a new one after each fix). */
  version: number;
  /** The screenshot as picked, to draw the reading over. */
  imageUrl: string;
  /** 'rereading': the marks are being read; 'analysing': the analysis runs (and is charged). */
  phase: 'checking' | 'rereading' | 'analysing';
  /** Ran at once: the reading was in the band where readings are right, with no marks. */
  autoRun: boolean;
  /** The last fix or confirmation that failed, in the server's words. */
  error: string | null;
  errorStatus: number | null;
  /** Read again with these marks (free). */
  reread: (hints: ReadingHintsInput) => void;
  /** "Looks right, analyse": analyse this reading and charge once. */
  confirm: () => void;
  /** "This is not a candlestick chart": drop it, charge nothing. */
  notAChart: () => void;
  /** Back to the upload box (the reading is dropped, nothing charged). */
  startOver: () => void;
}

export interface AnalyzeChart {
  /** Reads a screenshot the trader dropped, pasted, picked or shared. */
  analyze: (file: File) => void;
  /** The screenshot is being read. */
  busy: boolean;
  error: string | null;
  /** HTTP status of the failure: 402 (credits) and 403 (plan) offer an upgrade. */
  errorStatus: number | null;
  /** The reading to check, while there is one. */
  check: ReadingCheck | null;
  /** A word after the trader dropped a reading ("nothing was charged"). */
  note: string | null;
}

interface Shown {
  preview: ReadingPreview;
  version: number;
  imageUrl: string;
  phase: ReadingCheck['phase'];
  autoRun: boolean;
  error: string | null;
  errorStatus: number | null;
}

const statusOf = (e: unknown) => (e instanceof ApiError ? e.status : null);

/**
 * One screenshot at a time: read it (free), show the reading, and analyse it at once when it is
 * clearly right; otherwise the trader checks (and may fix) it first. Each analysis attempt gets a
 * fresh idempotency key; the analysis of a reading is charged once.
 */
export function useAnalyzeChart(
  type: AnalysisType,
  onResult: (analysis: AnalysisRecord) => void,
): AnalyzeChart {
  const read = useReadChart();
  const create = useCreateAnalysis();
  const [shown, setShown] = useState<Shown | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // Answers to an earlier screenshot (or to a reading the trader dropped) are ignored.
  const turn = useRef(0);
  const inFlight = useRef(false);
  const url = useRef<string | null>(null);

  // The reading waiting for the trader (not one being analysed): leaving the page drops it.
  const waiting = useRef<string | null>(null);
  useEffect(() => {
    waiting.current = shown && shown.phase !== 'analysing' ? shown.preview.id : null;
  }, [shown]);

  const dropUrl = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  useEffect(
    () => () => {
      dropUrl();
      // leaving with a reading unconfirmed: nothing is charged, and its screenshot goes now
      if (waiting.current) void discardReading(waiting.current).catch(() => undefined);
    },
    [],
  );

  const analyse = (preview: ReadingPreview, mine: number) => {
    setShown((s) => s && { ...s, phase: 'analysing', error: null, errorStatus: null });
    create.mutate(
      { reading: preview.id, type, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ analysis }) => {
          if (turn.current !== mine) return;
          setShown(null);
          dropUrl();
          onResult(analysis);
        },
        onError: (e) => {
          if (turn.current !== mine) return;
          setShown(
            (s) =>
              s && { ...s, phase: 'checking', error: errorMessage(e), errorStatus: statusOf(e) },
          );
        },
      },
    );
  };

  const analyze = (file: File) => {
    if (inFlight.current || shown?.phase === 'analysing') return;
    inFlight.current = true;
    const mine = ++turn.current;
    setShown(null);
    setNote(null);
    dropUrl();
    read.reset();
    read.mutate(
      { file, type },
      {
        onSuccess: (preview) => {
          if (turn.current !== mine) return;
          if (preview.verdict === 'refused' && !preview.fixable) {
            // nothing to fix: the reason, as before, and the screenshot dropped at once
            void discardReading(preview.id).catch(() => undefined);
            return;
          }
          url.current = URL.createObjectURL(file);
          const autoRun = preview.verdict === 'looks-right';
          setShown({
            preview,
            version: 0,
            imageUrl: url.current,
            phase: autoRun ? 'analysing' : 'checking',
            autoRun,
            error: null,
            errorStatus: null,
          });
          if (autoRun) analyse(preview, mine);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const leave = (message: string | null) => {
    const id = shown?.preview.id;
    turn.current++;
    setShown(null);
    dropUrl();
    setNote(message);
    if (id) void discardReading(id).catch(() => undefined);
  };

  const refusal =
    read.data?.verdict === 'refused' && !read.data.fixable && !shown ? read.data.reason : null;
  const err = read.error;
  return {
    analyze,
    busy: read.isPending,
    error: refusal ?? (err ? errorMessage(err) : null),
    errorStatus: refusal ? 422 : statusOf(err),
    note,
    check: shown && {
      ...shown,
      reread: (hints) => {
        if (shown.phase !== 'checking') return;
        const mine = turn.current;
        setShown({ ...shown, phase: 'rereading', error: null, errorStatus: null });
        rereadChart(shown.preview.id, hints).then(
          (preview) => {
            if (turn.current === mine)
              setShown(
                (s) =>
                  s && {
                    ...s,
                    preview,
                    version: s.version + 1,
                    phase: 'checking',
                    autoRun: false,
                  },
              );
          },
          (e: unknown) => {
            if (turn.current === mine)
              setShown(
                (s) =>
                  s && {
                    ...s,
                    phase: 'checking',
                    error: errorMessage(e),
                    errorStatus: statusOf(e),
                  },
              );
          },
        );
      },
      confirm: () => {
        if (shown.phase === 'checking' && shown.preview.accepted)
          analyse(shown.preview, turn.current);
      },
      notAChart: () => leave('Nothing was charged, and the screenshot was not kept.'),
      startOver: () => leave(null),
    },
  };
}
